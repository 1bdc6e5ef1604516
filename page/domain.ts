/**
 * The page's domain types: what sections and rules work with. Wire types (what the shop sends)
 * live in api/wire.ts and are turned into these by api/reshape.ts.
 */

export type { GiftCardType } from '../shared/giftCards';
import type { GiftCardType } from '../shared/giftCards';

/** HTML that went through `sanitizeHtml`; only that function creates it. */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

export interface ProductPrice {
  list: number;
  sale: number;
  min: number;
  max: number;
  message: string;
}

export interface Sku {
  skuId: string;
  itemId: string;
  partNumber: string;
  name: string;
  imageUrl: string | null;
  /** Small image (below 1024 px). */
  thumbnailUrl: string | null;
  /** Defining attributes, e.g. { Color: 'Green' }. */
  attributes: Readonly<Record<string, string>>;
  upc: string | null;
  price: ProductPrice | null;
  isEgift: boolean;
  /** Spec 3 adBug: Clearance, Hot Deal or Price Drop. */
  adBug: string | null;
}

export interface ProductImage {
  /** Source below 1024 px. */
  small: string;
  /** Source at 1024 px and wider. */
  large: string;
  alt: string;
}

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface FileLink {
  label: string;
  href: string;
}

export interface ProductDetails {
  longDescription: SafeHtml;
  featureBenefits: readonly string[];
  specifications: readonly { name: string; value: string }[];
  whatsInTheBox: readonly string[];
  legalDisclaimer: string;
  manuals: readonly FileLink[];
  lawLabel: FileLink | null;
  stateRestrictions: readonly string[];
}

export interface GiftCardRules {
  type: GiftCardType;
  /** Preset amounts in whole dollars (spec 9). */
  amounts: readonly number[];
  minAmount: number;
  maxAmount: number;
  totalMaxAmount: number;
  bulkMinQuantity: number;
  /** Page of the bulk card (for the quantity modal), root-relative. */
  bulkUrl: string | null;
  /** Page of the standard card, root-relative. */
  standardUrl: string | null;
}

export interface Product {
  id: string;
  productId: string;
  name: string;
  brand: string;
  partNumber: string;
  /** Root-relative product URL, e.g. /p/cairnfield-gift-card. */
  url: string;
  /** Plain-text summary for meta description (derived from the long description). */
  summary: string;
  images: readonly ProductImage[];
  breadcrumbs: readonly Breadcrumb[];
  skus: readonly Sku[];
  defaultSkuId: string;
  /** The defining attribute that names variants (spec 3 selectedIdentifier), e.g. 'Pattern'. */
  variantIdentifier: string | null;
  /** Displayed as ITEM (spec 3: mfItemId). */
  itemNumber: string;
  price: ProductPrice;
  giftCard: GiftCardRules;
  isGiftCard: boolean;
  /** Whether the back-in-stock notice may be offered. */
  showBackInStock: boolean;
  productMessage: string;
  /** An eGift card's designs to choose from (empty for other cards). */
  egiftDesigns: readonly EgiftDesign[];
  /** Optional short promotional message (spec 2). */
  shortPromoMessage: string | null;
  rating: { average: number; count: number };
  details: ProductDetails;
  /** Served from the shop's timeout cache (stale but usable). */
  fromTimeoutCache: boolean;
  /** Spec 2/3: the other products to offer (the related-products strip and its quick view). */
  relatedProductIds: readonly string[];
}

/** A related product as the strip and its quick view show it (spec 2, quick-view modal). */
export interface ProductSummary {
  productId: string;
  name: string;
  /** Root-relative product URL. */
  url: string;
  image: ProductImage | null;
  /** The price range in whole dollars (a gift card's amount bounds). */
  price: { min: number; max: number };
  /** Null when the shop sent none (the quick view then shows none). */
  rating: { average: number; count: number } | null;
}

/** Spec 4: the full stock-status vocabulary. */
export const stockStatuses = [
  'OUT_OF_STOCK',
  'IN_STORE_ONLY',
  'LIMITED_AVAILABILITY',
  'ONLINE_ONLY',
  'IN_STOCK',
  'PRE_ORDER',
  'PRE_SALE',
  'SOLD_OUT',
] as const;
export type StockStatus = (typeof stockStatuses)[number];

export interface SkuInventory {
  skuId: string;
  onlineMessage: string | null;
  storeMessage: string | null;
  /** The SKU's own status, when the shop sends one. */
  status: StockStatus | null;
}

export interface Inventory {
  productStatus: StockStatus;
  skus: readonly SkuInventory[];
}

export interface ReviewStats {
  average: number;
  count: number;
  range: number;
}

export interface Review {
  id: string;
  rating: number;
  title: string;
  text: string;
  author: string;
  submittedAt: string;
}

export interface Question {
  id: string;
  text: string;
  author: string;
  submittedAt: string;
  answers: readonly { id: string; text: string; author: string }[];
}

/** One eGift card design: its id (sent with the order), its name and its card image. */
export interface EgiftDesign {
  id: string;
  name: string;
  imageUrl: string;
}

export interface EgiftRecipient {
  email: string;
  firstName: string;
  lastName: string;
}

/** An existing eGift order item (spec 3: egiftcarddeliveryoptions.eGiftCards.orderItems). */
export interface EgiftOrderItem {
  orderItemId: string;
  amount: number | null;
  quantity: number | null;
  sender: { email: string; firstName: string; lastName: string } | null;
  recipients: readonly EgiftRecipient[];
  message: string;
  sendToOne: boolean;
  /** The send date (YYYY-MM-DD) and the zone it was chosen in; '' when sent at once. */
  sendDate: string;
  sendTimeZone: string;
  /** The chosen card design; '' when none was. */
  designId: string;
}

/**
 * The add-to-cart request (spec 3, "Add-to-cart payload", and the eGift variant fields): built by
 * the pure rules (purchase/addToCartPayload.ts), sent as is by the API layer (api/cart.ts).
 */
export interface AddToCartPayload {
  skus?: AddToCartSku[];
  giftAmount?: number;
  inventoryCheck: true;
  isGCItem?: boolean;
  shippingModes?: unknown;
  bundleId?: string;
  isBundle?: boolean;
  isPickUpInStore?: boolean;
  isShipToStore?: boolean;
  selectedStoreId?: string;
  skip?: boolean;
  cfst?: boolean;
  atcopt?: boolean;
  // eGift variant
  orderId?: string;
  orderItem?: {
    productId: string;
    sku: string;
    quantity: number;
    comment?: string;
    xitem_isEGCItem: 'true' | 'false';
    xitem_giftAmount: number;
    firstDataFulfilState: 'NEW';
  }[];
  senderEmail?: string;
  senderFirstName?: string;
  senderLastName?: string;
  senderMessage?: string;
  recipients?: {
    sequence: number;
    recipientFirstName: string;
    recipientLastName: string;
    recipientEmail: string;
  }[];
  isSendToOne?: '1' | '0';
  /** The day to send the eGift ('YYYY-MM-DD'), '' for now; with the shopper's zone. */
  sendDate?: string;
  sendTimeZone?: string;
  /** The chosen eGift card design's id. */
  designId?: string;
  /**
   * The cart's eGift item this add replaces (an edit): the reference shop takes it out in the
   * add's own transaction (its extension of the contract); another shop ignores it.
   */
  replacesOrderItemId?: string;
}

export interface AddToCartSku {
  id: string;
  sku: string;
  quantity: number;
  type: 'REGULAR';
}

/** The shop's answer to an add to cart (spec 4), as the rules read it (api/ reshapes the wire). */
export interface AddToCartAnswer {
  /** The shop's exception or error message: nothing was added. */
  problem: string | null;
  /** The exception's key (exceptionCode), for the error catalogue (spec 8). */
  problemKey: string | null;
  /** How many cards the shop added (null: it did not say). */
  quantityAdded: number | null;
  cartQuantity: number | null;
  orderId: string | null;
  /** The eGift item the add replaced, when the shop did (absent or null: it replaced nothing). */
  replacedOrderItemId?: string | null;
}

/** A back-in-stock request (spec 4): built by purchase/backInStock.ts, sent by api/product.ts. */
export type BackInStockRequest =
  | {
      kind: 'product';
      productId: string;
      skuId: string;
      partNumber: string;
      email: string;
      mobile?: string;
    }
  | {
      kind: 'bundle';
      bundleProductId: string;
      partNumber: string;
      components: readonly string[];
      email: string;
      mobile?: string;
    };

/** The shop's answer to a back-in-stock request: its status text (spec 4). */
export interface BackInStockAnswer {
  status: string;
}

/**
 * Why a shop call failed, as the rules read it. The API layer builds it from its ApiError
 * (api/errors.ts, `shopFailureOf`), so no rule sees a Response, an exception or a wire body.
 */
export interface ShopFailure {
  /**
   * 'http': the shop answered non-2xx; 'reload': the page's own code for the call could not be
   * loaded until the page is reloaded (the call was never sent); 'unknown': not a shop call's
   * failure at all.
   */
  kind: 'http' | 'timeout' | 'network' | 'reload' | 'malformed' | 'aborted' | 'unknown';
  status: number | null;
  /** The shop's own message (errors[].message), when the body carried one. */
  serverMessage: string | null;
  /** The add-to-cart envelope's exception or error message, when a refusal carried one. */
  exceptionMessage: string | null;
  /** The shop's error key (errors[0].errorKey, or the envelope's exceptionCode). */
  errorKey: string | null;
  /** Flat values that came with the error (errors[0].data, the envelope's quantities), by name. */
  values: Readonly<Record<string, string | number>>;
}

/** A store near a ZIP code (spec 9 "Pick Up at a Different Store"; shop-api/openapi.json "Stores"). */
export interface StoreSummary {
  storeId: string;
  name: string;
  address: { line1: string; city: string; state: string; zipCode: string };
  /** Local 24-hour times per group of days. */
  hours: readonly { days: string; open: string; close: string }[];
  /** Miles from the ZIP searched. */
  distanceMiles: number;
  /** Ship-to-store programmes (spec 5: version 1 or 2). */
  shipToStore: { v1: boolean; v2: boolean };
  pickupEligible: boolean;
}

/** The stores found near a ZIP code, nearest first. */
export interface StoreSearch {
  zipCode: string;
  radiusMiles: number;
  stores: readonly StoreSummary[];
}

/**
 * The data the server renders with and serialises into the page, so the browser hydrates from
 * exactly the same values (no second fetch, no mismatch).
 */
import type { PublicConfig } from '../config';
import type { Inventory, Product, ReviewStats } from '../domain';
import type { CartView } from '../purchase/cart';
import type { ExpressOptions } from '../purchase/expressOptions';
import type { PurchaseFormOutcome } from '../purchase/purchaseForm';
import type { WalletOrder } from '../purchase/wallet/readers';
import type { QuantityBounds } from '../purchase/quantityRules';
import type { PageQuery } from '../routing/query';

/** A value the server may or may not have had in time. */
export type InitialResource<T> =
  { status: 'ready'; data: T } | { status: 'loading' } | { status: 'error'; message: string };

export interface Shopper {
  /** Region id from the region cookie (shipping restriction). */
  regionId: string | null;
  /** Spec 4: registered when the activity cookies show a logged-in session. */
  signedIn: boolean;
  /** Spec 4: registered, guest, or remembered but not signed in on this visit (counts as a guest). */
  visitorKind: VisitorKind;
  profileId: string | null;
  storeId: string | null;
  /** The current cart's order id (cookie), for the eGift order item lookup. */
  orderId: string | null;
  /** Spec 3: zip codes from the cookies (5 digits, or ZIP+4), for delivery and the selected store. */
  zipCodes: { delivery: string | null; store: string | null };
  /** Spec 3: same-day delivery info (store and zip code it was checked for). */
  sameDay: { storeId: string | null; zipCode: string | null };
  /** Spec 6: the express-checkout options enabled for this shopper (cookie or defaults). */
  expressOptions: ExpressOptions;
}

export const visitorKinds = ['registered', 'guest', 'remembered'] as const;
export type VisitorKind = (typeof visitorKinds)[number];

export interface ProductPageData {
  kind: 'product';
  slug: string;
  product: Product;
  inventory: InitialResource<Inventory>;
  reviewStats: InitialResource<ReviewStats>;
  query: PageQuery;
  shopper: Shopper;
  config: PublicConfig;
  /** After the purchase form was posted without JavaScript: its values, errors and result. */
  posted?: PurchaseFormOutcome | null;
  /**
   * The name of the shopper's store (shopper.storeId), when the shop told the server in time:
   * the store line says it from the first paint (spec 9). Null (or absent): the line says the id.
   */
  storeName?: string | null;
}

export interface IndexPageData {
  kind: 'index';
  products: readonly {
    slug: string;
    productId: string;
    name: string;
    href: string;
    /** What the product demonstrates (page/routes/home/summary.ts); null when the shop did not answer. */
    summary?: string | null;
  }[];
  config: PublicConfig;
}

export interface ErrorPageData {
  kind: 'error';
  status: 400 | 403 | 404 | 413 | 500 | 502 | 504;
  title: string;
  message: string;
  /** Where 'Try again' goes (the same URL); null for 404. */
  retryHref: string | null;
  config: PublicConfig;
}

/** /OrderConfirmation?orderId= after a wallet express order (spec 2). */
export interface OrderConfirmationData {
  kind: 'confirmation';
  order: WalletOrder;
  config: PublicConfig;
}

/**
 * The outcome of the cart form's last post, shown once after its redirect: a status, or an error
 * (for one line's quantity: the line and the value the shopper typed).
 */
export type CartNotice =
  | { kind: 'status'; message: string }
  | { kind: 'error'; message: string; orderItemId: string | null; attempted: string | null };

/** /shop/cart (spec 2): the shopper's cart, server-rendered, changed through plain forms. */
export interface CartPageData {
  kind: 'cart';
  cart: CartView;
  /**
   * Each line's quantity limits (spec 9), by order item id; null where the quantity does not
   * change here (eGift lines: Edit) or the product could not be read (the shop still checks).
   */
  limits: Readonly<Record<string, QuantityBounds | null>>;
  notice: CartNotice | null;
  /** Who is buying, as the wallets need it: a guest identity for an eGift card (spec 4), and
   * which wallets the shopper may use (spec 6). */
  shopper: Pick<Shopper, 'signedIn' | 'expressOptions'>;
  config: PublicConfig;
}

export type PageData =
  ProductPageData | IndexPageData | ErrorPageData | OrderConfirmationData | CartPageData;

import type { GiftCardType } from '../../shared/giftCards.ts';

/** A downloadable file link (manuals, law label): the label to show and a root-relative URL. */
export interface FileLink {
  value: string;
  url: string;
}

export interface Price {
  listPrice: number;
  salePrice: number;
  priceMessage: string;
  savings: number;
  dollarSavings: number;
  percentSavings: number;
  mapPrice: number | null;
  minPrice: number;
  maxPrice: number;
  productPrice: number;
}

/** One SKU as the product response carries it (spec 3, "SKU"). */
export interface SkuInfo {
  skuId: string;
  itemId: string;
  partNumber: string;
  name: string;
  imageURL: string;
  thumbnail: string;
  alternateImages: string[];
  price: Price;
  attributes: { UPCcode: string };
  defining_attribute: Record<string, string> | null;
  skuResolvingAttrIdentifiers: string[];
  adBug: 'Clearance' | 'Hot Deal' | 'Price Drop' | null;
  shipModeId: string;
  freeShipping: boolean;
  sameDayDeliveryEligible: boolean;
  priceValidUntil: string | null;
  eGiftCardFlag: 'Y' | 'N';
  descriptiveAttributes: { cupidName: string; PayPalEligible: 'Y' | 'N' };
}

export interface MediaImage {
  type: 'image';
  /** Source below 1024 px wide. */
  small: string;
  /** Source at 1024 px and wider. */
  large: string;
  alt: string;
}

/**
 * The stored product document: every `productinfo` field of spec 3 except the ratings, which are
 * computed from the reviews at read time so the summary always matches the review list.
 */
export interface ProductDocument {
  id: string;
  productId: string;
  name: string;
  manufacturer: string;
  brand: string;
  partNumber: string;
  mfPartNumber: string;
  longDescription: string;
  seoURL: string;
  fullImage: string;
  catentryId: string;
  defaultSku: string;
  sKUs: SkuInfo[];
  isSingleSkuProduct: 'Y' | 'N';
  isGiftCard: 'Y';
  varianttype: 'giftcard';
  productType: 'regular' | 'specialorder';
  /** Which gift card page this is; an extension the page may use instead of deriving it. */
  giftCardType: GiftCardType;
  categoryId: string;
  categoryIds: string[];
  wgFlag: 'Y' | 'N';
  isBuyNowEligible: 'Y' | 'N';
  relatedProducts: string[];
  breadCrumb: { label: string; seoURL: string }[];
  media: MediaImage[];
  swatchImgList: { imageURL: string; label: string }[];
  productMessage: string;
  /**
   * eGift cards: the designs the shopper picks from (an addition to spec 3), each with its card
   * image (root-relative).
   */
  egiftDesigns?: { id: string; name: string; imageURL: string }[];
  promoMessage: string;
  promotionalDetails: { promotionCode: string; shortPromoMsg: string };
  shippingPrice: number;
  shippingMessage: string;
  showBIS: boolean;
  ppuEnabled: boolean;
  gcAmounts: number[];
  gcMinAmount: number;
  gcMaxAmount: number;
  totalGcMaxAmount: number;
  minAmount: number;
  maxAmount: number;
  selectedGCAmount: number | null;
  bulkGiftcardMinQuantity: number;
  bulkGiftcardSeoUrl: string;
  standardGiftcardSeoUrl: string;
  /** key/value pairs; `reviewcount` is added at read time. */
  productAttributes: { key: string; value: string }[];
  price: Price;
  selectedIdentifier: string | null;
  identifiersMap: Record<string, { value: string; skuId: string }[]>;
  quantity: number;
  itemId: string;
  mfItemId: string;
  productSpecifications: Record<string, string>[];
  featureBenefits: string[];
  specifications: { name: string; value: string }[];
  whatsInTheBox: string[];
  legalDisclaimer: string;
  manualsAndRebates: FileLink[];
  lawLabel: FileLink | null;
  /** State codes the item does not ship to. */
  stateRestriction: string[];
}

/** Ratings merged into `productinfo` at read time. */
export interface ProductRatings {
  bvRating: number;
  rating: number;
  reviewCount: number;
  averageRating: number;
}

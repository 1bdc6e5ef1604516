import { GIFT_CARD_LIMITS } from '../domain/giftCards.ts';
import type { GiftCardType } from '../domain/giftCards.ts';
import { SHIP_MODE_IDS } from '../domain/shipping.ts';
import type { FileLink, Price, ProductDocument, SkuInfo } from './types.ts';

/**
 * The demo catalogue: four gift card products of the fictional Cairnfield Outfitters, plus one
 * preview (draft) document. Every image and file is served by this API under /media/, so the
 * documents only hold root-relative paths.
 */

export const PRODUCT_IDS = {
  standard: '10001',
  bulk: '10002',
  egift: '10003',
  outOfStock: '10004',
} as const;

export const PREVIEW_PRODUCT_ID = 'preview-10001';

export const SKU_IDS = {
  standard: '20001',
  bulkSummit: '20002',
  bulkTrail: '20003',
  bulkCampfire: '20004',
  egift: '20005',
  outOfStock: '20006',
} as const;

export const SEO_URLS = {
  standard: '/p/cairnfield-gift-card',
  bulk: '/p/cairnfield-bulk-gift-card',
  egift: '/p/cairnfield-egift-card',
  outOfStock: '/p/cairnfield-summit-gift-card',
} as const;

/** Default per-order stock of SKU 20001, so that adding 45 adds 40 (the quantity-limit path). */
export const DEFAULT_STANDARD_STOCK = 40;

/** Stock per SKU after seeding (`null`: not tracked). `stockLevels` options override these. */
export const DEFAULT_STOCK_LEVELS: Readonly<Record<string, number | null>> = {
  [SKU_IDS.standard]: DEFAULT_STANDARD_STOCK,
  [SKU_IDS.bulkSummit]: null,
  [SKU_IDS.bulkTrail]: null,
  [SKU_IDS.bulkCampfire]: null,
  [SKU_IDS.egift]: null,
  [SKU_IDS.outOfStock]: 0,
};

export const GIFT_CARD_DESIGNS = [
  'standard',
  'bulk-summit',
  'bulk-trail',
  'bulk-campfire',
  'egift',
  'summit',
] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

export function imagePath(design: GiftCardDesign, size: 'small' | 'large'): string {
  return `/media/giftcards/${design}-${size}.svg`;
}

export const FILES = {
  terms: { value: 'Gift Card Terms and Conditions (PDF)', url: '/media/files/gift-card-terms.pdf' },
  bulkGuide: {
    value: 'Bulk Gift Card Ordering Guide (PDF)',
    url: '/media/files/bulk-gift-card-guide.pdf',
  },
  egiftFaq: { value: 'eGift Card Delivery FAQ (PDF)', url: '/media/files/egift-card-faq.pdf' },
  lawLabel: { value: 'Gift Card Law Label (PDF)', url: '/media/files/gift-card-law-label.pdf' },
} as const satisfies Record<string, FileLink>;

const PRESET_AMOUNTS = [25, 50, 75, 100, 150, 200];

function giftCardPrice(): Price {
  // A gift card costs the amount chosen; the range is what the price block shows.
  return {
    listPrice: PRESET_AMOUNTS[0] ?? GIFT_CARD_LIMITS.minAmount,
    salePrice: PRESET_AMOUNTS[0] ?? GIFT_CARD_LIMITS.minAmount,
    priceMessage: '',
    savings: 0,
    dollarSavings: 0,
    percentSavings: 0,
    mapPrice: null,
    minPrice: GIFT_CARD_LIMITS.minAmount,
    maxPrice: GIFT_CARD_LIMITS.maxAmount,
    productPrice: PRESET_AMOUNTS[0] ?? GIFT_CARD_LIMITS.minAmount,
  };
}

function sku(input: {
  skuId: string;
  itemId: string;
  name: string;
  design: GiftCardDesign;
  upc: string;
  egift?: boolean;
  sameDay?: boolean;
  pattern?: string;
}): SkuInfo {
  const egift = input.egift ?? false;
  return {
    skuId: input.skuId,
    itemId: input.itemId,
    partNumber: `CF-GC-${input.skuId}`,
    name: input.name,
    imageURL: imagePath(input.design, 'large'),
    thumbnail: imagePath(input.design, 'small'),
    alternateImages: [],
    price: giftCardPrice(),
    attributes: { UPCcode: input.upc },
    defining_attribute: input.pattern ? { Pattern: input.pattern } : null,
    skuResolvingAttrIdentifiers: input.pattern ? ['Pattern'] : [],
    adBug: null,
    shipModeId: egift ? SHIP_MODE_IDS.email : SHIP_MODE_IDS.standard,
    freeShipping: false,
    sameDayDeliveryEligible: input.sameDay ?? false,
    priceValidUntil: null,
    eGiftCardFlag: egift ? 'Y' : 'N',
    descriptiveAttributes: { cupidName: egift ? 'eGift Card' : 'Gift Card', PayPalEligible: 'Y' },
  };
}

const LEGAL_DISCLAIMER =
  'Gift cards are redeemable for merchandise at Cairnfield Outfitters stores and online. They ' +
  'cannot be redeemed for cash except where required by law, do not expire and carry no fees. ' +
  'Treat this card like cash: it will not be replaced if lost or stolen. Purchases of gift cards ' +
  'above $10,000 per order are handled by our gift card team through live chat.';

const COMMON_SPECIFICATIONS = [
  { name: 'Denominations', value: '$1 to $1,500 in whole dollars' },
  { name: 'Expiration', value: 'None' },
  { name: 'Fees', value: 'None' },
  { name: 'Redeemable', value: 'In store and online' },
];

function baseProduct(input: {
  productId: string;
  name: string;
  type: GiftCardType;
  seoURL: string;
  partNumber: string;
  itemId: string;
  mfItemId: string;
  design: GiftCardDesign;
  skus: SkuInfo[];
  category: { id: string; label: string; seoURL: string };
}): ProductDocument {
  const egift = input.type === 'egift';
  const firstSku = input.skus[0];
  if (!firstSku) throw new Error(`product ${input.productId} needs at least one SKU`);
  return {
    id: input.productId,
    productId: input.productId,
    name: input.name,
    manufacturer: 'Cairnfield Outfitters',
    brand: 'Cairnfield',
    partNumber: input.partNumber,
    mfPartNumber: `MF-${input.partNumber}`,
    longDescription: '',
    seoURL: input.seoURL,
    fullImage: imagePath(input.design, 'large'),
    catentryId: input.productId,
    defaultSku: firstSku.skuId,
    sKUs: input.skus,
    isSingleSkuProduct: input.skus.length === 1 ? 'Y' : 'N',
    isGiftCard: 'Y',
    varianttype: 'giftcard',
    productType: 'regular',
    giftCardType: input.type,
    categoryId: input.category.id,
    categoryIds: [input.category.id, '4000'],
    wgFlag: 'N',
    isBuyNowEligible: 'Y',
    relatedProducts: Object.values(PRODUCT_IDS).filter((id) => id !== input.productId),
    breadCrumb: [
      { label: 'Gift Cards', seoURL: '/c/gift-cards' },
      { label: input.category.label, seoURL: input.category.seoURL },
    ],
    media: [
      {
        type: 'image',
        small: imagePath(input.design, 'small'),
        large: imagePath(input.design, 'large'),
        alt: `${input.name}, front of the card`,
      },
    ],
    swatchImgList: [],
    productMessage: '',
    promoMessage: '',
    promotionalDetails: {
      promotionCode: '',
      shortPromoMsg: egift
        ? 'Delivered by e-mail within 2 hours during business hours'
        : 'Free standard shipping on orders over $49.99',
    },
    shippingPrice: egift ? 0 : 5.99,
    shippingMessage: egift
      ? 'Delivered by e-mail'
      : 'Free standard shipping over $49.99 ($24.99 when signed in)',
    showBIS: false,
    ppuEnabled: false,
    gcAmounts: [...PRESET_AMOUNTS],
    gcMinAmount: GIFT_CARD_LIMITS.minAmount,
    gcMaxAmount: GIFT_CARD_LIMITS.maxAmount,
    totalGcMaxAmount: GIFT_CARD_LIMITS.totalMaxAmount,
    minAmount: GIFT_CARD_LIMITS.minAmount,
    maxAmount: GIFT_CARD_LIMITS.maxAmount,
    selectedGCAmount: null,
    bulkGiftcardMinQuantity: GIFT_CARD_LIMITS.bulkMinQuantity,
    bulkGiftcardSeoUrl: SEO_URLS.bulk,
    standardGiftcardSeoUrl: SEO_URLS.standard,
    productAttributes: [{ key: 'eGiftCardFlag', value: egift ? 'Y' : 'N' }],
    price: giftCardPrice(),
    selectedIdentifier: null,
    identifiersMap: {},
    quantity: 1,
    itemId: firstSku.itemId,
    mfItemId: input.mfItemId,
    productSpecifications: [],
    featureBenefits: [],
    specifications: COMMON_SPECIFICATIONS,
    whatsInTheBox: [],
    legalDisclaimer: LEGAL_DISCLAIMER,
    manualsAndRebates: [FILES.terms],
    lawLabel: FILES.lawLabel,
    stateRestriction: [],
  };
}

const physicalCategory = {
  id: '4001',
  label: 'Physical Gift Cards',
  seoURL: '/c/physical-gift-cards',
};

function standardCard(): ProductDocument {
  const product = baseProduct({
    productId: PRODUCT_IDS.standard,
    name: 'Cairnfield Gift Card',
    type: 'standard',
    seoURL: SEO_URLS.standard,
    partNumber: 'CF-GC-STD',
    itemId: '5100201',
    mfItemId: '880020001',
    design: 'standard',
    category: physicalCategory,
    skus: [
      sku({
        skuId: SKU_IDS.standard,
        itemId: '5100201',
        name: 'Cairnfield Gift Card',
        design: 'standard',
        upc: '084215200011',
        sameDay: true,
      }),
    ],
  });
  return {
    ...product,
    longDescription:
      '<p>Give them the trail, the campsite or the river: a <strong>Cairnfield Gift Card</strong> ' +
      'is good for anything in our stores and online, from trail runners to four-season tents.</p>' +
      '<ul><li>Choose any whole-dollar amount from $1 to $1,500.</li>' +
      '<li>Mailed in a recycled gift sleeve, ready to give.</li>' +
      '<li>Never expires and carries no fees.</li></ul>' +
      '<p>Buying 51 cards or more? Our <a href="/p/cairnfield-bulk-gift-card">bulk gift cards</a> ' +
      'are made for teams, clubs and company rewards.</p>',
    productMessage: 'Physical gift card, mailed to you or straight to your recipient.',
    featureBenefits: [
      'Redeemable in every Cairnfield Outfitters store and on our website',
      'No expiration date and no service fees',
      'Check the balance any time on the receipt or online',
      'Ships in a recycled gift sleeve',
    ],
    whatsInTheBox: ['1 gift card', '1 recycled gift sleeve', '1 gift receipt'],
    productSpecifications: [
      { 'Card Material': 'Recycled PVC' },
      { 'Card Size': '3.375 x 2.125 in' },
      { Delivery: 'Mailed' },
    ],
    stateRestriction: ['AK', 'HI'],
  };
}

function bulkCards(): ProductDocument {
  const designs = [
    { skuId: SKU_IDS.bulkSummit, pattern: 'Summit', design: 'bulk-summit', upc: '084215200028' },
    { skuId: SKU_IDS.bulkTrail, pattern: 'Trail', design: 'bulk-trail', upc: '084215200035' },
    {
      skuId: SKU_IDS.bulkCampfire,
      pattern: 'Campfire',
      design: 'bulk-campfire',
      upc: '084215200042',
    },
  ] as const;
  const product = baseProduct({
    productId: PRODUCT_IDS.bulk,
    name: 'Cairnfield Bulk Gift Cards',
    type: 'bulk',
    seoURL: SEO_URLS.bulk,
    partNumber: 'CF-GC-BULK',
    itemId: '5100202',
    mfItemId: '880020002',
    design: 'bulk-summit',
    category: physicalCategory,
    skus: designs.map((entry, index) =>
      sku({
        skuId: entry.skuId,
        itemId: `510020${2 + index}`,
        name: `Cairnfield Bulk Gift Card, ${entry.pattern} design`,
        design: entry.design,
        upc: entry.upc,
        pattern: entry.pattern,
      }),
    ),
  });
  return {
    ...product,
    longDescription:
      '<p>Reward a whole team at once. <strong>Cairnfield Bulk Gift Cards</strong> come in three ' +
      'trail-inspired designs and ship together in one box.</p>' +
      '<ul><li>Order from 51 to 999 cards of one design.</li>' +
      '<li>Every card carries the same amount, from $1 to $1,500.</li>' +
      '<li>Orders above $10,000 are arranged by our gift card team.</li></ul>',
    productMessage: 'For 51 to 999 cards. Need fewer? Choose the standard gift card.',
    selectedIdentifier: 'Pattern',
    identifiersMap: {
      Pattern: designs.map((entry) => ({ value: entry.pattern, skuId: entry.skuId })),
    },
    swatchImgList: designs.map((entry) => ({
      imageURL: imagePath(entry.design, 'small'),
      label: entry.pattern,
    })),
    featureBenefits: [
      'Three designs: Summit, Trail and Campfire',
      'One amount for every card in the order',
      'Shipped together, with a packing list',
    ],
    whatsInTheBox: ['51 to 999 gift cards', 'Gift sleeves, one per card', '1 packing list'],
    productSpecifications: [
      { 'Minimum Quantity': '51' },
      { 'Maximum Quantity': '999' },
      { Delivery: 'Mailed in one box' },
    ],
    manualsAndRebates: [FILES.bulkGuide, FILES.terms],
    // Bulk boxes go by ground freight, which does not serve APO/FPO/DPO addresses.
    stateRestriction: ['AK', 'HI', 'AA', 'AE', 'AP'],
  };
}

function egiftCard(): ProductDocument {
  const product = baseProduct({
    productId: PRODUCT_IDS.egift,
    name: 'Cairnfield eGift Card',
    type: 'egift',
    seoURL: SEO_URLS.egift,
    partNumber: 'CF-EGC',
    itemId: '5100205',
    mfItemId: '880020005',
    design: 'egift',
    category: { id: '4002', label: 'eGift Cards', seoURL: '/c/egift-cards' },
    skus: [
      sku({
        skuId: SKU_IDS.egift,
        itemId: '5100205',
        name: 'Cairnfield eGift Card',
        design: 'egift',
        upc: '084215200059',
        egift: true,
      }),
    ],
  });
  return {
    ...product,
    longDescription:
      '<p>The last-minute gift that never feels last-minute. A <strong>Cairnfield eGift ' +
      'Card</strong> arrives by e-mail with your personal message.</p>' +
      '<ul><li>Send up to 5 eGift cards, to one recipient or to several.</li>' +
      '<li>Delivered within 2 hours between 8:00 AM and 7:00 PM Central time.</li>' +
      '<li>Redeem online or show it in store.</li></ul>',
    productMessage: 'Delivered by e-mail, usually within 2 hours.',
    featureBenefits: [
      'Arrives by e-mail with your message',
      'Send to up to 5 recipients in one order',
      'No expiration date and no service fees',
    ],
    whatsInTheBox: ['1 eGift card delivered by e-mail'],
    productSpecifications: [{ Delivery: 'E-mail' }, { 'Maximum Recipients': '5' }],
    manualsAndRebates: [FILES.egiftFaq, FILES.terms],
    stateRestriction: [],
  };
}

function outOfStockCard(): ProductDocument {
  const product = baseProduct({
    productId: PRODUCT_IDS.outOfStock,
    name: 'Cairnfield Summit Gift Card',
    type: 'standard',
    seoURL: SEO_URLS.outOfStock,
    partNumber: 'CF-GC-SUMMIT',
    itemId: '5100206',
    mfItemId: '880020006',
    design: 'summit',
    category: physicalCategory,
    skus: [
      sku({
        skuId: SKU_IDS.outOfStock,
        itemId: '5100206',
        name: 'Cairnfield Summit Gift Card',
        design: 'summit',
        upc: '084215200066',
      }),
    ],
  });
  return {
    ...product,
    longDescription:
      '<p>Our limited <strong>Summit</strong> edition, printed on recycled card with a raised ' +
      'mountain outline. It is between print runs: ask us to e-mail you when it is back.</p>',
    productMessage: 'Limited edition design.',
    showBIS: true,
    featureBenefits: ['Limited edition raised-print design', 'No expiration date and no fees'],
    whatsInTheBox: ['1 gift card', '1 gift box'],
    productSpecifications: [{ 'Card Material': 'Recycled card stock' }, { Delivery: 'Mailed' }],
    stateRestriction: ['AK', 'HI'],
  };
}

/** A draft of the standard card as an editor would preview it (reachable only via preview). */
function previewStandardCard(): ProductDocument {
  const live = standardCard();
  return {
    ...live,
    name: 'Cairnfield Gift Card (Draft: Winter Refresh)',
    productMessage: 'DRAFT: new winter sleeve design, not yet published.',
    promotionalDetails: { promotionCode: '', shortPromoMsg: 'Draft promotion message' },
  };
}

export interface CatalogEntry {
  /** The record key: the product id, or the preview id for a draft. */
  key: string;
  isPreview: boolean;
  doc: ProductDocument;
}

export function catalog(): CatalogEntry[] {
  return [
    { key: PRODUCT_IDS.standard, isPreview: false, doc: standardCard() },
    { key: PRODUCT_IDS.bulk, isPreview: false, doc: bulkCards() },
    { key: PRODUCT_IDS.egift, isPreview: false, doc: egiftCard() },
    { key: PRODUCT_IDS.outOfStock, isPreview: false, doc: outOfStockCard() },
    { key: PREVIEW_PRODUCT_ID, isPreview: true, doc: previewStandardCard() },
  ];
}

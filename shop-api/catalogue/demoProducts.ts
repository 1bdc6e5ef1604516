import type { GiftCardType } from '../../shared/giftCards.ts';
import { GIFT_CARD_IMAGES_PATH, MEDIA_FILES_PATH } from '../http/paths.ts';
import type { FileLink } from './types.ts';

/**
 * The demo catalogue of the fictional Cairnfield Outfitters: which gift cards exist, their ids,
 * URLs, SKUs, designs, categories and the facts the shop and the page agree on. The shop's seed
 * builds its product documents from these (catalog/products.ts adds the full texts), and the
 * stories and page tests build their wire fixtures from them (stories/fixtures/giftCardShop.ts),
 * all through catalog/index.ts. Plain data: it imports only constants and types.
 */

export const PRODUCT_IDS = {
  standard: '10001',
  bulk: '10002',
  egift: '10003',
  outOfStock: '10004',
} as const;

export type DemoProductKey = keyof typeof PRODUCT_IDS;

/** A draft of the standard card as an editor would preview it (only the preview route has it). */
export const PREVIEW_PRODUCT_ID = 'preview-10001';

export const SKU_IDS = {
  standard: '20001',
  bulkSummit: '20002',
  bulkTrail: '20003',
  bulkCampfire: '20004',
  egift: '20005',
  outOfStock: '20006',
} as const;

/** Each product's page is `/p/{slug}`. */
export const PRODUCT_SLUGS = {
  standard: 'cairnfield-gift-card',
  bulk: 'cairnfield-bulk-gift-card',
  egift: 'cairnfield-egift-card',
  outOfStock: 'cairnfield-summit-gift-card',
} as const satisfies Record<DemoProductKey, string>;

export const productPath = (slug: string): string => `/p/${slug}`;

/** The page's routes to the demo products (slug → product id): its PRODUCT_ROUTES default. */
export const DEMO_PRODUCT_ROUTES: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.keys(PRODUCT_SLUGS) as DemoProductKey[]).map((key) => [
    PRODUCT_SLUGS[key],
    PRODUCT_IDS[key],
  ]),
);

export const GIFT_CARD_DESIGNS = [
  'standard',
  'bulk-summit',
  'bulk-trail',
  'bulk-campfire',
  'egift',
  'summit',
  'egift-birthday',
  'egift-thank-you',
  'egift-outdoors',
] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];

/** Every image and file is served by the shop under /media/: documents hold root-relative paths. */
export function imagePath(design: GiftCardDesign, size: 'small' | 'large'): string {
  return `${GIFT_CARD_IMAGES_PATH}/${design}-${size}.svg`;
}

/** The eGift card's designs the shopper chooses from (spec 3 addition: egiftDesigns). */
export const EGIFT_DESIGNS = [
  { id: 'birthday', name: 'Happy Birthday', image: 'egift-birthday' },
  { id: 'thank-you', name: 'Thank You', image: 'egift-thank-you' },
  { id: 'outdoors', name: 'Into the Outdoors', image: 'egift-outdoors' },
] as const satisfies readonly { id: string; name: string; image: GiftCardDesign }[];

export const FILES = {
  terms: {
    value: 'Gift Card Terms and Conditions (PDF)',
    url: `${MEDIA_FILES_PATH}/gift-card-terms.pdf`,
  },
  bulkGuide: {
    value: 'Bulk Gift Card Ordering Guide (PDF)',
    url: `${MEDIA_FILES_PATH}/bulk-gift-card-guide.pdf`,
  },
  egiftFaq: {
    value: 'eGift Card Delivery FAQ (PDF)',
    url: `${MEDIA_FILES_PATH}/egift-card-faq.pdf`,
  },
  lawLabel: {
    value: 'Gift Card Law Label (PDF)',
    url: `${MEDIA_FILES_PATH}/gift-card-law-label.pdf`,
  },
} as const satisfies Record<string, FileLink>;

/** The amount chips every card offers (spec 9: preset amounts come from configuration). */
export const PRESET_AMOUNTS: readonly number[] = [25, 50, 75, 100, 150, 200];

/** Default per-order stock of SKU 20001, so that adding 45 adds 40 (the quantity-limit path). */
export const DEFAULT_STANDARD_STOCK = 40;

/** Stock per SKU after seeding (`null`: not tracked; 0: out of stock). */
export const DEFAULT_STOCK_LEVELS: Readonly<Record<string, number | null>> = {
  [SKU_IDS.standard]: DEFAULT_STANDARD_STOCK,
  [SKU_IDS.bulkSummit]: null,
  [SKU_IDS.bulkTrail]: null,
  [SKU_IDS.bulkCampfire]: null,
  [SKU_IDS.egift]: null,
  [SKU_IDS.outOfStock]: 0,
};

export interface DemoSku {
  skuId: string;
  itemId: string;
  name: string;
  design: GiftCardDesign;
  upc: string;
  /** The bulk card's design, its variant attribute `Pattern`. */
  pattern?: string;
  egift?: boolean;
  sameDayDeliveryEligible?: boolean;
}

export interface DemoProduct {
  productId: string;
  slug: string;
  name: string;
  type: GiftCardType;
  partNumber: string;
  mfItemId: string;
  /** The product's own image (its first SKU's design). */
  design: GiftCardDesign;
  category: { id: string; label: string; seoURL: string };
  skus: readonly DemoSku[];
  /** State codes the card does not ship to. */
  stateRestriction: readonly string[];
  /** Offers the back-in-stock notice (the out-of-stock card). */
  showBIS: boolean;
  manuals: readonly FileLink[];
}

const PHYSICAL = { id: '4001', label: 'Physical Gift Cards', seoURL: '/c/physical-gift-cards' };

export const DEMO_PRODUCTS: Readonly<Record<DemoProductKey, DemoProduct>> = {
  standard: {
    productId: PRODUCT_IDS.standard,
    slug: PRODUCT_SLUGS.standard,
    name: 'Cairnfield Gift Card',
    type: 'standard',
    partNumber: 'CF-GC-STD',
    mfItemId: '880020001',
    design: 'standard',
    category: PHYSICAL,
    skus: [
      {
        skuId: SKU_IDS.standard,
        itemId: '5100201',
        name: 'Cairnfield Gift Card',
        design: 'standard',
        upc: '084215200011',
        sameDayDeliveryEligible: true,
      },
    ],
    stateRestriction: ['AK', 'HI'],
    showBIS: false,
    manuals: [FILES.terms],
  },
  bulk: {
    productId: PRODUCT_IDS.bulk,
    slug: PRODUCT_SLUGS.bulk,
    name: 'Cairnfield Bulk Gift Cards',
    type: 'bulk',
    partNumber: 'CF-GC-BULK',
    mfItemId: '880020002',
    design: 'bulk-summit',
    category: PHYSICAL,
    skus: [
      {
        skuId: SKU_IDS.bulkSummit,
        itemId: '5100202',
        name: 'Cairnfield Bulk Gift Card, Summit design',
        design: 'bulk-summit',
        upc: '084215200028',
        pattern: 'Summit',
      },
      {
        skuId: SKU_IDS.bulkTrail,
        itemId: '5100203',
        name: 'Cairnfield Bulk Gift Card, Trail design',
        design: 'bulk-trail',
        upc: '084215200035',
        pattern: 'Trail',
      },
      {
        skuId: SKU_IDS.bulkCampfire,
        itemId: '5100204',
        name: 'Cairnfield Bulk Gift Card, Campfire design',
        design: 'bulk-campfire',
        upc: '084215200042',
        pattern: 'Campfire',
      },
    ],
    // Bulk boxes go by ground freight, which does not serve APO/FPO/DPO addresses.
    stateRestriction: ['AK', 'HI', 'AA', 'AE', 'AP'],
    showBIS: false,
    manuals: [FILES.bulkGuide, FILES.terms],
  },
  egift: {
    productId: PRODUCT_IDS.egift,
    slug: PRODUCT_SLUGS.egift,
    name: 'Cairnfield eGift Card',
    type: 'egift',
    partNumber: 'CF-EGC',
    mfItemId: '880020005',
    design: 'egift',
    category: { id: '4002', label: 'eGift Cards', seoURL: '/c/egift-cards' },
    skus: [
      {
        skuId: SKU_IDS.egift,
        itemId: '5100205',
        name: 'Cairnfield eGift Card',
        design: 'egift',
        upc: '084215200059',
        egift: true,
      },
    ],
    stateRestriction: [],
    showBIS: false,
    manuals: [FILES.egiftFaq, FILES.terms],
  },
  outOfStock: {
    productId: PRODUCT_IDS.outOfStock,
    slug: PRODUCT_SLUGS.outOfStock,
    name: 'Cairnfield Summit Gift Card',
    type: 'standard',
    partNumber: 'CF-GC-SUMMIT',
    mfItemId: '880020006',
    design: 'summit',
    category: PHYSICAL,
    skus: [
      {
        skuId: SKU_IDS.outOfStock,
        itemId: '5100206',
        name: 'Cairnfield Summit Gift Card',
        design: 'summit',
        upc: '084215200066',
      },
    ],
    stateRestriction: ['AK', 'HI'],
    showBIS: true,
    manuals: [FILES.terms],
  },
};

/** What the preview draft changes on the standard card. */
export const PREVIEW_DRAFT = {
  name: 'Cairnfield Gift Card (Draft: Winter Refresh)',
  productMessage: 'DRAFT: new winter sleeve design, not yet published.',
  shortPromoMsg: 'Draft promotion message',
} as const;

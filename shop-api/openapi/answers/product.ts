import { z } from 'zod';
import { GIFT_CARD_TYPES } from '../../../shared/giftCards.ts';

/** The answers of the product routes (routes/product.ts, routes/backInStock.ts). */

const yesNo = z.enum(['Y', 'N']);
const inventoryStatus = z.enum(['IN_STOCK', 'LIMITED_AVAILABILITY', 'OUT_OF_STOCK']);

const price = z.object({
  listPrice: z.number(),
  salePrice: z.number(),
  priceMessage: z.string(),
  savings: z.number(),
  dollarSavings: z.number(),
  percentSavings: z.number(),
  mapPrice: z.number().nullable(),
  minPrice: z.number(),
  maxPrice: z.number(),
  productPrice: z.number(),
});

const sku = z.object({
  skuId: z.string(),
  itemId: z.string(),
  partNumber: z.string(),
  name: z.string(),
  imageURL: z.string(),
  thumbnail: z.string(),
  alternateImages: z.array(z.string()),
  price,
  attributes: z.object({ UPCcode: z.string() }),
  defining_attribute: z.record(z.string(), z.string()).nullable(),
  skuResolvingAttrIdentifiers: z.array(z.string()),
  adBug: z.enum(['Clearance', 'Hot Deal', 'Price Drop']).nullable(),
  shipModeId: z.string(),
  freeShipping: z.boolean(),
  sameDayDeliveryEligible: z.boolean(),
  priceValidUntil: z.string().nullable(),
  eGiftCardFlag: yesNo,
  descriptiveAttributes: z.object({ cupidName: z.string(), PayPalEligible: yesNo }),
});

const fileLink = z.object({ value: z.string(), url: z.string() });

const productInfo = z
  .object({
    id: z.string(),
    productId: z.string(),
    name: z.string(),
    manufacturer: z.string(),
    brand: z.string(),
    partNumber: z.string(),
    mfPartNumber: z.string(),
    longDescription: z.string().describe('HTML; the page sanitises it.'),
    seoURL: z.string(),
    fullImage: z.string(),
    catentryId: z.string(),
    defaultSku: z.string(),
    sKUs: z.array(sku),
    isSingleSkuProduct: yesNo,
    isGiftCard: z.literal('Y'),
    varianttype: z.literal('giftcard'),
    productType: z.enum(['regular', 'specialorder']),
    giftCardType: z.enum(GIFT_CARD_TYPES).describe('An addition to spec 3: which gift card page.'),
    categoryId: z.string(),
    categoryIds: z.array(z.string()),
    wgFlag: yesNo,
    isBuyNowEligible: yesNo,
    relatedProducts: z
      .array(z.string())
      .describe("The other demo products' ids, read by the related-products strip."),
    breadCrumb: z.array(z.object({ label: z.string(), seoURL: z.string() })),
    media: z.array(
      z.object({
        type: z.literal('image'),
        small: z.string().describe('Source below 1024 px wide.'),
        large: z.string().describe('Source at 1024 px and wider.'),
        alt: z.string(),
      }),
    ),
    swatchImgList: z.array(z.object({ imageURL: z.string(), label: z.string() })),
    productMessage: z.string(),
    egiftDesigns: z
      .array(z.object({ id: z.string(), name: z.string(), imageURL: z.string() }))
      .optional()
      .describe('eGift cards: the designs the shopper picks from (an addition to spec 3).'),
    promoMessage: z.string(),
    promotionalDetails: z.object({ promotionCode: z.string(), shortPromoMsg: z.string() }),
    shippingPrice: z.number(),
    shippingMessage: z.string(),
    showBIS: z.boolean(),
    ppuEnabled: z.boolean(),
    gcAmounts: z.array(z.number()),
    gcMinAmount: z.number(),
    gcMaxAmount: z.number(),
    totalGcMaxAmount: z.number(),
    minAmount: z.number(),
    maxAmount: z.number(),
    selectedGCAmount: z.number().nullable(),
    bulkGiftcardMinQuantity: z.number(),
    bulkGiftcardSeoUrl: z.string(),
    standardGiftcardSeoUrl: z.string(),
    productAttributes: z
      .array(z.object({ key: z.string(), value: z.string() }))
      .describe('Includes `reviewcount`, from the stored reviews.'),
    price,
    selectedIdentifier: z.string().nullable(),
    identifiersMap: z.record(
      z.string(),
      z.array(z.object({ value: z.string(), skuId: z.string() })),
    ),
    quantity: z.number(),
    itemId: z.string(),
    mfItemId: z.string(),
    productSpecifications: z.array(z.record(z.string(), z.string())),
    featureBenefits: z.array(z.string()),
    specifications: z.array(z.object({ name: z.string(), value: z.string() })),
    whatsInTheBox: z.array(z.string()),
    legalDisclaimer: z.string(),
    manualsAndRebates: z.array(fileLink),
    lawLabel: fileLink.nullable(),
    stateRestriction: z.array(z.string()).describe('Two-letter states the item does not ship to.'),
    bvRating: z
      .number()
      .describe(
        'One decimal, at most 5, from the stored reviews (also `rating`, `averageRating`).',
      ),
    rating: z.number(),
    reviewCount: z.number(),
    averageRating: z.number(),
    isPreview: z.boolean().describe('An addition to spec 3: a preview draft.'),
  })
  .meta({ id: 'ProductInfo' });

export const inventory = z
  .object({
    productId: z.string(),
    online: z.array(
      z.object({
        skuId: z.string(),
        deliveryMessage: z.object({
          online: inventoryStatus,
          store: z.literal('BOPIS_INELIGIBLE'),
        }),
        availableQuantity: z
          .number()
          .describe('0 out of stock, under 10 limited; untracked stock reads 9999.'),
        inventoryStatus,
      }),
    ),
    store: z.array(z.never()).describe('Gift cards are never picked up in store: always empty.'),
    inventoryMessage: z.object({ inventoryStatus, message: z.string() }),
  })
  .meta({ id: 'Inventory' });

export const productAnswer = z.object({
  productinfo: productInfo,
  fromTimeoutCache: z.boolean(),
  inventory,
});

export const inventoryAnswer = z.object({ data: z.object({ inventory }) });

export const backInStockAnswer = z.object({
  backInStock: z.object({
    status: z
      .enum(['SUCCESS', 'Email already exist for this product'])
      .describe('The page looks for `SUCCESS`, or a text containing `already exist`.'),
    productId: z.string(),
    email: z.string(),
  }),
});

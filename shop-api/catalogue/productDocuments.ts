import { GIFT_CARD_LIMITS } from '../../shared/giftCards.ts';
import { SHIP_MODE_IDS } from '../domain/shipping.ts';
import {
  PRESET_AMOUNTS,
  PRODUCT_IDS,
  PRODUCT_SLUGS,
  imagePath,
  productPath,
} from './demoProducts.ts';
import type { DemoProduct, DemoSku } from './demoProducts.ts';
import { FILES } from './demoProducts.ts';
import type { Price, ProductDocument, SkuInfo } from './types.ts';

/**
 * The shop's product document (spec 3, "Product" and "SKU") for a demo product, before the texts
 * that differ per card (catalog/products.ts adds them).
 */

export function giftCardPrice(): Price {
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

function skuDocument(input: DemoSku): SkuInfo {
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
    sameDayDeliveryEligible: input.sameDayDeliveryEligible ?? false,
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

/** The document of `input` with the texts every card shares; products.ts adds its own. */
export function baseProduct(input: DemoProduct): ProductDocument {
  const skus = input.skus.map(skuDocument);
  const egift = input.type === 'egift';
  const firstSku = skus[0];
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
    seoURL: productPath(input.slug),
    fullImage: imagePath(input.design, 'large'),
    catentryId: input.productId,
    defaultSku: firstSku.skuId,
    sKUs: skus,
    isSingleSkuProduct: skus.length === 1 ? 'Y' : 'N',
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
    showBIS: input.showBIS,
    ppuEnabled: false,
    gcAmounts: [...PRESET_AMOUNTS],
    gcMinAmount: GIFT_CARD_LIMITS.minAmount,
    gcMaxAmount: GIFT_CARD_LIMITS.maxAmount,
    totalGcMaxAmount: GIFT_CARD_LIMITS.totalMaxAmount,
    minAmount: GIFT_CARD_LIMITS.minAmount,
    maxAmount: GIFT_CARD_LIMITS.maxAmount,
    selectedGCAmount: null,
    bulkGiftcardMinQuantity: GIFT_CARD_LIMITS.bulkMinQuantity,
    bulkGiftcardSeoUrl: productPath(PRODUCT_SLUGS.bulk),
    standardGiftcardSeoUrl: productPath(PRODUCT_SLUGS.standard),
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
    manualsAndRebates: [...input.manuals],
    lawLabel: FILES.lawLabel,
    stateRestriction: [...input.stateRestriction],
  };
}

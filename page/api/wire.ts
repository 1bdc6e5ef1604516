/**
 * Wire schemas: what the shop sends (spec 3 and 7, shop-api/openapi.json). A response that does not
 * match becomes a 'malformed' ApiError in the fetch wrapper, so the page shows an error state
 * instead of crashing on `undefined.map`.
 *
 * Rule of thumb: what the page needs to render is required and strictly typed; decorative or
 * optional fields are optional, and unknown extra fields are ignored (stripped).
 *
 * valibot: small, tree-shakable functions, so the schemas cost the client bundle only the few KB
 * of validators they use (zod/mini cost about 7 KB brotli of the first load; `npm run bench`).
 * Objects strip unknown keys, as before.
 */
import * as v from 'valibot';
import { isJsonObject } from './http';

/** JSON objects only: valibot's object() and record() alone would also take an array. */
const jsonObject = () => v.pipe(v.unknown(), v.check(isJsonObject, 'expected an object'));
function object<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(jsonObject(), v.object(entries));
}
function looseObject<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(jsonObject(), v.looseObject(entries));
}
function record<const V extends v.GenericSchema>(value: V) {
  return v.pipe(jsonObject(), v.record(v.string(), value));
}

const opt = v.optional;
const nullish = v.nullish;

/** A number, or a numeric string (some shop fields arrive either way). */
export const numeric = v.union([
  v.number(),
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d+(\.\d+)?$/, 'expected a number'),
    v.transform(Number),
  ),
]);
const yn = v.picklist(['Y', 'N']);
const nonEmpty = () => v.pipe(v.string(), v.minLength(1));
const idString = v.union([nonEmpty(), v.pipe(v.number(), v.integer(), v.transform(String))]);
const text = () => nullish(v.string());

export const priceWire = object({
  listPrice: opt(numeric),
  salePrice: opt(numeric),
  priceMessage: opt(v.string()),
  minPrice: opt(numeric),
  maxPrice: opt(numeric),
  productPrice: opt(numeric),
});

export const skuWire = object({
  skuId: idString,
  itemId: opt(idString),
  partNumber: opt(v.string()),
  name: opt(v.string()),
  imageURL: opt(v.string()),
  thumbnail: opt(v.string()),
  attributes: nullish(object({ UPCcode: opt(v.string()) })),
  defining_attribute: nullish(record(v.string())),
  price: nullish(priceWire),
  eGiftCardFlag: opt(yn),
  adBug: text(),
});

const fileLinkWire = object({ value: v.string(), url: v.string() });

const mediaWire = opt(
  v.array(
    object({
      type: opt(v.string()),
      small: v.string(),
      large: v.string(),
      alt: opt(v.string()),
    }),
  ),
);

export const productInfoWire = object({
  id: opt(idString),
  productId: idString,
  name: nonEmpty(),
  brand: opt(v.string()),
  manufacturer: opt(v.string()),
  partNumber: opt(v.string()),
  longDescription: opt(v.string()),
  seoURL: opt(v.string()),
  fullImage: opt(v.string()),
  defaultSku: opt(idString),
  sKUs: v.pipe(v.array(skuWire), v.minLength(1)),
  isGiftCard: yn,
  varianttype: opt(v.string()),
  giftCardType: opt(v.picklist(['standard', 'bulk', 'egift'])),
  breadCrumb: opt(v.array(object({ label: v.string(), seoURL: v.string() }))),
  media: mediaWire,
  productMessage: opt(v.string()),
  /** eGift designs (an addition to spec 3). */
  egiftDesigns: opt(v.array(object({ id: v.string(), name: v.string(), imageURL: v.string() }))),
  promoMessage: opt(v.string()),
  promotionalDetails: nullish(
    object({ promotionCode: opt(v.string()), shortPromoMsg: opt(v.string()) }),
  ),
  showBIS: opt(v.boolean()),
  gcAmounts: opt(v.array(numeric)),
  gcMinAmount: opt(numeric),
  gcMaxAmount: opt(numeric),
  totalGcMaxAmount: opt(numeric),
  bulkGiftcardMinQuantity: opt(numeric),
  bulkGiftcardSeoUrl: opt(v.string()),
  standardGiftcardSeoUrl: opt(v.string()),
  productAttributes: opt(v.array(object({ key: v.string(), value: v.string() }))),
  selectedIdentifier: text(),
  price: opt(priceWire),
  itemId: opt(idString),
  mfItemId: opt(idString),
  featureBenefits: opt(v.array(v.string())),
  specifications: opt(v.array(object({ name: v.string(), value: v.string() }))),
  productSpecifications: opt(v.array(record(v.string()))),
  whatsInTheBox: opt(v.array(v.string())),
  legalDisclaimer: opt(v.string()),
  manualsAndRebates: opt(v.array(fileLinkWire)),
  lawLabel: nullish(fileLinkWire),
  stateRestriction: opt(v.array(v.string())),
  /** Other products' ids (spec 3); decorative, so anything malformed is dropped in reshape. */
  relatedProducts: opt(v.unknown()),
  bvRating: opt(v.unknown()),
  rating: opt(v.unknown()),
  averageRating: opt(v.unknown()),
  reviewCount: opt(v.unknown()),
});
export type ProductInfoWire = v.InferOutput<typeof productInfoWire>;

export const inventoryWire = object({
  online: v.optional(
    v.array(
      object({
        skuId: idString,
        deliveryMessage: nullish(object({ online: text(), store: text() })),
        inventoryStatus: text(),
      }),
    ),
    [],
  ),
  inventoryMessage: nullish(object({ inventoryStatus: nonEmpty() })),
});
export type InventoryWire = v.InferOutput<typeof inventoryWire>;

export const productResponseWire = object({
  productinfo: productInfoWire,
  fromTimeoutCache: opt(v.boolean()),
  inventory: nullish(inventoryWire),
});
export type ProductResponse = v.InferOutput<typeof productResponseWire>;

/**
 * A related product as the quick view reads it (spec 2): the product answer's few fields it shows,
 * its rating included (the shop keeps it equal to the review statistics: shop-api/openapi.json). Everything
 * else in the answer is stripped unread (no description to sanitise).
 */
export const productSummaryResponseWire = object({
  productinfo: object({
    productId: idString,
    name: nonEmpty(),
    seoURL: opt(v.string()),
    fullImage: opt(v.string()),
    media: mediaWire,
    price: opt(priceWire),
    gcMinAmount: opt(numeric),
    gcMaxAmount: opt(numeric),
    productAttributes: opt(v.array(object({ key: v.string(), value: v.string() }))),
    bvRating: opt(v.unknown()),
    rating: opt(v.unknown()),
    averageRating: opt(v.unknown()),
    reviewCount: opt(v.unknown()),
  }),
});
export type ProductSummaryResponse = v.InferOutput<typeof productSummaryResponseWire>;

export const inventoryResponseWire = object({
  data: object({ inventory: inventoryWire }),
});

const looseNumber = opt(v.union([v.number(), v.string(), v.null()]));

/** The reviews vendor's statistics shape (spec 7). */
export const reviewStatisticsResponseWire = object({
  Results: v.array(
    object({
      ProductStatistics: object({
        ReviewStatistics: object({
          AverageOverallRating: looseNumber,
          TotalReviewCount: looseNumber,
          OverallRatingRange: looseNumber,
        }),
      }),
    }),
  ),
});
export type ReviewStatisticsResponse = v.InferOutput<typeof reviewStatisticsResponseWire>;

export const reviewWire = object({
  Id: idString,
  Rating: numeric,
  Title: text(),
  ReviewText: text(),
  UserNickname: text(),
  SubmissionTime: text(),
});
export const reviewsResponseWire = object({
  TotalResults: opt(numeric),
  Results: v.array(reviewWire),
});
export type ReviewsResponse = v.InferOutput<typeof reviewsResponseWire>;

export const questionWire = object({
  Id: idString,
  QuestionSummary: text(),
  QuestionDetails: text(),
  UserNickname: text(),
  SubmissionTime: text(),
  Answers: opt(v.array(object({ Id: idString, AnswerText: v.string(), UserNickname: text() }))),
});
export const questionsResponseWire = object({
  TotalResults: opt(numeric),
  Results: v.array(questionWire),
});
export type QuestionsResponse = v.InferOutput<typeof questionsResponseWire>;

export const backInStockResponseWire = object({
  backInStock: object({ status: v.string() }),
});
export type BackInStockResponse = v.InferOutput<typeof backInStockResponseWire>;

export const addToCartResponseWire = object({
  addToCart: object({
    orderId: nullish(idString),
    exceptionCode: text(),
    exceptionMessage: text(),
    errorMessage: text(),
    totalQuantityAdded: nullish(numeric),
    totalCartQuantity: nullish(numeric),
    items: nullish(v.array(object({ itemId: idString, quantity: numeric }))),
    integrationError: opt(v.unknown()),
    displayPrice: opt(v.unknown()),
    // The reference shop's answer to an edit (replacesOrderItemId): the item it took out.
    replacedOrderItemId: nullish(idString),
  }),
});
export type AddToCartResponse = v.InferOutput<typeof addToCartResponseWire>;

const egiftOrderItemWire = object({
  orderItemId: idString,
  giftAmount: nullish(numeric),
  quantity: nullish(numeric),
  senderEmail: text(),
  senderFirstName: text(),
  senderLastName: text(),
  senderMessage: text(),
  isSendToOne: nullish(v.union([v.boolean(), v.picklist(['0', '1']), v.literal(0), v.literal(1)])),
  // The send date, its zone and the design, as the add to cart sent them (null when none).
  sendDate: text(),
  sendTimeZone: text(),
  designId: text(),
  recipients: nullish(
    v.array(
      object({
        sequence: opt(numeric),
        recipientFirstName: text(),
        recipientLastName: text(),
        recipientEmail: text(),
      }),
    ),
  ),
});
const egiftDeliveryOptionsWire = object({
  orderId: opt(idString),
  eGiftCards: object({ orderItems: v.array(egiftOrderItemWire) }),
});
/** `{ data: { egiftcarddeliveryoptions } }` (the spec's "201 with data"); the bare form is accepted too. */
export const egiftDeliveryOptionsResponseWire = v.union([
  object({ data: object({ egiftcarddeliveryoptions: egiftDeliveryOptionsWire }) }),
  v.pipe(
    object({ egiftcarddeliveryoptions: egiftDeliveryOptionsWire }),
    v.transform((bare) => ({ data: bare })),
  ),
]);
export type EgiftDeliveryOptionsResponse = v.InferOutput<typeof egiftDeliveryOptionsResponseWire>;

export const profileResponseWire = object({
  profile: looseObject({
    profileId: opt(idString),
    firstName: text(),
    lastName: text(),
    email: text(),
  }),
});
export type ProfileResponse = v.InferOutput<typeof profileResponseWire>;

/** A recently viewed product as the shop keeps it (signed-in shoppers; spec 4). */
export const recentlyViewedItemWire = object({
  productId: v.string(),
  name: v.string(),
  url: v.string(),
  imageUrl: v.nullish(v.string()),
});
export type RecentlyViewedItemWire = v.InferOutput<typeof recentlyViewedItemWire>;
export const recentlyViewedResponseWire = object({
  recentlyViewed: v.array(recentlyViewedItemWire),
});

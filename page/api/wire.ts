/**
 * Wire schemas: what the shop sends (spec 3 and 7, shop-api/CONTRACT.md). A response that does not
 * match becomes a 'malformed' ApiError in the fetch wrapper, so the page shows an error state
 * instead of crashing on `undefined.map`.
 *
 * Rule of thumb: what the page needs to render is required and strictly typed; decorative or
 * optional fields are optional, and unknown extra fields are ignored (stripped).
 *
 * zod/mini: the same validation as classic zod through a functional, tree-shakable API. These
 * schemas ship in the client bundle, where classic zod would cost several times as much.
 */
import * as z from 'zod/mini';

const opt = z.optional;
const nullish = z.nullish;

/** A number, or a numeric string (some shop fields arrive either way). */
export const numeric = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/, 'expected a number')),
    z.transform(Number),
  ),
]);
const yn = z.enum(['Y', 'N']);
const nonEmpty = () => z.string().check(z.minLength(1));
const idString = z.union([nonEmpty(), z.pipe(z.int(), z.transform(String))]);
const text = () => nullish(z.string());

export const priceWire = z.object({
  listPrice: opt(numeric),
  salePrice: opt(numeric),
  priceMessage: opt(z.string()),
  minPrice: opt(numeric),
  maxPrice: opt(numeric),
  productPrice: opt(numeric),
});

export const skuWire = z.object({
  skuId: idString,
  itemId: opt(idString),
  partNumber: opt(z.string()),
  name: opt(z.string()),
  imageURL: opt(z.string()),
  thumbnail: opt(z.string()),
  attributes: nullish(z.object({ UPCcode: opt(z.string()) })),
  defining_attribute: nullish(z.record(z.string(), z.string())),
  price: nullish(priceWire),
  eGiftCardFlag: opt(yn),
  adBug: text(),
});

const fileLinkWire = z.object({ value: z.string(), url: z.string() });

export const productInfoWire = z.object({
  id: opt(idString),
  productId: idString,
  name: nonEmpty(),
  brand: opt(z.string()),
  manufacturer: opt(z.string()),
  partNumber: opt(z.string()),
  longDescription: opt(z.string()),
  seoURL: opt(z.string()),
  fullImage: opt(z.string()),
  defaultSku: opt(idString),
  sKUs: z.array(skuWire).check(z.minLength(1)),
  isGiftCard: yn,
  varianttype: opt(z.string()),
  giftCardType: opt(z.enum(['standard', 'bulk', 'egift'])),
  breadCrumb: opt(z.array(z.object({ label: z.string(), seoURL: z.string() }))),
  media: opt(
    z.array(
      z.object({
        type: opt(z.string()),
        small: z.string(),
        large: z.string(),
        alt: opt(z.string()),
      }),
    ),
  ),
  productMessage: opt(z.string()),
  promoMessage: opt(z.string()),
  promotionalDetails: nullish(
    z.object({ promotionCode: opt(z.string()), shortPromoMsg: opt(z.string()) }),
  ),
  showBIS: opt(z.boolean()),
  gcAmounts: opt(z.array(numeric)),
  gcMinAmount: opt(numeric),
  gcMaxAmount: opt(numeric),
  totalGcMaxAmount: opt(numeric),
  bulkGiftcardMinQuantity: opt(numeric),
  bulkGiftcardSeoUrl: opt(z.string()),
  standardGiftcardSeoUrl: opt(z.string()),
  productAttributes: opt(z.array(z.object({ key: z.string(), value: z.string() }))),
  selectedIdentifier: text(),
  price: opt(priceWire),
  itemId: opt(idString),
  mfItemId: opt(idString),
  featureBenefits: opt(z.array(z.string())),
  specifications: opt(z.array(z.object({ name: z.string(), value: z.string() }))),
  productSpecifications: opt(z.array(z.record(z.string(), z.string()))),
  whatsInTheBox: opt(z.array(z.string())),
  legalDisclaimer: opt(z.string()),
  manualsAndRebates: opt(z.array(fileLinkWire)),
  lawLabel: nullish(fileLinkWire),
  stateRestriction: opt(z.array(z.string())),
  bvRating: opt(z.unknown()),
  rating: opt(z.unknown()),
  averageRating: opt(z.unknown()),
  reviewCount: opt(z.unknown()),
});
export type ProductInfoWire = z.infer<typeof productInfoWire>;

export const inventoryWire = z.object({
  online: z._default(
    z.array(
      z.object({
        skuId: idString,
        deliveryMessage: nullish(z.object({ online: text(), store: text() })),
        inventoryStatus: text(),
      }),
    ),
    [],
  ),
  inventoryMessage: nullish(z.object({ inventoryStatus: nonEmpty() })),
});
export type InventoryWire = z.infer<typeof inventoryWire>;

export const productResponseWire = z.object({
  productinfo: productInfoWire,
  fromTimeoutCache: opt(z.boolean()),
  inventory: nullish(inventoryWire),
});
export type ProductResponse = z.infer<typeof productResponseWire>;

export const inventoryResponseWire = z.object({
  data: z.object({ inventory: inventoryWire }),
});
export type InventoryResponse = z.infer<typeof inventoryResponseWire>;

const looseNumber = opt(z.union([z.number(), z.string(), z.null()]));

/** The reviews vendor's statistics shape (spec 7). */
export const reviewStatisticsResponseWire = z.object({
  Results: z.array(
    z.object({
      ProductStatistics: z.object({
        ReviewStatistics: z.object({
          AverageOverallRating: looseNumber,
          TotalReviewCount: looseNumber,
          OverallRatingRange: looseNumber,
        }),
      }),
    }),
  ),
});
export type ReviewStatisticsResponse = z.infer<typeof reviewStatisticsResponseWire>;

export const reviewWire = z.object({
  Id: idString,
  Rating: numeric,
  Title: text(),
  ReviewText: text(),
  UserNickname: text(),
  SubmissionTime: text(),
});
export const reviewsResponseWire = z.object({
  TotalResults: opt(numeric),
  Results: z.array(reviewWire),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseWire>;

export const questionWire = z.object({
  Id: idString,
  QuestionSummary: text(),
  QuestionDetails: text(),
  UserNickname: text(),
  SubmissionTime: text(),
  Answers: opt(z.array(z.object({ Id: idString, AnswerText: z.string(), UserNickname: text() }))),
});
export const questionsResponseWire = z.object({
  TotalResults: opt(numeric),
  Results: z.array(questionWire),
});
export type QuestionsResponse = z.infer<typeof questionsResponseWire>;

export const backInStockResponseWire = z.object({
  backInStock: z.object({ status: z.string() }),
});
export type BackInStockResponse = z.infer<typeof backInStockResponseWire>;

export const addToCartResponseWire = z.object({
  addToCart: z.object({
    orderId: nullish(idString),
    exceptionCode: text(),
    exceptionMessage: text(),
    errorMessage: text(),
    totalQuantityAdded: nullish(numeric),
    totalCartQuantity: nullish(numeric),
    items: nullish(z.array(z.object({ itemId: idString, quantity: numeric }))),
    integrationError: opt(z.unknown()),
    displayPrice: opt(z.unknown()),
  }),
});
export type AddToCartResponse = z.infer<typeof addToCartResponseWire>;

const egiftOrderItemWire = z.object({
  orderItemId: idString,
  giftAmount: nullish(numeric),
  quantity: nullish(numeric),
  senderEmail: text(),
  senderFirstName: text(),
  senderLastName: text(),
  senderMessage: text(),
  isSendToOne: nullish(z.union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)])),
  recipients: nullish(
    z.array(
      z.object({
        sequence: opt(numeric),
        recipientFirstName: text(),
        recipientLastName: text(),
        recipientEmail: text(),
      }),
    ),
  ),
});
const egiftDeliveryOptionsWire = z.object({
  orderId: opt(idString),
  eGiftCards: z.object({ orderItems: z.array(egiftOrderItemWire) }),
});
/** `{ data: { egiftcarddeliveryoptions } }` (the spec's "201 with data"); the bare form is accepted too. */
export const egiftDeliveryOptionsResponseWire = z.union([
  z.object({ data: z.object({ egiftcarddeliveryoptions: egiftDeliveryOptionsWire }) }),
  z.pipe(
    z.object({ egiftcarddeliveryoptions: egiftDeliveryOptionsWire }),
    z.transform((bare) => ({ data: bare })),
  ),
]);
export type EgiftDeliveryOptionsResponse = z.infer<typeof egiftDeliveryOptionsResponseWire>;

export const profileResponseWire = z.object({
  profile: z.looseObject({
    profileId: opt(idString),
    firstName: text(),
    lastName: text(),
    email: text(),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseWire>;

/** Responses the page does not read (spec 7 "the response is not read"): anything JSON, or empty. */
export const ignoredResponseWire = z.unknown();

/** Responses the page passes on whole (the wallet flows of [5] read them). */
export const looseObjectWire = z.record(z.string(), z.unknown());

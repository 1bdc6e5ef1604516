/**
 * Wire schemas: what the shop sends (spec 3 and 7, shop-api/CONTRACT.md). A response that does not
 * match becomes a 'malformed' ApiError in the fetch wrapper, so the page shows an error state
 * instead of crashing on `undefined.map`.
 *
 * Rule of thumb: what the page needs to render is required and strictly typed; decorative or
 * optional fields are optional, and unknown extra fields are ignored (zod strips them).
 */
import { z } from 'zod';

/** A number, or a numeric string (some shop fields arrive either way). */
export const numeric = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, 'expected a number')
    .transform(Number),
]);
const yn = z.enum(['Y', 'N']);
const idString = z.union([z.string().min(1), z.number().int().transform(String)]);

export const priceWire = z.object({
  listPrice: numeric.optional(),
  salePrice: numeric.optional(),
  priceMessage: z.string().optional(),
  minPrice: numeric.optional(),
  maxPrice: numeric.optional(),
  productPrice: numeric.optional(),
});

export const skuWire = z.object({
  skuId: idString,
  itemId: idString.optional(),
  partNumber: z.string().optional(),
  name: z.string().optional(),
  imageURL: z.string().optional(),
  attributes: z.object({ UPCcode: z.string().optional() }).partial().nullish(),
  defining_attribute: z.record(z.string(), z.string()).nullish(),
  price: priceWire.nullish(),
  eGiftCardFlag: yn.optional(),
});

const fileLinkWire = z.object({ value: z.string(), url: z.string() });

export const productInfoWire = z.object({
  id: idString.optional(),
  productId: idString,
  name: z.string().min(1),
  brand: z.string().optional(),
  manufacturer: z.string().optional(),
  partNumber: z.string().optional(),
  longDescription: z.string().optional(),
  seoURL: z.string().optional(),
  fullImage: z.string().optional(),
  defaultSku: idString.optional(),
  sKUs: z.array(skuWire).min(1),
  isGiftCard: yn,
  varianttype: z.string().optional(),
  giftCardType: z.enum(['standard', 'bulk', 'egift']).optional(),
  breadCrumb: z.array(z.object({ label: z.string(), seoURL: z.string() })).optional(),
  media: z
    .array(
      z.object({
        type: z.string().optional(),
        small: z.string(),
        large: z.string(),
        alt: z.string().optional(),
      }),
    )
    .optional(),
  productMessage: z.string().optional(),
  promoMessage: z.string().optional(),
  promotionalDetails: z
    .object({ promotionCode: z.string().optional(), shortPromoMsg: z.string().optional() })
    .nullish(),
  showBIS: z.boolean().optional(),
  gcAmounts: z.array(numeric).optional(),
  gcMinAmount: numeric.optional(),
  gcMaxAmount: numeric.optional(),
  totalGcMaxAmount: numeric.optional(),
  bulkGiftcardMinQuantity: numeric.optional(),
  bulkGiftcardSeoUrl: z.string().optional(),
  standardGiftcardSeoUrl: z.string().optional(),
  productAttributes: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
  selectedIdentifier: z.string().nullish(),
  price: priceWire.optional(),
  itemId: idString.optional(),
  mfItemId: idString.optional(),
  featureBenefits: z.array(z.string()).optional(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  productSpecifications: z.array(z.record(z.string(), z.string())).optional(),
  whatsInTheBox: z.array(z.string()).optional(),
  legalDisclaimer: z.string().optional(),
  manualsAndRebates: z.array(fileLinkWire).optional(),
  lawLabel: fileLinkWire.nullish(),
  stateRestriction: z.array(z.string()).optional(),
  bvRating: z.unknown().optional(),
  rating: z.unknown().optional(),
  averageRating: z.unknown().optional(),
  reviewCount: z.unknown().optional(),
});
export type ProductInfoWire = z.infer<typeof productInfoWire>;

export const inventoryWire = z.object({
  online: z
    .array(
      z.object({
        skuId: idString,
        deliveryMessage: z
          .object({ online: z.string().nullish(), store: z.string().nullish() })
          .nullish(),
        inventoryStatus: z.string().nullish(),
      }),
    )
    .default([]),
  inventoryMessage: z.object({ inventoryStatus: z.string().min(1) }).nullish(),
});
export type InventoryWire = z.infer<typeof inventoryWire>;

export const productResponseWire = z.object({
  productinfo: productInfoWire,
  fromTimeoutCache: z.boolean().optional(),
  inventory: inventoryWire.nullish(),
});
export type ProductResponse = z.infer<typeof productResponseWire>;

export const inventoryResponseWire = z.object({
  data: z.object({ inventory: inventoryWire }),
});
export type InventoryResponse = z.infer<typeof inventoryResponseWire>;

/** The reviews vendor's statistics shape (spec 7). */
export const reviewStatisticsResponseWire = z.object({
  Results: z.array(
    z.object({
      ProductStatistics: z.object({
        ReviewStatistics: z.object({
          AverageOverallRating: z.union([z.number(), z.string(), z.null()]).optional(),
          TotalReviewCount: z.union([z.number(), z.string(), z.null()]).optional(),
          OverallRatingRange: z.union([z.number(), z.string(), z.null()]).optional(),
        }),
      }),
    }),
  ),
});
export type ReviewStatisticsResponse = z.infer<typeof reviewStatisticsResponseWire>;

export const reviewWire = z.object({
  Id: idString,
  Rating: numeric,
  Title: z.string().nullish(),
  ReviewText: z.string().nullish(),
  UserNickname: z.string().nullish(),
  SubmissionTime: z.string().nullish(),
});
export const reviewsResponseWire = z.object({
  TotalResults: numeric.optional(),
  Results: z.array(reviewWire),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseWire>;

export const questionWire = z.object({
  Id: idString,
  QuestionSummary: z.string().nullish(),
  QuestionDetails: z.string().nullish(),
  UserNickname: z.string().nullish(),
  SubmissionTime: z.string().nullish(),
  Answers: z
    .array(
      z.object({
        Id: idString,
        AnswerText: z.string(),
        UserNickname: z.string().nullish(),
      }),
    )
    .optional(),
});
export const questionsResponseWire = z.object({
  TotalResults: numeric.optional(),
  Results: z.array(questionWire),
});
export type QuestionsResponse = z.infer<typeof questionsResponseWire>;

export const backInStockResponseWire = z.object({
  backInStock: z.object({ status: z.string() }),
});
export type BackInStockResponse = z.infer<typeof backInStockResponseWire>;

export const addToCartResponseWire = z.object({
  addToCart: z.object({
    orderId: idString.nullish(),
    exceptionCode: z.string().nullish(),
    exceptionMessage: z.string().nullish(),
    errorMessage: z.string().nullish(),
    totalQuantityAdded: numeric.nullish(),
    totalCartQuantity: numeric.nullish(),
    items: z.array(z.object({ itemId: idString, quantity: numeric })).nullish(),
    integrationError: z.unknown().optional(),
    displayPrice: z.unknown().optional(),
  }),
});
export type AddToCartResponse = z.infer<typeof addToCartResponseWire>;

const egiftOrderItemWire = z.object({
  orderItemId: idString,
  giftAmount: numeric.nullish(),
  quantity: numeric.nullish(),
  senderEmail: z.string().nullish(),
  senderFirstName: z.string().nullish(),
  senderLastName: z.string().nullish(),
  senderMessage: z.string().nullish(),
  isSendToOne: z.union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)]).nullish(),
  recipients: z
    .array(
      z.object({
        sequence: numeric.optional(),
        recipientFirstName: z.string().nullish(),
        recipientLastName: z.string().nullish(),
        recipientEmail: z.string().nullish(),
      }),
    )
    .nullish(),
});
const egiftDeliveryOptionsWire = z.object({
  orderId: idString.optional(),
  eGiftCards: z.object({ orderItems: z.array(egiftOrderItemWire) }),
});
/** `{ data: { egiftcarddeliveryoptions } }` (the spec's "201 with data"); the bare form is accepted too. */
export const egiftDeliveryOptionsResponseWire = z.union([
  z.object({ data: z.object({ egiftcarddeliveryoptions: egiftDeliveryOptionsWire }) }),
  z
    .object({ egiftcarddeliveryoptions: egiftDeliveryOptionsWire })
    .transform((bare) => ({ data: bare })),
]);
export type EgiftDeliveryOptionsResponse = z.infer<typeof egiftDeliveryOptionsResponseWire>;

export const profileResponseWire = z.object({
  profile: z
    .object({
      profileId: idString.optional(),
      firstName: z.string().nullish(),
      lastName: z.string().nullish(),
      email: z.string().nullish(),
    })
    .passthrough(),
});
export type ProfileResponse = z.infer<typeof profileResponseWire>;

/** Responses the page does not read (spec 7 "the response is not read"): anything JSON, or empty. */
export const ignoredResponseWire = z.unknown();

/** Responses the page passes on whole (the wallet flows of [5] read them). */
export const looseObjectWire = z.record(z.string(), z.unknown());

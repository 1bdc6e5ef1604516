import { z } from 'zod';

/** The answers of the stores, reviews, sign-in, profile and fraud collector routes. */

const store = {
  storeId: z.string(),
  name: z.string(),
  address: z.object({
    line1: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
  }),
  phone: z.string(),
  hours: z
    .array(z.object({ days: z.string(), open: z.string(), close: z.string() }))
    .describe('Local 24-hour times.'),
  isSTSv1: z.boolean().describe("The store's ship-to-store programmes (spec 5)."),
  isSTSv2: z.boolean(),
  isPickupEligible: z.boolean().describe("In-store pickup from the store's shelf."),
};

export const storesAnswer = z.object({
  zipCode: z.string(),
  radiusMiles: z.number(),
  stores: z
    .array(z.object({ ...store, distanceMiles: z.number().describe('From the ZIP, one decimal.') }))
    .describe('Nearest first; ties by store id. Empty when none is within the radius.'),
});

export const selectedStoreAnswer = z.object({ selectedStore: z.object(store) });

/** The reviews vendor's envelope. */
const vendor = {
  Limit: z.number(),
  Offset: z.number(),
  TotalResults: z.number(),
  Locale: z.string(),
  Includes: z.object({}),
  HasErrors: z.boolean(),
  Errors: z.array(z.object({ Code: z.string(), Message: z.string() })),
};

export const statisticsAnswer = z.object({
  ...vendor,
  Results: z.array(
    z.object({
      ProductStatistics: z.object({
        ProductId: z.string(),
        ReviewStatistics: z.object({
          AverageOverallRating: z.number(),
          TotalReviewCount: z.number(),
          OverallRatingRange: z.number(),
        }),
      }),
    }),
  ),
});

export const reviewsAnswer = z.object({
  ...vendor,
  Results: z.array(
    z.object({
      Id: z.string(),
      ProductId: z.string(),
      Rating: z.number(),
      RatingRange: z.number(),
      Title: z.string(),
      ReviewText: z.string(),
      UserNickname: z.string(),
      SubmissionTime: z.string(),
      IsRecommended: z.boolean(),
    }),
  ),
});

export const questionsAnswer = z.object({
  ...vendor,
  Results: z.array(
    z.object({
      Id: z.string(),
      ProductId: z.string(),
      QuestionSummary: z.string(),
      QuestionDetails: z.string(),
      UserNickname: z.string(),
      SubmissionTime: z.string(),
      TotalAnswerCount: z.number(),
      Answers: z.array(
        z.object({
          Id: z.string(),
          AnswerText: z.string(),
          UserNickname: z.string(),
          SubmissionTime: z.string(),
        }),
      ),
    }),
  ),
});

/** A refusal of the reviews service: `errors[]` and the vendor's own `HasErrors`/`Errors`. */
export const reviewsRefusal = z.looseObject({
  errors: z.array(z.looseObject({ errorKey: z.string(), message: z.string() })).min(1),
  HasErrors: z.literal(true),
  Errors: z.array(z.object({ Code: z.string(), Message: z.string() })),
});

export const identityAnswer = z.object({
  identity: z.union([
    z.object({
      userType: z.literal('R'),
      profileId: z.string(),
      status: z.enum(['SIGNED_IN', 'REGISTERED']),
    }),
    z.object({ userType: z.literal('G'), status: z.literal('SIGNED_OUT') }),
    z.object({
      userType: z.literal('G'),
      guestId: z.string(),
      status: z.enum(['CREATED', 'EXISTING']),
    }),
  ]),
});

export const profileAnswer = z.object({
  profile: z.looseObject({
    profileId: z.string(),
    userType: z.literal('R'),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    subscriptions: z
      .array(z.object({ id: z.string(), name: z.string(), subscribed: z.boolean() }))
      .optional()
      .describe('Only with `fetchSubscriptions`.'),
  }),
});

export const recentlyViewedAnswer = z.object({
  recentlyViewed: z
    .array(
      z.object({
        productId: z.string(),
        name: z.string(),
        url: z.string(),
        imageUrl: z.string().nullable(),
      }),
    )
    .describe('Newest first, each product once, at most 20.'),
});

export const collectorConfigAnswer = z.object({
  config: z.object({
    enabled: z.boolean(),
    merchantId: z.string(),
    hostname: z.string(),
    collectorPath: z.string(),
    refreshIntervalMs: z.number(),
    configTimeoutMs: z.number(),
    collectorWaitMs: z.number(),
    collectorPollMs: z.number(),
    locationTimeoutMs: z.number(),
    cookieName: z.string(),
    cookieLifetimeDays: z.number(),
  }),
});

export const collectedAnswer = z.object({
  session: z.object({ id: z.string(), status: z.literal('COLLECTED') }),
});

export const generatedCookieAnswer = z.object({
  cookie: z.object({ name: z.string(), value: z.string(), maxAgeDays: z.number() }),
});

export const storedCookieAnswer = z.object({
  cookie: z.object({ name: z.string(), status: z.literal('STORED') }),
});

export const locationAnswer = z.object({ location: z.object({ status: z.literal('STORED') }) });

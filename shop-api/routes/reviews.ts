import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { displayRating } from '../services/catalogue.ts';
import { describe } from '../openapi/describe.ts';
import {
  questionsAnswer,
  reviewsAnswer,
  reviewsRefusal,
  statisticsAnswer,
} from '../openapi/answers/other.ts';

/**
 * A stand-in for the third-party reviews service, in its vendor's wire shape (PascalCase fields,
 * `Results[]`, `HasErrors`/`Errors[]`). Read-only, so no cross-site check applies.
 */

const RATING_RANGE = 5;

// `productid:eq:10001` or `productid:eq:10001,10002`; the value may also be a part number.
const FILTER = /^productid:eq:([A-Za-z0-9_,-]{1,200})$/i;

function badRequest(field: string, message: string): ApiError {
  return new ApiError(400, {
    errors: [{ errorKey: '_ERR_INVALID_INPUT', field, message }],
    HasErrors: true,
    Errors: [{ Code: 'ERROR_PARAM_INVALID_PARAMETERS', Message: message }],
    Results: [],
  });
}

/** The paging of the review and question lists. */
const paging = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/**
 * The query as the OpenAPI document lists it. The handlers read it themselves (the vendor's
 * refusal carries `HasErrors` and `Errors[]` besides `errors[]`), with FILTER and `paging`.
 */
const FILTER_PARAMETER = z
  .string()
  .regex(FILTER)
  .describe('`productid:eq:<id>[,<id>…]` (ids or part numbers; lists: one product).');
const STATISTICS_QUERY = z.object({
  stats: z.string().describe('Must include `reviews`.'),
  filter: FILTER_PARAMETER,
});
const LIST_QUERY = paging.extend({ filter: FILTER_PARAMETER });

function parsePaging(c: Context) {
  const result = paging.safeParse({
    limit: c.req.query('limit') || undefined,
    offset: c.req.query('offset') || undefined,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(String(issue?.path[0] ?? 'query'), issue?.message ?? 'Invalid paging');
  }
  return result.data;
}

async function productIdsFromFilter(repo: ShopRepository, c: Context): Promise<string[]> {
  const filter = c.req.query('filter') ?? c.req.query('Filter');
  const match = filter ? FILTER.exec(filter) : null;
  if (!match?.[1]) {
    throw badRequest('filter', 'filter must be productid:eq:<id>[,<id>...]');
  }
  const values = match[1].split(',').filter(Boolean);
  if (values.length === 0 || values.length > 20) {
    throw badRequest('filter', 'filter must name between 1 and 20 products');
  }
  // A part number filter resolves to its product, as the page may filter on either.
  return Promise.all(
    values.map(async (value) => (await repo.products.findIdByPartNumber(value)) ?? value),
  );
}

/** The one product a list of reviews or questions is for (its filter names exactly one). */
async function oneProductFromFilter(repo: ShopRepository, c: Context): Promise<string> {
  const [productId, ...rest] = await productIdsFromFilter(repo, c);
  if (!productId || rest.length > 0) throw badRequest('filter', 'filter one product at a time');
  return productId;
}

const envelope = (page: { limit: number; offset: number }, total: number) => ({
  Limit: page.limit,
  Offset: page.offset,
  TotalResults: total,
  Locale: 'en_US',
  Includes: {},
  HasErrors: false,
  Errors: [],
});

export function reviewsRoutes(deps: { repo: ShopRepository }) {
  const app = new Hono<AppEnv>();

  app.get(
    '/data/statistics.json',
    describe(
      {
        tag: 'Reviews',
        summary: 'Review statistics of products',
        description: 'Products the shop does not know are left out of `Results`.',
        query: STATISTICS_QUERY,
        answers: {
          200: { description: 'The statistics.', schema: statisticsAnswer },
          400: { description: 'A bad `stats` or `filter`.', schema: reviewsRefusal },
        },
      },
      async (c) => {
        const stats = c.req.query('stats') ?? '';
        if (!stats.split(',').some((value) => value.trim().toLowerCase() === 'reviews')) {
          throw badRequest('stats', 'stats must include reviews');
        }
        const ids = await productIdsFromFilter(deps.repo, c);
        // Like the vendor, products it knows nothing about are simply absent from Results.
        const known = await Promise.all(ids.map((id) => deps.repo.products.get(id)));
        const statistics = await deps.repo.reviews.statistics(
          ids.filter((_, i) => known[i] !== null),
        );
        return c.json({
          ...envelope({ limit: statistics.length, offset: 0 }, statistics.length),
          Results: statistics.map((entry) => ({
            ProductStatistics: {
              ProductId: entry.productId,
              ReviewStatistics: {
                AverageOverallRating: displayRating(entry.averageOverallRating),
                TotalReviewCount: entry.totalReviewCount,
                OverallRatingRange: RATING_RANGE,
              },
            },
          })),
        });
      },
    ),
  );

  app.get(
    '/data/reviews.json',
    describe(
      {
        tag: 'Reviews',
        summary: "A product's reviews, newest first",
        query: LIST_QUERY,
        answers: {
          200: { description: 'A page of reviews.', schema: reviewsAnswer },
          400: { description: 'A bad filter or page.', schema: reviewsRefusal },
        },
      },
      async (c) => {
        const productId = await oneProductFromFilter(deps.repo, c);
        const page = parsePaging(c);
        const { total, reviews } = await deps.repo.reviews.listReviews(productId, page);
        return c.json({
          ...envelope(page, total),
          Results: reviews.map((review) => ({
            Id: review.reviewId,
            ProductId: review.productId,
            Rating: review.rating,
            RatingRange: RATING_RANGE,
            Title: review.title,
            ReviewText: review.reviewText,
            UserNickname: review.nickname,
            SubmissionTime: review.submittedAt.toISOString(),
            IsRecommended: review.isRecommended,
          })),
        });
      },
    ),
  );

  app.get(
    '/data/questions.json',
    describe(
      {
        tag: 'Reviews',
        summary: "A product's questions with their answers, newest first",
        query: LIST_QUERY,
        answers: {
          200: { description: 'A page of questions.', schema: questionsAnswer },
          400: { description: 'A bad filter or page.', schema: reviewsRefusal },
        },
      },
      async (c) => {
        const productId = await oneProductFromFilter(deps.repo, c);
        const page = parsePaging(c);
        const { total, questions } = await deps.repo.reviews.listQuestions(productId, page);
        return c.json({
          ...envelope(page, total),
          Results: questions.map((question) => ({
            Id: question.questionId,
            ProductId: question.productId,
            QuestionSummary: question.summary,
            QuestionDetails: question.details,
            UserNickname: question.nickname,
            SubmissionTime: question.submittedAt.toISOString(),
            TotalAnswerCount: question.answers.length,
            Answers: question.answers.map((answer) => ({
              Id: answer.id,
              AnswerText: answer.text,
              UserNickname: answer.nickname,
              SubmissionTime: answer.submittedAt,
            })),
          })),
        });
      },
    ),
  );

  return app;
}

import { sql } from 'kysely';
import type { CurrentDb } from '../database.ts';
import { encode } from '../encode.ts';
import type { QuestionRecord, ReviewRecord } from '../schema.ts';

export interface ReviewStatistics {
  productId: string;
  totalReviewCount: number;
  /** Unrounded mean of the ratings; 0 without reviews. */
  averageOverallRating: number;
}

export interface Page {
  limit: number;
  offset: number;
}

/** What the reviews service holds: reviews and questions per product. */
export interface ReviewRepository {
  upsertReview(review: ReviewRecord): Promise<void>;
  upsertQuestion(question: QuestionRecord): Promise<void>;
  /** One entry per asked product, in the order asked, zeros for a product without reviews. */
  statistics(productIds: readonly string[]): Promise<ReviewStatistics[]>;
  listReviews(productId: string, page: Page): Promise<{ total: number; reviews: ReviewRecord[] }>;
  listQuestions(
    productId: string,
    page: Page,
  ): Promise<{ total: number; questions: QuestionRecord[] }>;
}

// COUNT and AVG return BIGINT and NUMERIC, which `pg` hands back as strings: cast them.
const countAll = sql<number>`COUNT(*)::int`;

export function reviewRepository(db: CurrentDb): ReviewRepository {
  return {
    async upsertReview(review) {
      await db()
        .insertInto('reviews')
        .values(encode(review))
        .onConflict((conflict) =>
          conflict.column('reviewId').doUpdateSet((eb) => ({
            productId: eb.ref('excluded.productId'),
            rating: eb.ref('excluded.rating'),
            title: eb.ref('excluded.title'),
            reviewText: eb.ref('excluded.reviewText'),
            nickname: eb.ref('excluded.nickname'),
            isRecommended: eb.ref('excluded.isRecommended'),
            submittedAt: eb.ref('excluded.submittedAt'),
          })),
        )
        .execute();
    },

    async upsertQuestion(question) {
      await db()
        .insertInto('questions')
        .values(encode(question))
        .onConflict((conflict) =>
          conflict.column('questionId').doUpdateSet((eb) => ({
            productId: eb.ref('excluded.productId'),
            summary: eb.ref('excluded.summary'),
            details: eb.ref('excluded.details'),
            nickname: eb.ref('excluded.nickname'),
            submittedAt: eb.ref('excluded.submittedAt'),
            answers: eb.ref('excluded.answers'),
          })),
        )
        .execute();
    },

    async statistics(productIds) {
      if (productIds.length === 0) return [];
      const rows = await db()
        .selectFrom('reviews')
        .select([
          'productId',
          countAll.as('total'),
          sql<number>`AVG(${sql.ref('rating')})::float8`.as('average'),
        ])
        .where('productId', 'in', productIds)
        .groupBy('productId')
        .execute();
      const byId = new Map(rows.map((row) => [row.productId, row]));
      return productIds.map((productId) => ({
        productId,
        totalReviewCount: byId.get(productId)?.total ?? 0,
        averageOverallRating: byId.get(productId)?.average ?? 0,
      }));
    },

    async listReviews(productId, page) {
      const counted = await db()
        .selectFrom('reviews')
        .select(countAll.as('total'))
        .where('productId', '=', productId)
        .executeTakeFirst();
      const reviews = await db()
        .selectFrom('reviews')
        .selectAll()
        .where('productId', '=', productId)
        .orderBy('submittedAt', 'desc')
        .orderBy('reviewId')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { total: counted?.total ?? 0, reviews };
    },

    async listQuestions(productId, page) {
      const counted = await db()
        .selectFrom('questions')
        .select(countAll.as('total'))
        .where('productId', '=', productId)
        .executeTakeFirst();
      const questions = await db()
        .selectFrom('questions')
        .selectAll()
        .where('productId', '=', productId)
        .orderBy('submittedAt', 'desc')
        .orderBy('questionId')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return { total: counted?.total ?? 0, questions };
    },
  };
}

/** The reviews service (spec 7: {host}/data/statistics.json; the reviews and questions feeds). */
import type { Question, Review, ReviewStats } from '../domain';
import type { HttpClient } from './http';
import { reshapeQuestions, reshapeReviewStats, reshapeReviews } from './reshape';
import { questionsResponseWire, reviewStatisticsResponseWire, reviewsResponseWire } from './wire';

export interface ReviewsQuery {
  /** Filter on the product id (default) or on the part number. */
  productId: string;
  filterOn?: 'productid' | 'partnumber';
  limit?: number;
  offset?: number;
  signal?: AbortSignal;
}

function filter(q: ReviewsQuery): string {
  return `${q.filterOn ?? 'productid'}:eq:${q.productId}`;
}

export function reviewsEndpoints(http: HttpClient) {
  return {
    /** GET /data/statistics.json?stats=reviews&filter=productid:eq:{id} */
    async getReviewStatistics(q: ReviewsQuery): Promise<ReviewStats> {
      const wire = await http.request('/data/statistics.json', {
        schema: reviewStatisticsResponseWire,
        query: { stats: 'reviews', filter: filter(q) },
        ...(q.signal ? { signal: q.signal } : {}),
      });
      return reshapeReviewStats(wire);
    },
    /** GET /data/reviews.json?filter=productid:eq:{id} */
    async getReviews(q: ReviewsQuery): Promise<Review[]> {
      const wire = await http.request('/data/reviews.json', {
        schema: reviewsResponseWire,
        query: { filter: filter(q), limit: q.limit, offset: q.offset },
        ...(q.signal ? { signal: q.signal } : {}),
      });
      return reshapeReviews(wire);
    },
    /** GET /data/questions.json?filter=productid:eq:{id} */
    async getQuestions(q: ReviewsQuery): Promise<Question[]> {
      const wire = await http.request('/data/questions.json', {
        schema: questionsResponseWire,
        query: { filter: filter(q), limit: q.limit, offset: q.offset },
        ...(q.signal ? { signal: q.signal } : {}),
      });
      return reshapeQuestions(wire);
    },
  };
}

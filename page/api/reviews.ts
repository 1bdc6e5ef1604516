/** The reviews service (spec 7: {host}/data/statistics.json; the reviews and questions feeds). */
import type { HttpClient } from './http';
import {
  questionsResponseWire,
  reviewStatisticsResponseWire,
  reviewsResponseWire,
  type QuestionsResponse,
  type ReviewStatisticsResponse,
  type ReviewsResponse,
} from './wire';

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
    getReviewStatistics(q: ReviewsQuery): Promise<ReviewStatisticsResponse> {
      return http.request('/data/statistics.json', {
        schema: reviewStatisticsResponseWire,
        query: { stats: 'reviews', filter: filter(q) },
        ...(q.signal ? { signal: q.signal } : {}),
      });
    },
    /** GET /data/reviews.json?filter=productid:eq:{id} */
    getReviews(q: ReviewsQuery): Promise<ReviewsResponse> {
      return http.request('/data/reviews.json', {
        schema: reviewsResponseWire,
        query: { filter: filter(q), limit: q.limit, offset: q.offset },
        ...(q.signal ? { signal: q.signal } : {}),
      });
    },
    /** GET /data/questions.json?filter=productid:eq:{id} */
    getQuestions(q: ReviewsQuery): Promise<QuestionsResponse> {
      return http.request('/data/questions.json', {
        schema: questionsResponseWire,
        query: { filter: filter(q), limit: q.limit, offset: q.offset },
        ...(q.signal ? { signal: q.signal } : {}),
      });
    },
  };
}

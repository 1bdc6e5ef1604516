/**
 * The reviews and questions feeds (spec 7) for the default reviews provider: fetched through the
 * injected shop client (which returns domain types), as a state the panels switch on. An error
 * carries a shopper-facing sentence, so the panels never read an API error.
 */
import useSWR, { type SWRResponse } from 'swr';
import { errorSummary } from '../api/errors';
import type { Question, Review } from '../domain';
import { useServices } from '../services';

/** How many reviews or questions a panel shows. */
const PANEL_LIMIT = 10;

export type FeedState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; retry: () => void };

function toFeedState<T>(swr: SWRResponse<T, unknown>): FeedState<T> {
  if (swr.data !== undefined && swr.error === undefined) return { status: 'ready', data: swr.data };
  if (swr.error !== undefined && !swr.isValidating) {
    return {
      status: 'error',
      message: errorSummary(swr.error),
      retry: () => {
        void swr.mutate();
      },
    };
  }
  return { status: 'loading' };
}

export function useReviews(productId: string): FeedState<Review[]> {
  const { shop } = useServices();
  return toFeedState(
    useSWR(['reviews', productId], () => shop.getReviews({ productId, limit: PANEL_LIMIT })),
  );
}

export function useQuestions(productId: string): FeedState<Question[]> {
  const { shop } = useServices();
  return toFeedState(
    useSWR(['questions', productId], () => shop.getQuestions({ productId, limit: PANEL_LIMIT })),
  );
}

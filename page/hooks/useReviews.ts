/**
 * The reviews and questions feeds (spec 7) for the default reviews provider: fetched through the
 * injected shop client (which returns domain types), as a state the panels switch on. An error
 * carries a shopper-facing sentence, so the panels never read an API error.
 */
import { errorSummary } from '../api/errors';
import type { Question, Review } from '../domain';
import { useServices } from '../providers/ServicesProvider';
import { useData, type DataResult } from './useData';

/** How many reviews or questions a panel shows. */
const PANEL_LIMIT = 10;

export type FeedState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; retry: () => void };

function toFeedState<T>(result: DataResult<T>): FeedState<T> {
  if (result.data !== undefined && result.error === undefined)
    return { status: 'ready', data: result.data };
  if (result.error !== undefined && !result.isValidating) {
    return {
      status: 'error',
      message: errorSummary(result.error),
      retry: () => {
        void result.refresh();
      },
    };
  }
  return { status: 'loading' };
}

export function useReviews(productId: string): FeedState<Review[]> {
  const { shop } = useServices();
  return toFeedState(
    useData(['reviews', productId], () => shop.getReviews({ productId, limit: PANEL_LIMIT })),
  );
}

export function useQuestions(productId: string): FeedState<Question[]> {
  const { shop } = useServices();
  return toFeedState(
    useData(['questions', productId], () => shop.getQuestions({ productId, limit: PANEL_LIMIT })),
  );
}

/** Review statistics (spec 7): a failed call falls back to zeros (never an error state). */
import { ZERO_REVIEW_STATS } from '../api/constants';
import type { ReviewStats } from '../domain';
import type { InitialResource } from './useResource';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';

export interface ReviewStatsView {
  stats: ReviewStats;
  loading: boolean;
}

export function useReviewStats(
  productId: string,
  initial: InitialResource<ReviewStats>,
): ReviewStatsView {
  const { shop } = useServices();
  const fallback = initial.status === 'ready' ? initial.data : undefined;
  const result = useData(
    ['reviewStats', productId],
    async (): Promise<ReviewStats> => {
      try {
        return await shop.getReviewStatistics({ productId });
      } catch {
        return ZERO_REVIEW_STATS;
      }
    },
    { fallbackData: fallback, revalidateOnMount: fallback === undefined, revalidateIfStale: false },
  );
  return { stats: result.data ?? ZERO_REVIEW_STATS, loading: result.data === undefined };
}

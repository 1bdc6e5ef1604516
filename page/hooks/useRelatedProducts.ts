/**
 * The related products of the strip and its quick view (spec 2): each product's summary (rating
 * included), read through the injected shop client in parallel. A product that cannot be read is
 * left out: the strip is an extra, never an error.
 */
import type { ProductSummary } from '../domain';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';
import { toResource, type Resource } from './useResource';

export function useRelatedProducts(ids: readonly string[]): Resource<ProductSummary[]> {
  const { shop } = useServices();
  const result = useData(
    ids.length > 0 ? ['relatedProducts', ...ids] : null,
    async (): Promise<ProductSummary[]> => {
      const settled = await Promise.allSettled(ids.map((id) => shop.getProductSummary(id)));
      return settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    },
    { revalidateIfStale: false },
  );
  if (ids.length === 0) return { status: 'ready', data: [], refreshing: false };
  return toResource(result);
}

/**
 * The product. It is always server-loaded (critical data), so this hook starts from the server's
 * value and never refetches on mount; `refresh()` fetches it again (shaped with the browser's
 * sanitiser) and keeps showing the current value meanwhile.
 */
import useSWR from 'swr';
import type { Product } from '../domain';
import { useServices } from '../services';

export function useProduct(
  initial: Product,
  options: { previewId: string | null; bulkMinQuantity: number },
): { product: Product; refresh: () => void } {
  const { shop, loadSanitizer } = useServices();
  const swr = useSWR<Product, unknown>(
    ['product', initial.productId, options.previewId ?? ''],
    async () => {
      const shaping = {
        sanitizeHtml: await loadSanitizer(),
        defaultBulkMinQuantity: options.bulkMinQuantity,
      };
      const answer = options.previewId
        ? await shop.getPreviewProduct(options.previewId, shaping)
        : await shop.getProduct(initial.productId, shaping);
      return answer.product;
    },
    {
      fallbackData: initial,
      revalidateOnMount: false,
      revalidateIfStale: false,
      keepPreviousData: true,
    },
  );
  return {
    product: swr.data ?? initial,
    refresh: () => {
      void swr.mutate();
    },
  };
}

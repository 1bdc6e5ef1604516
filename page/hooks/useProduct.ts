/**
 * The product. It is always server-loaded (critical data), so this hook starts from the server's
 * value and never refetches on mount; `refresh()` fetches it again (shaped with the browser's
 * sanitiser) and keeps showing the current value meanwhile.
 */
import type { Product } from '../domain';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';

export function useProduct(
  initial: Product,
  options: {
    previewId: string | null;
    /** The signed preview link's token that came with the preview id. */
    previewToken: string | null;
    bulkMinQuantity: number;
    /** PRESET_AMOUNTS, or null for the product's own amounts (as the server shaped it). */
    presetAmounts: readonly number[] | null;
  },
): { product: Product; refresh: () => void } {
  const { shop, loadSanitizer } = useServices();
  const result = useData(
    ['product', initial.productId, options.previewId ?? ''],
    async (): Promise<Product> => {
      const shaping = {
        sanitizeHtml: await loadSanitizer(),
        defaultBulkMinQuantity: options.bulkMinQuantity,
        presetAmounts: options.presetAmounts,
      };
      const answer = options.previewId
        ? await shop.getPreviewProduct(
            { id: options.previewId, token: options.previewToken },
            shaping,
          )
        : await shop.getProduct(initial.productId, shaping);
      return answer.product;
    },
    {
      fallbackData: initial,
      revalidateOnMount: false,
      revalidateIfStale: false,
    },
  );
  return {
    product: result.data ?? initial,
    refresh: () => {
      void result.refresh();
    },
  };
}

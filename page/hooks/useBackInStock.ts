/**
 * Back in stock (spec 4): sends the request for the selected SKU through the injected shop client
 * and reads the answer with the pure rule. A failure is reported through `onFailure` (the page
 * closes the modal and says so) and rethrown, so the form leaves its submitting state.
 */
import { useCallback } from 'react';
import type { BackInStockResult } from '@cairnfield/design-system/formValues';
import type { Product } from '../domain';
import { backInStockOutcome, backInStockRequest } from '../purchase/backInStock';
import { useServices } from '../providers/ServicesProvider';

export function useBackInStock(
  product: Product,
  skuId: string,
  onFailure: () => void,
): (email: string, mobile?: string) => Promise<BackInStockResult> {
  const { shop } = useServices();
  return useCallback(
    async (email: string, mobile = '') => {
      try {
        return backInStockOutcome(
          await shop.notifyBackInStock(backInStockRequest(product, skuId, email, mobile)),
        );
      } catch (error) {
        onFailure();
        throw error;
      }
    },
    [shop, product, skuId, onFailure],
  );
}

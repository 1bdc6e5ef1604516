/**
 * A representative SKU in the address's hash (`#repChildCatId=…&repSku=…`, spec 2) is known only
 * in the browser: it is applied after hydration, when the page did not name a SKU in its query.
 * The query's parser comes only for a page opened with a hash (most are not).
 */
import { useEffect } from 'react';

export function useRepresentativeSku(
  querySku: string | null | undefined,
  skus: readonly { skuId: string }[],
  dispatch: (action: { type: 'selectSku'; skuId: string }) => void,
): void {
  useEffect(() => {
    if (querySku || !window.location.hash) return;
    let current = true;
    void import('../routing/query')
      .then(({ parsePageQuery }) => {
        const fromHash = parsePageQuery('', window.location.hash).repSku;
        if (current && fromHash && skus.some((s) => s.skuId === fromHash)) {
          dispatch({ type: 'selectSku', skuId: fromHash });
        }
      })
      .catch((error: unknown) => console.warn('[page] could not read the hash', error));
    return () => {
      current = false;
    };
  }, [dispatch, skus, querySku]);
}

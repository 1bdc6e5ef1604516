/**
 * Inventory for the product and the selected store (spec 4): 'loading' until the first answer or
 * failure; fetched again whenever the store, or its details, change.
 *
 * The server's outcome is the first value, so hydration shows what the server rendered: its
 * answer when it came in time, its failure (with a retry) when it failed, and 'loading' (and a
 * fetch at once) when it did not come in time.
 */
import { useState } from 'react';
import type { Inventory } from '../domain';
import type { InitialResource } from './useResource';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';
import { toResource, type Resource } from './useResource';

export interface StoreRef {
  storeId: string | null;
  /** Changes when the store's details change (e.g. its state), to fetch again. */
  detailsKey?: string | null;
}

export function useInventory(
  productId: string,
  store: StoreRef,
  initial: InitialResource<Inventory>,
  initialStoreId: string | null,
): Resource<Inventory> {
  const { shop } = useServices();
  const [retried, setRetried] = useState(false);
  // The server's outcome only stands for the store it was fetched for.
  const sameStore = store.storeId === initialStoreId && !store.detailsKey;
  const serverFailed = initial.status === 'error' && sameStore && !retried;
  const fallback = initial.status === 'ready' && sameStore ? initial.data : undefined;

  const key = ['inventory', productId, store.storeId ?? '', store.detailsKey ?? ''] as const;
  const result = useData(
    // Paused while the server's failure is shown; 'Check again' resumes it.
    serverFailed ? null : key,
    async ([, id, storeId]: typeof key): Promise<Inventory> => {
      return shop.getInventory({ productId: id, storeId: storeId || null });
    },
    {
      fallbackData: fallback,
      // With a server answer there is nothing to fetch on mount; without one, fetch at once.
      revalidateOnMount: fallback === undefined,
      revalidateIfStale: false,
    },
  );
  if (serverFailed && initial.status === 'error') {
    return { status: 'error', error: new Error(initial.message), retry: () => setRetried(true) };
  }
  return toResource(result);
}

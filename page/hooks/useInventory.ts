/**
 * Inventory for the product and the selected store (spec 4): 'loading' until the first answer or
 * failure; fetched again whenever the store, or its details, change. The server's answer (when it
 * came in time) is the first value, so hydration shows the same thing the server rendered.
 */
import useSWR from 'swr';
import { reshapeInventory } from '../api/reshape';
import type { Inventory } from '../domain';
import type { InitialResource } from '../pageData';
import { useServices } from '../services';
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
  const key = ['inventory', productId, store.storeId ?? '', store.detailsKey ?? ''] as const;
  // The server's inventory only stands for the store it was fetched for.
  const fallback =
    initial.status === 'ready' && store.storeId === initialStoreId && !store.detailsKey
      ? initial.data
      : undefined;
  const swr = useSWR<Inventory, unknown>(
    key,
    async ([, id, storeId]: typeof key) => {
      const response = await shop.getInventory({ productId: id, storeId: storeId || null });
      return reshapeInventory(response.data.inventory);
    },
    {
      fallbackData: fallback,
      // With a server answer there is nothing to fetch on mount; without one, fetch at once.
      revalidateOnMount: fallback === undefined,
      revalidateIfStale: false,
    },
  );
  return toResource(swr);
}

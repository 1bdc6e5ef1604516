/**
 * The selected store (spec 3: kept in a cookie). A store picker elsewhere on the site announces a
 * change with the `cairnfield:store-selected` event; the inventory is then fetched again.
 */
import { useEffect, useState } from 'react';
import type { StoreRef } from './useInventory';

export const STORE_SELECTED_EVENT = 'cairnfield:store-selected';

export interface StoreSelectedDetail {
  storeId: string;
  /** Changes when the store's details change (hours, state…). */
  detailsKey?: string;
}

/** Tells the page a store was chosen (used by a store picker, and by tests). */
export function announceStoreSelected(detail: StoreSelectedDetail): void {
  window.dispatchEvent(new CustomEvent<StoreSelectedDetail>(STORE_SELECTED_EVENT, { detail }));
}

export function useSelectedStore(initialStoreId: string | null): StoreRef {
  const [store, setStore] = useState<StoreRef>({ storeId: initialStoreId, detailsKey: null });
  useEffect(() => {
    const onSelected = (event: Event) => {
      const detail = (event as CustomEvent<StoreSelectedDetail>).detail;
      if (!detail?.storeId) return;
      setStore({ storeId: detail.storeId, detailsKey: detail.detailsKey ?? null });
    };
    window.addEventListener(STORE_SELECTED_EVENT, onSelected);
    return () => window.removeEventListener(STORE_SELECTED_EVENT, onSelected);
  }, []);
  return store;
}

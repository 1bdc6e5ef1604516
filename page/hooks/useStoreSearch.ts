/**
 * The store picker dialog's search and choice (spec 9 "Pick Up at a Different Store"): searches
 * stores near a ZIP code through the injected shop client, and on a choice keeps the store (spec 3:
 * cookies and local keys), tells the shop (spec 7 `POST {token}{storeId}`, when the product has an
 * item id; the answer is not read) and announces the new store, so the inventory is fetched again
 * for it (useSelectedStore, useInventory).
 */
import { useCallback, useRef, useState } from 'react';
import type { StoreSearch } from '../domain';
import { STORE_SELECT_TOKEN } from '../api/constants';
import { shopFailureOf } from '../api/failures';
import { resultsMessage, searchFailureMessage } from '../purchase/storePicker';
import { browserStorage } from '../storefront/localKeys';
import { useServices } from '../providers/ServicesProvider';
import { announceStoreSelected } from './useSelectedStore';
import type { StoreChoiceController } from './useStoreChoice';

export interface StoreSearchController {
  searching: boolean;
  searchError: string | null;
  search: StoreSearch | null;
  resultsMessage: string | null;
  onSearch: (zip: string) => void;
  onChoose: (storeId: string) => void;
}

export function useStoreSearch(choice: StoreChoiceController): StoreSearchController {
  const { shop } = useServices();
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [search, setSearch] = useState<StoreSearch | null>(null);
  const latest = useRef(0);
  const { itemId, chose } = choice;
  const onSearch = useCallback(
    (zip: string) => {
      const call = ++latest.current;
      setSearching(true);
      setSearchError(null);
      shop.findStores({ zipCode: zip }).then(
        (found) => {
          if (call !== latest.current) return;
          setSearch(found);
          setSearching(false);
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          setSearch(null);
          setSearchError(searchFailureMessage(zip, shopFailureOf(error)));
          setSearching(false);
        },
      );
    },
    [shop],
  );

  const onChoose = useCallback(
    (chosen: string) => {
      const store = search?.stores.find((s) => s.storeId === chosen);
      if (!store) return;
      const choice = { storeId: store.storeId, zipCode: store.address.zipCode, name: store.name };
      // Cookies and local keys (spec 3); their code loads with the choice, not the page.
      import('../storefront/selectedStore')
        .then((kept) => {
          kept.writeStoreChoiceCookies(choice);
          kept.persistStoreChoiceLocally(browserStorage(), choice);
        })
        .catch((error: unknown) => console.warn('[store] the choice was not kept', error));
      chose({ storeId: store.storeId, name: store.name });
      announceStoreSelected({ storeId: store.storeId });
      if (itemId) {
        shop
          .selectStore(STORE_SELECT_TOKEN, store.storeId)
          .catch((error: unknown) => console.warn('[store] the shop was not told', error));
      }
    },
    [search, shop, itemId, chose],
  );

  return {
    searching,
    searchError,
    search,
    resultsMessage: search ? resultsMessage(search) : null,
    onSearch,
    onChoose,
  };
}

/**
 * The store picker (spec 9 "Pick Up at a Different Store"): searches stores near a ZIP code
 * through the injected shop client, and on a choice keeps the store (spec 3: cookies and local
 * keys), tells the shop (spec 7 `POST {token}{storeId}`, when the product has an item id; the
 * answer is not read) and announces the new store, so the inventory is fetched again for it
 * (useSelectedStore, useInventory).
 */
import { useCallback, useRef, useState } from 'react';
import type { StoreSearch } from '../domain';
import { STORE_SELECT_TOKEN } from '../api/constants';
import { shopFailureOf } from '../api/errors';
import { resultsMessage, searchFailureMessage } from '../purchase/storePicker';
import { browserStorage } from '../storefront/localKeys';
import { storedStoreName } from '../storefront/storeName';
import { useServices } from './services';
import { announceStoreSelected } from './useSelectedStore';
import { useHydrated } from './useHydrated';

export interface StorePickerController {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The shopper asked for the picker (hover, focus, tap): its chunk may start loading. */
  wanted: boolean;
  want: () => void;
  defaultZip: string;
  searching: boolean;
  searchError: string | null;
  search: StoreSearch | null;
  resultsMessage: string | null;
  onSearch: (zip: string) => void;
  onChoose: (storeId: string) => void;
  /** The selected store's name, when known (after a choice, or kept from an earlier one). */
  storeName: string | null;
}

export function useStorePicker(input: {
  storeId: string | null;
  /** The product's item id: the store call is sent only with one (spec 7). */
  itemId: string | null;
  /** The ZIP code the field starts with (the shopper's store or delivery ZIP). */
  defaultZip: string | null;
}): StorePickerController {
  const { shop } = useServices();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [search, setSearch] = useState<StoreSearch | null>(null);
  const [chosen, setChosen] = useState<{ storeId: string; name: string } | null>(null);
  const hydrated = useHydrated();
  const latest = useRef(0);
  const { storeId, itemId } = input;

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
      setChosen({ storeId: store.storeId, name: store.name });
      setOpen(false);
      announceStoreSelected({ storeId: store.storeId });
      if (itemId) {
        shop
          .selectStore(STORE_SELECT_TOKEN, store.storeId)
          .catch((error: unknown) => console.warn('[store] the shop was not told', error));
      }
    },
    [search, shop, itemId],
  );

  return {
    open,
    setOpen: (next) => {
      if (next) setWanted(true);
      setOpen(next);
    },
    wanted,
    want: () => setWanted(true),
    defaultZip: input.defaultZip ?? '',
    searching,
    searchError,
    search,
    resultsMessage: search ? resultsMessage(search) : null,
    onSearch,
    onChoose,
    // A name kept from an earlier choice is known only in the browser, after hydration.
    storeName:
      chosen?.storeId === storeId
        ? chosen.name
        : hydrated
          ? storedStoreName(browserStorage(), storeId)
          : null,
  };
}

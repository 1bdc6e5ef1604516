/**
 * The store choice beside the stock line (spec 9 "Pick Up at a Different Store"): whether the
 * picker is open or wanted (hover, focus and tap start loading it), and the chosen store's name.
 * The search and the choice itself are the dialog's (useStoreSearch.ts).
 */
import { useState } from 'react';
import { browserStorage } from '../storefront/localKeys';
import { storedStoreName } from '../storefront/storeName';
import { useHydrated } from './useHydrated';

export interface StoreChoiceController {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The shopper asked for the picker (hover, focus, tap): its chunk may start loading. */
  wanted: boolean;
  want: () => void;
  /** The ZIP code the picker's field starts with (the shopper's store or delivery ZIP). */
  defaultZip: string;
  /** The product's item id: the store call is sent only with one (spec 7). */
  itemId: string | null;
  /** A store was chosen in the picker (it is kept, announced and sent by the picker). */
  chose: (store: { storeId: string; name: string }) => void;
  /** The selected store's name, when known (after a choice, or kept from an earlier one). */
  storeName: string | null;
}

export function useStoreChoice(input: {
  storeId: string | null;
  itemId: string | null;
  defaultZip: string | null;
  /** The store the page was rendered for and its name as the server found it (null: not found). */
  rendered: { storeId: string | null; name: string | null };
}): StoreChoiceController {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [chosen, setChosen] = useState<{ storeId: string; name: string } | null>(null);
  const hydrated = useHydrated();
  const { storeId } = input;
  return {
    open,
    setOpen: (next) => {
      if (next) setWanted(true);
      setOpen(next);
    },
    wanted,
    want: () => setWanted(true),
    defaultZip: input.defaultZip ?? '',
    itemId: input.itemId,
    chose: (store) => {
      setChosen(store);
      setOpen(false);
    },
    // The server's name renders the same before and after hydration; a name kept from an
    // earlier choice is known only in the browser, after hydration.
    storeName:
      chosen?.storeId === storeId
        ? chosen.name
        : input.rendered.storeId === storeId && input.rendered.name
          ? input.rendered.name
          : hydrated
            ? storedStoreName(browserStorage(), storeId)
            : null,
  };
}

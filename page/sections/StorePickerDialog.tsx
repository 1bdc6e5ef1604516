/**
 * The store picker dialog (spec 9 "Pick Up at a Different Store"), loaded on intent: the design
 * system's StorePicker with the page's copy and ZIP rule, and the search and choice
 * (useStoreSearch) that only an opened picker needs.
 */
import { useMemo, type RefObject } from 'react';
import { StorePicker } from '@cairnfield/design-system/StorePicker';
import type { StoreChoiceController } from '../hooks/useStoreChoice';
import { useStoreSearch } from '../hooks/useStoreSearch';
import { STORE_PICKER_TEXT, toPickerStore, zipError } from '../purchase/storePicker';

export default function StorePickerDialog({
  picker,
  storeId,
  returnFocusRef,
}: {
  picker: StoreChoiceController;
  storeId: string | null;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const search = useStoreSearch(picker);
  const stores = search.search?.stores;
  const results = useMemo(() => (stores ? stores.map(toPickerStore) : null), [stores]);
  return (
    <StorePicker
      copy={STORE_PICKER_TEXT}
      open={picker.open}
      onOpenChange={picker.setOpen}
      returnFocusRef={returnFocusRef}
      defaultZip={picker.defaultZip}
      validateZip={zipError}
      onSearch={search.onSearch}
      searching={search.searching}
      searchError={search.searchError}
      results={results}
      resultsMessage={search.resultsMessage}
      selectedStoreId={storeId}
      onChoose={search.onChoose}
    />
  );
}

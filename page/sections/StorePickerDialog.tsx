/**
 * The store picker dialog (spec 9 "Pick Up at a Different Store"), its own chunk: the design
 * system's StorePicker with the page's copy, ZIP rule and the stores the hook found.
 */
import { useMemo, type RefObject } from 'react';
import { StorePicker } from '@cairnfield/design-system/StorePicker';
import type { StorePickerController } from '../hooks/useStorePicker';
import { STORE_PICKER_TEXT, toPickerStore, zipError } from '../purchase/storePicker';

export default function StorePickerDialog({
  picker,
  storeId,
  returnFocusRef,
}: {
  picker: StorePickerController;
  storeId: string | null;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const stores = picker.search?.stores;
  const results = useMemo(() => (stores ? stores.map(toPickerStore) : null), [stores]);
  return (
    <StorePicker
      copy={STORE_PICKER_TEXT}
      open={picker.open}
      onOpenChange={picker.setOpen}
      returnFocusRef={returnFocusRef}
      defaultZip={picker.defaultZip}
      validateZip={zipError}
      onSearch={picker.onSearch}
      searching={picker.searching}
      searchError={picker.searchError}
      results={results}
      resultsMessage={picker.resultsMessage}
      selectedStoreId={storeId}
      onChoose={picker.onChoose}
    />
  );
}

/**
 * What the page shows of the chosen store before the picker opens (spec 9 "Pick Up at a
 * Different Store"): the trigger's name and the line beside it. The picker's own copy and rules
 * are in storePicker.ts.
 */

/** Spec 9's fulfilment option that opens the picker. */
export const STORE_PICKER_TRIGGER = 'Pick Up at a Different Store';

const STORE_LINE_TEXT = {
  yourStore: 'Your store: {{name}}',
  unknownStoreName: 'store {{storeId}}',
  noStore: 'No store selected',
} as const;

/** The line beside the trigger: the store's name when known, else its id. */
export function storeLine(storeId: string | null, name: string | null): string {
  if (!storeId) return STORE_LINE_TEXT.noStore;
  const shown = name ?? STORE_LINE_TEXT.unknownStoreName.replace('{{storeId}}', storeId);
  return STORE_LINE_TEXT.yourStore.replace('{{name}}', shown);
}

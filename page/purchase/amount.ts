/**
 * The gift card amount (spec 4 and 5): a preset amount or 'Custom Amount'. Whole dollars from
 * gcMinAmount to gcMaxAmount (1 to 1500). The custom field's typing rules (digits only, '$' prefix)
 * belong to the design system's CustomAmountInput; this module holds the choice, its validity and
 * the field's texts, which the page passes to CustomAmountInput.
 */
import { CUSTOM_AMOUNT_VALUE } from '@cairnfield/design-system/formValues';
import { fillPlaceholders } from './messageText';
import { AMOUNT_TEXT } from './messages';

export type AmountSelection =
  { kind: 'preset'; amount: number } | { kind: 'custom'; amount: number | null };

export type AmountAction =
  | { type: 'choosePreset'; amount: number }
  | { type: 'chooseCustom' }
  | { type: 'setCustomAmount'; amount: number | null };

export interface AmountBounds {
  min: number;
  max: number;
}

export function initialAmount(
  presets: readonly number[],
  selected: number | null = null,
): AmountSelection {
  if (selected !== null && presets.includes(selected)) return { kind: 'preset', amount: selected };
  const first = presets[0];
  return first !== undefined ? { kind: 'preset', amount: first } : { kind: 'custom', amount: null };
}

export function amountReducer(state: AmountSelection, action: AmountAction): AmountSelection {
  switch (action.type) {
    case 'choosePreset':
      return { kind: 'preset', amount: action.amount };
    case 'chooseCustom':
      // Keep a custom amount already typed when the shopper comes back to the custom chip.
      return state.kind === 'custom' ? state : { kind: 'custom', amount: null };
    case 'setCustomAmount':
      return { kind: 'custom', amount: action.amount };
  }
}

/** The chip to show as checked: '25', or AmountChips' custom chip. */
export function chipValue(state: AmountSelection): string {
  return state.kind === 'preset' ? String(state.amount) : CUSTOM_AMOUNT_VALUE;
}

/** Maps a chip value back to an action. */
export function actionForChip(value: string): AmountAction | null {
  if (value === CUSTOM_AMOUNT_VALUE) return { type: 'chooseCustom' };
  const amount = Number(value);
  return Number.isInteger(amount) && amount > 0 ? { type: 'choosePreset', amount } : null;
}

export function isValidAmount(amount: number | null, bounds: AmountBounds): amount is number {
  return (
    amount !== null && Number.isInteger(amount) && amount >= bounds.min && amount <= bounds.max
  );
}

/** The amount's texts: the spec's (AMOUNT_TEXT), or the page's catalogue's for its language. */
export type AmountText = { readonly [K in keyof typeof AMOUNT_TEXT]: string };

/** Spec 5's error text: 'Gift card amount should be between $1 and $1500'. */
export function amountRangeMessage(bounds: AmountBounds, text: AmountText = AMOUNT_TEXT): string {
  return fillPlaceholders(text.range, { min: bounds.min, max: bounds.max });
}

/** Spec 5's helper text: 'Please enter a gift card value up to $1500. Must be a whole dollar amount.' */
export function amountHelperText(bounds: AmountBounds, text: AmountText = AMOUNT_TEXT): string {
  return fillPlaceholders(text.helper, { max: bounds.max });
}

/** The custom amount field's error (CustomAmountInput's validate): null when valid. */
export function amountError(
  amount: number | null,
  bounds: AmountBounds,
  text: AmountText = AMOUNT_TEXT,
): string | null {
  return isValidAmount(amount, bounds) ? null : amountRangeMessage(bounds, text);
}

/** The amount to buy, or null when there is none valid yet. */
export function effectiveAmount(state: AmountSelection, bounds: AmountBounds): number | null {
  return isValidAmount(state.amount, bounds) ? state.amount : null;
}

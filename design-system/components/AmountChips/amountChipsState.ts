// Pure helpers behind the amount chips (APG radio group): option building and the roving-focus
// arithmetic. No React, no DOM: unit-tested on their own.

import { formatAmount } from '../Price/formatAmount';
import { CUSTOM_AMOUNT_VALUE } from '../../formValues';

export { CUSTOM_AMOUNT_VALUE } from '../../formValues';
/** The default label of the custom chip (a shop passes its own). */
export const CUSTOM_AMOUNT_LABEL = 'Other amount';

export interface AmountChipOption {
  /** The radio's value: the amount as a string ('25') or CUSTOM_AMOUNT_VALUE. */
  value: string;
  /** What the chip shows and is named by: '$25' or the custom chip's label. */
  label: string;
}

/** '$25' for whole dollars, '$12.50' otherwise: the money formatter without zero cents. */
export function formatAmountLabel(amount: number): string {
  return formatAmount(amount, 'USD', { dropZeroCents: true });
}

/** The chips for the preset amounts, in the given order, plus the custom chip when asked for. */
export function buildAmountOptions(
  amounts: readonly number[],
  custom: { include: boolean; value?: string; label?: string } = { include: true },
): AmountChipOption[] {
  const options = amounts.map((amount) => ({
    value: String(amount),
    label: formatAmountLabel(amount),
  }));
  if (custom.include) {
    options.push({
      value: custom.value ?? CUSTOM_AMOUNT_VALUE,
      label: custom.label ?? CUSTOM_AMOUNT_LABEL,
    });
  }
  return options;
}

/** The next index, wrapping from the last to the first (Right / Down). -1 (none) goes to 0. */
export function nextIndex(current: number, count: number): number {
  if (count <= 0) return -1;
  return current < 0 ? 0 : (current + 1) % count;
}

/** The previous index, wrapping from the first to the last (Left / Up). -1 (none) goes to last. */
export function previousIndex(current: number, count: number): number {
  if (count <= 0) return -1;
  return current <= 0 ? count - 1 : current - 1;
}

/**
 * The one chip in the tab order (roving tabindex): the checked chip, or the first when none is
 * checked (APG radio group). -1 when there are no chips.
 */
export function tabStopIndex(
  values: readonly string[],
  selected: string | null | undefined,
): number {
  if (values.length === 0) return -1;
  const index = selected == null ? -1 : values.indexOf(selected);
  return index === -1 ? 0 : index;
}

export type ChipKeyAction = 'next' | 'previous' | 'check';

/** What a key does in the group (APG radio group); null for keys the group leaves alone. */
export function chipKeyAction(key: string): ChipKeyAction | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return 'next';
    case 'ArrowLeft':
    case 'ArrowUp':
      return 'previous';
    case ' ':
      return 'check';
    default:
      return null;
  }
}

// Pure helpers behind the amount chips (a group of native radios styled as chips): option
// building. No React, no DOM: unit-tested on their own. The keyboard (arrows, Space, one tab stop)
// is the browser's own radio-group behaviour.

import { formatMoney } from '../../i18n/money';
import { CUSTOM_AMOUNT_VALUE } from '../../formValues';
import { amountChipsMessages } from './AmountChips.messages';

export { CUSTOM_AMOUNT_VALUE } from '../../formValues';
/** The default label of the custom chip (a shop passes its own, or a message). */
export const CUSTOM_AMOUNT_LABEL = amountChipsMessages['AmountChips.customLabel'];

export interface AmountChipOption {
  /** The radio's value: the amount as a string ('25') or CUSTOM_AMOUNT_VALUE. */
  value: string;
  /** What the chip shows and is named by: '$25' or the custom chip's label. */
  label: string;
}

/** How a chip writes its amount: '$25' for whole amounts, '$12.50' otherwise. */
export type AmountLabelFormat = (amount: number) => string;

/** '$25' for whole dollars, '$12.50' otherwise: en-US money without zero cents. */
export const formatAmountLabel: AmountLabelFormat = (amount) =>
  formatMoney(amount, { locale: 'en-US', currency: 'USD', dropZeroCents: true });

/** The chips for the preset amounts, in the given order, plus the custom chip when asked for. */
export function buildAmountOptions(
  amounts: readonly number[],
  custom: { include: boolean; value?: string; label?: string } = { include: true },
  formatLabel: AmountLabelFormat = formatAmountLabel,
): AmountChipOption[] {
  const options = amounts.map((amount) => ({
    value: String(amount),
    label: formatLabel(amount),
  }));
  if (custom.include) {
    options.push({
      value: custom.value ?? CUSTOM_AMOUNT_VALUE,
      label: custom.label ?? CUSTOM_AMOUNT_LABEL,
    });
  }
  return options;
}

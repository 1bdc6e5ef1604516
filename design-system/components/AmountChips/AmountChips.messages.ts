// AmountChips' texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface AmountChipsMessages {
  /** The group's visible label and accessible name. */
  'AmountChips.label': string;
  /** The custom-amount chip. */
  'AmountChips.customLabel': string;
}

export const amountChipsMessages: AmountChipsMessages = {
  'AmountChips.label': 'Amount',
  'AmountChips.customLabel': 'Other amount',
};

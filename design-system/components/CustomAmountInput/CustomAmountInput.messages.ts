// CustomAmountInput's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface CustomAmountInputMessages {
  /** The field's label. */
  'CustomAmountInput.label': string;
  /** The default rule's error for an empty required field. */
  'CustomAmountInput.required': string;
}

export const customAmountInputMessages: CustomAmountInputMessages = {
  'CustomAmountInput.label': 'Enter amount',
  'CustomAmountInput.required': 'Enter an amount.',
};

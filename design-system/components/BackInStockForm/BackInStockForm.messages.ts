// BackInStockForm's texts in English: the defaults a LocaleProvider's messages or the props replace.

export interface BackInStockFormMessages {
  /** The e-mail field's label. */
  'BackInStockForm.label': string;
  /** The invalid-address message. */
  'BackInStockForm.invalidEmail': string;
  /** The submit button. */
  'BackInStockForm.submit': string;
  /** Read while the request runs. */
  'BackInStockForm.submitting': string;
  /** The confirmation's title. */
  'BackInStockForm.successTitle': string;
  /** The confirmation's text. */
  'BackInStockForm.successMessage': string;
  /** Shown when the address was registered before. */
  'BackInStockForm.alreadyRegistered': string;
}

export const backInStockFormMessages: BackInStockFormMessages = {
  'BackInStockForm.label': 'Email',
  'BackInStockForm.invalidEmail': 'Enter a valid email address.',
  'BackInStockForm.submit': 'Submit',
  'BackInStockForm.submitting': 'Submitting',
  'BackInStockForm.successTitle': 'Thank you',
  'BackInStockForm.successMessage': 'We will let you know.',
  'BackInStockForm.alreadyRegistered': 'This email is already registered.',
};

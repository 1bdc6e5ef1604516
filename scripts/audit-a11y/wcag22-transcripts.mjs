// @ts-check
// The page's reviewed screen-reader transcripts (<name>.txt under page/routes/<route>/
// __transcripts__/ and page/walletSimulator/__transcripts__/) that together read every audited
// state: the evidence of criteria about the whole page.

/** The French page's transcripts (PAGE_LOCALE=fr-CA), one per French page state the audit visits. */
export const FRENCH_TRANSCRIPTS = [
  'fr-CA-standard-card',
  'fr-CA-egift-card',
  'fr-CA-out-of-stock',
  'fr-CA-egift-errors',
  'fr-CA-toast-after-add',
  'fr-CA-quantity-limit-dialog',
  'fr-CA-back-in-stock-dialog',
  'fr-CA-cart-drawer',
  'fr-CA-store-picker-results',
  'fr-CA-quick-view',
  'fr-CA-image-zoom',
  'fr-CA-device-wallet-sheet',
  'fr-CA-account-wallet-sheet',
  'fr-CA-egift-line',
  'fr-CA-wallet-order',
];

export const ALL_TRANSCRIPTS = [
  'standard-card',
  'egift-card',
  'egift-errors',
  'out-of-stock',
  'toast-after-add',
  'quantity-limit-dialog',
  'back-in-stock-dialog',
  'cart-drawer',
  'store-picker-results',
  'egift-line',
  'wallet-order',
  'device-wallet-sheet',
  'account-wallet-sheet',
  'javascript-off',
  ...FRENCH_TRANSCRIPTS,
];

// @ts-check
// The page's reviewed screen-reader transcripts (<name>.txt under page/routes/<route>/
// __transcripts__/ and page/walletSimulator/__transcripts__/) that together read every audited
// state: the evidence of criteria about the whole page.
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
  'fr-CA-standard-card',
  'fr-CA-egift-errors',
  'fr-CA-toast-after-add',
  'fr-CA-quantity-limit-dialog',
  'fr-CA-back-in-stock-dialog',
  'fr-CA-cart-drawer',
];

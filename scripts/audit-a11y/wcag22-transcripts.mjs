// The page's reviewed screen-reader transcripts (page/routes/<route>/__transcripts__/<name>.txt)
// that together read every audited state: the evidence of criteria about the whole page.
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
];

// ExpressCheckoutButtons' texts in English: the defaults a LocaleProvider's messages or the props
// replace. The wallets' names are brands, props of their own.

export interface ExpressCheckoutButtonsMessages {
  /** Shown before the device wallet's mark ('Buy with'). */
  'ExpressCheckoutButtons.deviceWallet': string;
  /** Read before the account wallet's mark ('Pay with'). */
  'ExpressCheckoutButtons.accountWallet': string;
  /** Read while a checkout starts. */
  'ExpressCheckoutButtons.busy': string;
  /** The group's name. */
  'ExpressCheckoutButtons.group': string;
}

export const expressCheckoutButtonsMessages: ExpressCheckoutButtonsMessages = {
  'ExpressCheckoutButtons.deviceWallet': 'Buy with',
  'ExpressCheckoutButtons.accountWallet': 'Pay with',
  'ExpressCheckoutButtons.busy': 'Starting checkout',
  'ExpressCheckoutButtons.group': 'Express checkout',
};

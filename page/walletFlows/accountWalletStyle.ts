import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';

/** Spec 9: gold, rect, height 50, no tagline. */
export const ACCOUNT_WALLET_STYLE = {
  color: 'gold',
  shape: 'rect',
  height: 50,
  tagline: false,
} as const satisfies PayPalButtonsComponentOptions['style'];

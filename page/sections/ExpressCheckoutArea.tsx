/**
 * Where the express checkout goes in the purchase panel. The wallets only show once the browser
 * says which it has, after hydration, so their code loads then (ExpressCheckoutSlot): the server
 * and the first render show the space of the wallets expected (no shift when they come). The
 * cart page's goes the same way.
 */
import { ALL_EXPRESS_OPTIONS, expectedWallets } from '../purchase/expressOptions';
import { lazyWithRetry } from '../lazy/lazyWithRetry';
import type { UseCartExpressCheckoutInput } from '../hooks/useCartExpressCheckout';
import type { ExpressCheckoutSlotProps } from './ExpressCheckoutSlot';
import { ExpectedWalletSpace } from './WalletSpace';

export const ExpressCheckoutArea = lazyWithRetry<ExpressCheckoutSlotProps>(
  () => import('./ExpressCheckoutSlot'),
  {
    label: 'the express checkout',
    fallback: ({ input }) => (
      <ExpectedWalletSpace
        expected={expectedWallets(input.config.wallets, input.options ?? ALL_EXPRESS_OPTIONS)}
      />
    ),
  },
);

/** The cart page's express checkout (CartExpressCheckoutSlot), the same way. */
export const CartExpressCheckoutArea = lazyWithRetry<UseCartExpressCheckoutInput>(
  () => import('./CartExpressCheckoutSlot'),
  {
    label: 'the express checkout',
    fallback: ({ config, options }) => (
      <ExpectedWalletSpace
        expected={expectedWallets(config.wallets, options ?? ALL_EXPRESS_OPTIONS)}
      />
    ),
  },
);

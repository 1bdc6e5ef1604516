/**
 * Express checkout on the cart page: the wallets pay for the cart's own order as it stands (spec
 * 4's flows with nothing added, purchase/wallet/cartCheckout.ts), delivered to the wallet's
 * address. The buttons' mechanics are useWalletButtons', as on the product page.
 */
import type { RefObject } from 'react';
import type { PublicConfig } from '../config';
import type { CartView } from '../purchase/cart';
import type { ExpressOptions } from '../purchase/expressOptions';
import { cartWalletCheckout } from '../purchase/wallet/cartCheckout';
import { DEFAULT_FULFILMENT } from '../purchase/wallet/fulfilmentChoice';
import type { ExpressCheckoutState } from './useExpressCheckout';
import { useWalletButtons } from './useWalletButtons';

export interface UseCartExpressCheckoutInput {
  cart: CartView;
  config: PublicConfig;
  signedIn: boolean;
  /** The shopper's express options (spec 6: the Y/N triple). @default all on */
  options?: ExpressOptions | undefined;
}

/** The cart page's own lines and totals come with its next load; nothing here holds a copy. */
const nothingToReload = () => undefined;
/** A physical card goes to the wallet's address: no delivery choice is offered here. */
const NO_CHOICE: ExpressCheckoutState['fulfilment'] = {
  choices: [],
  value: DEFAULT_FULFILMENT,
  onChange: () => undefined,
};

export function useCartExpressCheckout(input: UseCartExpressCheckoutInput): {
  state: ExpressCheckoutState;
  accountContainerRef: RefObject<HTMLDivElement | null>;
} {
  const buttons = useWalletButtons({
    wallets: input.config.wallets,
    options: input.options,
    selection: () => {
      const checkout = cartWalletCheckout(input.cart, { signedIn: input.signedIn });
      if (!checkout) return null;
      return {
        source: { kind: 'cart', orderId: checkout.orderId },
        fulfilment: checkout.fulfilment,
        initialTotal: checkout.initialTotal,
        productName: checkout.label,
        shipsSomething: checkout.shipsSomething,
        needsGuestIdentity: checkout.needsGuestIdentity,
      };
    },
    busy: false,
    reloadCart: nothingToReload,
  });
  const { accountContainerRef, ...state } = buttons;
  return { state: { ...state, fulfilment: NO_CHOICE }, accountContainerRef };
}

/**
 * Paying for the whole cart with a wallet (the cart page's express checkout, spec 4's flows on the
 * cart's own order): what the flow needs to know of the cart. Pure: the cart and the shopper in,
 * the wallet's order and how it is delivered out. Nothing is added: the wallet pays for the lines
 * as they stand, and a physical card goes to the address the wallet gives (home delivery).
 */
import type { CartView } from '../cart';
import { HOME_DELIVERY } from './fulfilment';
import type { WalletFulfilment } from './payloads';

export interface CartWalletCheckout {
  orderId: string;
  fulfilment: WalletFulfilment;
  /** The cart's total, the sheet's first total before the shop's summary arrives. */
  initialTotal: number;
  /** The sheet's first line until the summary replaces it: 'Your cart (3 gift cards)'. */
  label: string;
  /** A physical card is in the cart: the wallet asks for an address and a method. */
  shipsSomething: boolean;
  /** Spec 4: a guest identity first when an eGift card is in the order and nobody is signed in. */
  needsGuestIdentity: boolean;
}

/** The cart's wallet checkout, or null when there is nothing to pay for (no order, no line). */
export function cartWalletCheckout(
  cart: CartView,
  shopper: { signedIn: boolean },
): CartWalletCheckout | null {
  if (!cart.orderId || cart.lines.length === 0) return null;
  const cards = cart.count === 1 ? '1 gift card' : `${cart.count} gift cards`;
  return {
    orderId: cart.orderId,
    fulfilment: HOME_DELIVERY,
    initialTotal: cart.totals.total,
    label: `Your cart (${cards})`,
    shipsSomething: cart.lines.some((line) => !line.isEgift),
    needsGuestIdentity: cart.lines.some((line) => line.isEgift) && !shopper.signedIn,
  };
}

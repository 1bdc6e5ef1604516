import { describe, expect, it } from 'vitest';
import { cartOf, EGIFT_LINE, STANDARD_LINE } from '../../test/cartLines';
import { cartWalletCheckout } from './cartCheckout';
import { HOME_DELIVERY } from './fulfilment';

describe('cartWalletCheckout (the cart paid with a wallet)', () => {
  it('pays for the cart’s own order at its total, delivered to the wallet’s address', () => {
    const cart = cartOf([STANDARD_LINE, EGIFT_LINE]);
    const taxed = { ...cart, totals: { ...cart.totals, tax: 6.5, total: 131.5 } };
    expect(cartWalletCheckout(taxed, { signedIn: true })).toEqual({
      orderId: '3000001',
      fulfilment: HOME_DELIVERY,
      initialTotal: 131.5,
      label: 'Your cart (3 gift cards)',
      shipsSomething: true,
      needsGuestIdentity: false,
    });
  });

  it('asks for no address when only eGift cards are in the cart, and one card is said so', () => {
    const only = cartWalletCheckout(cartOf([EGIFT_LINE]), { signedIn: true });
    expect(only).toMatchObject({ shipsSomething: false, label: 'Your cart (1 gift card)' });
  });

  it('posts a guest identity first for an eGift card bought by a guest (spec 4), not otherwise', () => {
    expect(cartWalletCheckout(cartOf([EGIFT_LINE]), { signedIn: false })?.needsGuestIdentity).toBe(
      true,
    );
    expect(
      cartWalletCheckout(cartOf([STANDARD_LINE]), { signedIn: false })?.needsGuestIdentity,
    ).toBe(false);
  });

  it('offers nothing to pay for an empty cart or one with no order yet', () => {
    expect(cartWalletCheckout(cartOf([]), { signedIn: true })).toBeNull();
    const noOrder = { ...cartOf([STANDARD_LINE]), orderId: null };
    expect(cartWalletCheckout(noOrder, { signedIn: true })).toBeNull();
  });
});

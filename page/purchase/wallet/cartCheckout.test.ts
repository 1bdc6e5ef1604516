import { describe, expect, it } from 'vitest';
import type { CartView, CartViewLine } from '../cart';
import { cartWalletCheckout } from './cartCheckout';
import { HOME_DELIVERY } from './fulfilment';

const physical: CartViewLine = {
  orderItemId: '5000001',
  productId: '10001',
  name: 'Cairnfield Gift Card',
  productPath: '/p/cairnfield-gift-card',
  quantity: 2,
  unitAmount: 50,
  total: 100,
  isEgift: false,
  egift: null,
};
const egift: CartViewLine = {
  ...physical,
  orderItemId: '5000002',
  name: 'Cairnfield eGift Card',
  quantity: 1,
  unitAmount: 25,
  total: 25,
  isEgift: true,
  egift: {
    sender: { name: 'Ana', email: 'ana@example.com' },
    recipients: [{ name: 'Ben', email: 'ben@example.com' }],
    message: '',
    designName: null,
    sendDate: null,
    details: [],
  },
};
const cart = (lines: CartViewLine[], total = 131.5): CartView => ({
  orderId: '3000001',
  count: lines.reduce((n, l) => n + l.quantity, 0),
  lines,
  totals: { subtotal: 125, shipping: 0, sameDayDelivery: 0, retailDeliveryFee: 0, tax: 6.5, total },
});

describe('cartWalletCheckout (the cart paid with a wallet)', () => {
  it('pays for the cart’s own order at its total, delivered to the wallet’s address', () => {
    expect(cartWalletCheckout(cart([physical, egift]), { signedIn: true })).toEqual({
      orderId: '3000001',
      fulfilment: HOME_DELIVERY,
      initialTotal: 131.5,
      label: 'Your cart (3 gift cards)',
      shipsSomething: true,
      needsGuestIdentity: false,
    });
  });

  it('asks for no address when only eGift cards are in the cart, and one card is said so', () => {
    const only = cartWalletCheckout(cart([egift], 25), { signedIn: true });
    expect(only).toMatchObject({ shipsSomething: false, label: 'Your cart (1 gift card)' });
  });

  it('posts a guest identity first for an eGift card bought by a guest (spec 4), not otherwise', () => {
    expect(cartWalletCheckout(cart([egift]), { signedIn: false })?.needsGuestIdentity).toBe(true);
    expect(cartWalletCheckout(cart([physical]), { signedIn: false })?.needsGuestIdentity).toBe(
      false,
    );
  });

  it('offers nothing to pay for an empty cart or one with no order yet', () => {
    expect(cartWalletCheckout(cart([]), { signedIn: true })).toBeNull();
    expect(
      cartWalletCheckout({ ...cart([physical]), orderId: null }, { signedIn: true }),
    ).toBeNull();
  });
});

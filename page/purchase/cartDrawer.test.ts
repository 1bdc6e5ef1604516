import { describe, expect, it } from 'vitest';
import { cartDetailsFrom, freeShippingProgress } from './cartDrawer';

describe('cartDetailsFrom', () => {
  it("should read the shop's { cart: Order } lines and subtotal", () => {
    expect(
      cartDetailsFrom({
        cart: {
          orderId: '3000001',
          orderItems: [
            {
              orderItemId: '7000001',
              name: 'Cairnfield Gift Card',
              quantity: 2,
              giftAmount: 50,
              itemTotal: 100,
            },
            {
              orderItemId: '7000002',
              name: 'Cairnfield eGift Card',
              quantity: 1,
              giftAmount: 25,
              eGiftCard: {
                sendDate: '2026-12-12',
                designName: 'Happy Birthday',
                recipients: [{ recipientFirstName: 'Ana', recipientLastName: 'Ruiz' }],
              },
            },
          ],
          totalProductPrice: 125,
        },
      }),
    ).toEqual({
      lines: [
        {
          id: '7000001',
          name: 'Cairnfield Gift Card',
          quantity: 2,
          unitAmount: 50,
          total: 100,
          egift: null,
        },
        {
          id: '7000002',
          name: 'Cairnfield eGift Card',
          quantity: 1,
          unitAmount: 25,
          total: 25,
          egift: { sendDate: '2026-12-12', designName: 'Happy Birthday', recipients: ['Ana Ruiz'] },
        },
      ],
      subtotal: 125,
    });
  });
  it('should skip malformed lines and survive hostile input', () => {
    expect(
      cartDetailsFrom({
        cart: { orderItems: [null, { quantity: 'x' }, { quantity: 1, unitPrice: '10' }] },
      }),
    ).toEqual({
      lines: [{ id: '0', name: 'Gift card', quantity: 1, unitAmount: 10, total: 10, egift: null }],
      subtotal: 10,
    });
    expect(cartDetailsFrom(null)).toEqual({ lines: [], subtotal: 0 });
    expect(cartDetailsFrom('<html>')).toEqual({ lines: [], subtotal: 0 });
  });
});

describe('freeShippingProgress (spec 6, 9)', () => {
  it('given a guest (49.99), should leave $24.99 to go for $25', () => {
    expect(freeShippingProgress(25, false)).toEqual({
      threshold: 49.99,
      remaining: 24.99,
      qualified: false,
      percent: 50,
      message: 'Add $24.99 more to get free shipping (orders over $49.99).',
    });
  });
  it('given a signed-in shopper (24.99), should ship $25 free', () => {
    expect(freeShippingProgress(25, true)).toMatchObject({
      threshold: 24.99,
      qualified: true,
      remaining: 0,
      percent: 100,
      message: 'Your order ships free.',
    });
  });
  it('should not count exactly the threshold as over it, and take configured thresholds', () => {
    expect(freeShippingProgress(49.99, false).qualified).toBe(false);
    expect(freeShippingProgress(10, false, { registered: 5, guest: 8 }).qualified).toBe(true);
    expect(freeShippingProgress(0, false).percent).toBe(0);
  });
});

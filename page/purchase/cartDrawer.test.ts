import { describe, expect, it } from 'vitest';
import { cartDetailsFrom, freeShippingProgress } from './cartDrawer';

describe('cartDetailsFrom', () => {
  it("reads the shop's { cart: Order } lines and subtotal", () => {
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
            { orderItemId: '7000002', name: 'Cairnfield eGift Card', quantity: 1, giftAmount: 25 },
          ],
          totalProductPrice: 125,
        },
      }),
    ).toEqual({
      lines: [
        { id: '7000001', name: 'Cairnfield Gift Card', quantity: 2, unitAmount: 50, total: 100 },
        { id: '7000002', name: 'Cairnfield eGift Card', quantity: 1, unitAmount: 25, total: 25 },
      ],
      subtotal: 125,
    });
  });
  it('skips malformed lines and survives hostile input', () => {
    expect(
      cartDetailsFrom({
        cart: { orderItems: [null, { quantity: 'x' }, { quantity: 1, unitPrice: '10' }] },
      }),
    ).toEqual({
      lines: [{ id: '0', name: 'Gift card', quantity: 1, unitAmount: 10, total: 10 }],
      subtotal: 10,
    });
    expect(cartDetailsFrom(null)).toEqual({ lines: [], subtotal: 0 });
    expect(cartDetailsFrom('<html>')).toEqual({ lines: [], subtotal: 0 });
  });
});

describe('freeShippingProgress (spec 6, 9)', () => {
  it('guest: 49.99; $25 leaves $24.99 to go', () => {
    expect(freeShippingProgress(25, false)).toEqual({
      threshold: 49.99,
      remaining: 24.99,
      qualified: false,
      percent: 50,
      message: 'Add $24.99 more to get free shipping (orders over $49.99).',
    });
  });
  it('signed in: 24.99; $25 ships free', () => {
    expect(freeShippingProgress(25, true)).toMatchObject({
      threshold: 24.99,
      qualified: true,
      remaining: 0,
      percent: 100,
      message: 'Your order ships free.',
    });
  });
  it('exactly at the threshold is not over it; thresholds are configurable', () => {
    expect(freeShippingProgress(49.99, false).qualified).toBe(false);
    expect(freeShippingProgress(10, false, { registered: 5, guest: 8 }).qualified).toBe(true);
    expect(freeShippingProgress(0, false).percent).toBe(0);
  });
});

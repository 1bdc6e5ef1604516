/**
 * Cart lines and carts as the cart page reads them (purchase/cart.ts CartView), for the tests of
 * what is built on them: two $50 gift cards, and one $25 eGift card with its sender, recipient,
 * message, design, send date and a field the shop added.
 */
import type { CartView, CartViewLine } from '../purchase/cart';

export const STANDARD_LINE: CartViewLine = {
  orderItemId: '7000001',
  productId: '10001',
  name: 'Cairnfield Gift Card',
  productPath: '/p/cairnfield-gift-card',
  quantity: 2,
  unitAmount: 50,
  total: 100,
  isEgift: false,
  egift: null,
};

export const EGIFT_LINE: CartViewLine = {
  orderItemId: '7000002',
  productId: '10003',
  name: 'Cairnfield eGift Card',
  productPath: '/p/cairnfield-egift-card',
  quantity: 1,
  unitAmount: 25,
  total: 25,
  isEgift: true,
  egift: {
    sender: { name: 'Sam Lee', email: 'sam@example.com' },
    recipients: [{ name: 'Ana Diaz', email: 'ana@example.com' }],
    message: 'Enjoy!',
    designName: 'Birthday',
    sendDate: '2026-12-12',
    details: [{ label: 'Gift wrap', value: 'Spruce' }],
  },
};

/** A cart of `lines` (order 3000001, none without lines), its total the lines' with no fees. */
export function cartOf(lines: CartViewLine[]): CartView {
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  return {
    orderId: lines.length ? '3000001' : null,
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    lines,
    totals: {
      subtotal,
      shipping: 0,
      sameDayDelivery: 0,
      retailDeliveryFee: 0,
      tax: 0,
      total: subtotal,
    },
  };
}

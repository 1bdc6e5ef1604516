/**
 * The shopper's cart summary (order id and item count), for the header and the eGift order-item
 * lookup. Fetched after hydration only: the cart is per shopper, never part of the server's HTML.
 */
import { NO_ORDER_ID } from '../api/constants';
import type { CartDetails } from '../purchase/cartDrawer';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';

export interface CartSummary {
  orderId: string | null;
  count: number;
  /** Lines and subtotal, for the cart drawer. */
  details?: CartDetails;
}

export const CART_KEY = ['cart'] as const;

/** Reads the loose cart answer: `{ cart: Order }` (CONTRACT.md), or the order bare or in `order`/`data`. */
export function cartSummaryFrom(cart: Record<string, unknown>): CartSummary {
  const inner = [cart.cart, cart.order, cart.data, cart].find(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && 'orderId' in v,
  );
  const source = inner ?? cart;
  const rawId = source.orderId;
  const orderId =
    (typeof rawId === 'string' || typeof rawId === 'number') && String(rawId) !== NO_ORDER_ID
      ? String(rawId)
      : null;
  let count = typeof source.totalCartQuantity === 'number' ? source.totalCartQuantity : null;
  if (count === null && Array.isArray(source.orderItems)) {
    count = (source.orderItems as { quantity?: unknown }[]).reduce<number>(
      (sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : 0),
      0,
    );
  }
  return { orderId, count: count ?? 0 };
}

export function useCart(): { cart: CartSummary | null; refresh: () => void } {
  const { shop } = useServices();
  const result = useData(CART_KEY, async () => {
    try {
      // The lines' reader loads with the cart, not with the page (it serves only the drawer).
      const [answer, { cartDetailsFrom }] = await Promise.all([
        shop.getCart(NO_ORDER_ID),
        import('../purchase/cartDrawer'),
      ]);
      return { ...cartSummaryFrom(answer), details: cartDetailsFrom(answer) };
    } catch {
      return null;
    }
  });
  return {
    cart: result.data ?? null,
    refresh: () => {
      void result.refresh();
    },
  };
}

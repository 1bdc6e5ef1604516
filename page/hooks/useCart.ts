/**
 * The shopper's cart summary (order id and item count), for the header and the eGift order-item
 * lookup. Fetched after hydration only: the cart is per shopper, never part of the server's HTML.
 */
import { NO_ORDER_ID } from '../api/constants';
import type { CartDetails } from '../purchase/cartDrawer';
import { useDataStore } from '../providers/DataProvider';
import { serializeKey } from '../providers/dataStore';
import { useServices } from '../providers/ServicesProvider';
import { useData } from './useData';

export interface CartSummary {
  orderId: string | null;
  count: number;
  /** Lines and subtotal, for the cart drawer: from the second read on (after an addition). */
  details?: CartDetails;
}

export const CART_KEY = ['cart'] as const;

/** Reads the loose cart answer: `{ cart: Order }` (shop-api/openapi.json), or the order bare or in `order`/`data`. */
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
  const store = useDataStore();
  const result = useData(CART_KEY, async () => {
    try {
      // The first read (as the page hydrates) is the header's count. The lines serve only the cart
      // drawer, which opens after an addition, and an addition reads the cart again: they, and
      // their reader's code, come from the next read on, not with every visit.
      const again = store.get(serializeKey(CART_KEY)).data != null;
      const [answer, lines] = await Promise.all([
        shop.getCart(NO_ORDER_ID),
        again ? import('../purchase/cartDrawer') : null,
      ]);
      const summary = cartSummaryFrom(answer);
      return lines ? { ...summary, details: lines.cartDetailsFrom(answer) } : summary;
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

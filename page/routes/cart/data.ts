/** /shop/cart (spec 2): the shopper's cart, server-rendered, changed through plain forms. */
import type { PublicConfig } from '../../config';
import type { CartView } from '../../purchase/cart';
import type { QuantityBounds } from '../../purchase/quantityRules';
import type { Shopper } from '../../storefront/shopper';

/**
 * The outcome of the cart form's last post, shown once after its redirect: a status, or an error
 * (for one line's quantity: the line and the value the shopper typed).
 */
export type CartNotice =
  | { kind: 'status'; message: string }
  | { kind: 'error'; message: string; orderItemId: string | null; attempted: string | null };

export interface CartPageData {
  kind: 'cart';
  cart: CartView;
  /**
   * Each line's quantity limits (spec 9), by order item id; null where the quantity does not
   * change here (eGift lines: Edit) or the product could not be read (the shop still checks).
   */
  limits: Readonly<Record<string, QuantityBounds | null>>;
  notice: CartNotice | null;
  /** Who is buying, as the wallets need it: a guest identity for an eGift card (spec 4), and
   * which wallets the shopper may use (spec 6). */
  shopper: Pick<Shopper, 'signedIn' | 'expressOptions'>;
  config: PublicConfig;
}

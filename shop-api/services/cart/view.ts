import { currentCart, isNoOrder, loadLines, loadOwnOrder } from '../orders/access.ts';
import type { ShopDeps } from '../orders/access.ts';
import { buildOrderView, emptyOrderView } from '../orders/view.ts';
import type { Visitor } from '../visitor.ts';

/** `GET /api/cart/{orderId}`: the cart, or an empty one for 000000 without a cart. */
export async function cartView(deps: ShopDeps, visitor: Visitor, orderId: string) {
  const order = isNoOrder(orderId)
    ? await currentCart(deps.repo, visitor)
    : await loadOwnOrder(deps.repo, visitor, orderId);
  if (!order) return { cart: emptyOrderView(visitor.userType) };
  const lines = await loadLines(deps.repo, await deps.repo.orders.listItems(order.orderId));
  return { cart: buildOrderView(order, lines, { now: deps.now(), userType: visitor.userType }) };
}

import { NO_ORDER_ID, isOwnOrder } from '../orders/access.ts';
import type { ShopDeps } from '../orders/access.ts';
import { cardCount } from '../orders/view.ts';
import type { Visitor } from '../visitor.ts';

/**
 * `GET /api/cart/restore`, called after every wallet flow and after a quantity-limit answer:
 * drops an unfinished express order (the cart becomes current again) and undoes the latest add
 * when it added fewer cards than asked for, so the shopper is not left with a partial line.
 */
export async function restoreCart(deps: ShopDeps, visitor: Visitor) {
  const now = deps.now();
  const nothing = { status: 'NOTHING_TO_RESTORE', orderId: NO_ORDER_ID, totalCartQuantity: 0 };
  if (!visitor.sessionToken) return { restoreCart: nothing };
  return deps.repo.transaction(async (repo) => {
    const session = await repo.sessions.get(visitor.sessionToken ?? '', { forUpdate: true });
    if (!session) return { restoreCart: nothing };
    let restored = false;
    if (session.expressOrderId) {
      const express = await repo.orders.get(session.expressOrderId, { forUpdate: true });
      if (express?.status === 'P' && isOwnOrder(express, visitor)) {
        await repo.orders.update(express.orderId, { status: 'X' }, now);
      }
      restored = true;
    }
    const found = session.cartOrderId
      ? await repo.orders.get(session.cartOrderId, { forUpdate: true })
      : null;
    const cart = found && isOwnOrder(found, visitor) ? found : null;
    const last = session.lastAdd;
    if (
      cart?.status === 'P' &&
      last &&
      last.orderId === cart.orderId &&
      last.added < last.requested
    ) {
      const items = await repo.orders.listItems(cart.orderId);
      for (const line of last.lines) {
        const item = items.find((candidate) => candidate.orderItemId === line.orderItemId);
        if (!item) continue;
        const left = item.quantity - line.added;
        if (line.created || left <= 0) await repo.orders.deleteItem(item.orderItemId);
        else await repo.orders.setItemQuantity(item.orderItemId, left);
      }
      restored = true;
    }
    await repo.sessions.update(session.token, { expressOrderId: null, lastAdd: null }, now);
    const items = cart?.status === 'P' ? await repo.orders.listItems(cart.orderId) : [];
    return {
      restoreCart: {
        status: restored ? 'RESTORED' : 'NOTHING_TO_RESTORE',
        orderId: cart?.status === 'P' ? cart.orderId : NO_ORDER_ID,
        totalCartQuantity: cardCount(items),
      },
    };
  });
}

import type { ShopRepository } from '../../db/repository.ts';
import type { OrderRecord } from '../../db/schema.ts';
import type { ShopDeps } from '../orders/access.ts';
import type { Visitor } from '../visitor.ts';

/**
 * The cart at sign-in (docs/security.md, "Cookies"): the cart cookie is never kept across it.
 * The guest's cart goes with the shopper, merged into the cart they left signed in before (lines
 * of the same card at the same amount add up; eGift lines stay apart, each with its recipients),
 * and the result gets a new cart session, named by a new cookie. The old session keeps nothing:
 * a cookie planted before sign-in, or copied, leads nowhere after it.
 *
 * Returns the new session's token, or null when the shopper has no cart (the caller then clears a
 * cart cookie the browser may hold).
 */
export async function cartAtSignIn(
  deps: ShopDeps,
  guest: Visitor,
  profileId: string,
): Promise<string | null> {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const session = guest.sessionToken
      ? await repo.sessions.get(guest.sessionToken, { forUpdate: true })
      : null;
    const found = session?.cartOrderId
      ? await repo.orders.get(session.cartOrderId, { forUpdate: true })
      : null;
    // The browser's cart, when it is a pending cart that is the guest's or already this shopper's
    // (never another shopper's, left behind or planted).
    const guestCart: OrderRecord | null =
      found?.status === 'P' && (found.profileId === null || found.profileId === profileId)
        ? found
        : null;
    let ownCart = await repo.orders.latestCartOf(profileId, { forUpdate: true });
    if (ownCart?.orderId === guestCart?.orderId) ownCart = null;

    const cart: OrderRecord | null = ownCart ?? guestCart;
    if (ownCart && guestCart) {
      await mergeInto(repo, ownCart.orderId, guestCart.orderId);
      await repo.orders.update(guestCart.orderId, { status: 'X' }, now);
    }
    if (session) {
      await repo.sessions.update(
        session.token,
        { cartOrderId: null, expressOrderId: null, lastAdd: null },
        now,
      );
    }
    if (!cart) return null;

    const token = crypto.randomUUID();
    await repo.sessions.create(token, now);
    await repo.sessions.update(token, { cartOrderId: cart.orderId }, now);
    await repo.orders.update(cart.orderId, { sessionToken: token, profileId }, now);
    return token;
  });
}

/** Moves the guest cart's items into `target`; a regular card at the same amount adds up. */
async function mergeInto(repo: ShopRepository, target: string, from: string): Promise<void> {
  const kept = await repo.orders.listItems(target);
  for (const item of await repo.orders.listItems(from)) {
    const same = item.isEgc
      ? undefined
      : kept.find(
          (line) =>
            !line.isEgc &&
            line.skuId === item.skuId &&
            line.unitPriceCents === item.unitPriceCents &&
            line.shipModeId === item.shipModeId,
        );
    if (same) {
      same.quantity += item.quantity;
      await repo.orders.setItemQuantity(same.orderItemId, same.quantity);
      await repo.orders.deleteItem(item.orderItemId);
    } else {
      await repo.orders.moveItem(item.orderItemId, target);
    }
  }
}

import {
  checkLineQuantity,
  checkTotalGiftCardAmount,
  decideStock,
  outOfStockError,
  partialLimitError,
} from '../../domain/giftCards.ts';
import { SHIP_MODE_IDS, defaultShipModeId, shipModeIdsFor } from '../../domain/shipping.ts';
import { invalidInput, ruleFailure } from '../../http/errors.ts';
import { loadLines, loadOwnOrder, requirePending } from './access.ts';
import type { ShopDeps } from './access.ts';
import { buildOrderView, productTotalCents } from './view.ts';
import type { Visitor } from '../visitor.ts';

/** What a shopper may change on a pending order: items, ship modes, e-mail, the wallet address. */

/** `GET /api/orders/{orderId}`. */
export async function orderView(deps: ShopDeps, visitor: Visitor, orderId: string) {
  const order = await loadOwnOrder(deps.repo, visitor, orderId);
  const lines = await loadLines(deps.repo, await deps.repo.orders.listItems(order.orderId));
  return { order: buildOrderView(order, lines, { now: deps.now(), userType: visitor.userType }) };
}

export interface OrderUpdate {
  action: 'update' | 'cancel';
  email?: string | undefined;
  orderItems?: {
    orderItemId: string;
    quantity?: number | undefined;
    shipModeId?: string | undefined;
  }[];
}

/**
 * `POST /api/orders/{orderId}`: change quantities (0 removes a line), ship modes or the e-mail,
 * or cancel the order (what the account-wallet flow does on any failure). Quantity changes go
 * through the same limits as an add to cart.
 */
export async function updateOrder(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  update: OrderUpdate,
) {
  const now = deps.now();
  await deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    if (update.action === 'cancel') {
      await repo.orders.update(order.orderId, { status: 'X' }, now);
      return;
    }
    const lines = await loadLines(repo, await repo.orders.listItems(order.orderId));
    const items = lines.map((line) => ({ ...line.item }));
    for (const [index, change] of (update.orderItems ?? []).entries()) {
      const field = `orderItems.${index}`;
      const item = items.find((candidate) => candidate.orderItemId === change.orderItemId);
      const line = lines.find((candidate) => candidate.item.orderItemId === change.orderItemId);
      if (!item || !line) {
        throw invalidInput([
          { field: `${field}.orderItemId`, message: `No item ${change.orderItemId} in this order` },
        ]);
      }
      if (change.shipModeId !== undefined) {
        const allowed = shipModeIdsFor({
          isEgc: item.isEgc,
          sameDayDeliveryEligible: line.sku?.sameDayDeliveryEligible ?? false,
          shipToStore: item.shipModeId === SHIP_MODE_IDS.shipToStore,
        });
        if (!allowed.includes(change.shipModeId)) {
          throw invalidInput([
            {
              field: `${field}.shipModeId`,
              message: `Ship mode ${change.shipModeId} is not available for this item`,
            },
          ]);
        }
        item.shipModeId = change.shipModeId;
      }
      if (change.quantity !== undefined && change.quantity !== item.quantity) {
        if (change.quantity > 0 && item.isEgc) {
          throw invalidInput([
            {
              field: `${field}.quantity`,
              message: 'eGift quantities follow their recipients: remove the item and add it again',
            },
          ]);
        }
        if (change.quantity > 0) {
          const others = items
            .filter((other) => other.skuId === item.skuId && other.orderItemId !== item.orderItemId)
            .reduce((sum, other) => sum + other.quantity, 0);
          const type = line.product?.giftCardType ?? 'standard';
          const rule = checkLineQuantity({
            type,
            inCart: others,
            requested: change.quantity,
            bulkMinQuantity: line.product?.bulkGiftcardMinQuantity ?? 51,
            field: `${field}.quantity`,
          });
          if (rule) throw ruleFailure(400, rule);
          const [sku] = await repo.products.getSkus([item.skuId]);
          const stock = decideStock({
            stockLevel: sku?.stockLevel ?? 0,
            inCart: others,
            requested: change.quantity,
          });
          if (stock.kind === 'out_of_stock')
            throw ruleFailure(400, outOfStockError(`${field}.quantity`));
          if (stock.kind !== 'full') {
            throw ruleFailure(400, partialLimitError(sku?.stockLevel ?? 0, `${field}.quantity`));
          }
        }
        item.quantity = change.quantity;
      }
    }
    const kept = items.filter((item) => item.quantity > 0);
    const totalRule = checkTotalGiftCardAmount({
      inCartCents: 0,
      addCents: productTotalCents(kept),
    });
    if (totalRule) throw ruleFailure(400, totalRule);
    for (const item of items) {
      const before = lines.find((line) => line.item.orderItemId === item.orderItemId)?.item;
      if (item.quantity === 0) await repo.orders.deleteItem(item.orderItemId);
      else if (before && before.quantity !== item.quantity)
        await repo.orders.setItemQuantity(item.orderItemId, item.quantity);
      if (item.quantity > 0 && before && before.shipModeId !== item.shipModeId) {
        await repo.orders.setItemShipMode(item.orderItemId, item.shipModeId);
      }
    }
    if (update.email !== undefined)
      await repo.orders.update(order.orderId, { email: update.email }, now);
  });
  return orderView(deps, visitor, orderId);
}

/** `POST /api/orders/{orderId}/removeAddressIdAssociation`: forget the wallet's address. */
export async function removeAddressAssociation(deps: ShopDeps, visitor: Visitor, orderId: string) {
  const now = deps.now();
  await deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    await repo.orders.update(
      order.orderId,
      { shippingAddress: null, addressId: null, sddSlot: null },
      now,
    );
    // Same day needs an address: items go back to standard shipping with it.
    for (const item of await repo.orders.listItems(order.orderId)) {
      if (item.shipModeId === SHIP_MODE_IDS.sameDay) {
        await repo.orders.setItemShipMode(item.orderItemId, defaultShipModeId(item.isEgc));
      }
    }
  });
  return { removeAddressIdAssociation: { orderId, status: 'SUCCESS' } };
}

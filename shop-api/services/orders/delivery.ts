import { isPoBox } from '../../domain/address.ts';
import { checkItemStateRestrictions, checkShippingState } from '../../domain/restrictions.ts';
import { sameDayWindows } from '../../domain/sameDay.ts';
import { SHIP_MODES, SHIP_MODE_IDS, shipModeIdsFor } from '../../domain/shipping.ts';
import type { Address } from '../../domain/types.ts';
import { poBoxError } from '../../domain/walletValidation.ts';
import { invalidInput, ruleFailure } from '../../http/errors.ts';
import { loadLines, loadOwnOrder, requirePending } from './access.ts';
import type { OrderLine, ShopDeps } from './access.ts';
import { productTotalCents, shippingMethodsFor } from './view.ts';
import type { Visitor } from '../visitor.ts';

/** Delivery of an order: the ship modes offered, the eGift delivery, the shipping address. */

/** `GET /api/orders/{orderId}/getDeliveryOptions`: the ship modes of each item, priced. */
export async function deliveryOptions(deps: ShopDeps, visitor: Visitor, orderId: string) {
  const now = deps.now();
  const order = await loadOwnOrder(deps.repo, visitor, orderId);
  const lines = await loadLines(deps.repo, await deps.repo.orders.listItems(order.orderId));
  const productCents = productTotalCents(lines.map((line) => line.item));
  const context = { now, productCents, userType: visitor.userType, sddSlotLabel: null };
  const orderItems = lines.map((line) => ({
    orderItemId: line.item.orderItemId,
    skuId: line.item.skuId,
    isEGCItem: line.item.isEgc,
    shipModeId: line.item.shipModeId,
    availableShippingMethods: shippingMethodsFor(line, context),
  }));
  // The order-level list: every mode some physical item can use, once.
  const shippingMethods = new Map<string, ReturnType<typeof shippingMethodsFor>[number]>();
  for (const item of orderItems) {
    if (item.isEGCItem) continue;
    for (const method of item.availableShippingMethods) {
      const known = shippingMethods.get(method.shipmodeId);
      shippingMethods.set(method.shipmodeId, {
        ...method,
        isSelected: (known?.isSelected ?? false) || method.isSelected,
      });
    }
  }
  const sameDayPossible = lines.some(
    (line) => !line.item.isEgc && line.sku?.sameDayDeliveryEligible,
  );
  const selectedIndex = order.sddSlot
    ? sameDayWindows(now).findIndex((slot) => slot.id === order.sddSlot?.id)
    : -1;
  return {
    deliveryOptions: {
      orderId: order.orderId,
      orderItems,
      shippingMethods: [...shippingMethods.values()],
      sddWindows: sameDayPossible
        ? sameDayWindows(now, selectedIndex >= 0 ? selectedIndex : null)
        : [],
    },
  };
}

/** `POST /api/orders/egiftCard/getdeliveryoptions`: the eGift items with their delivery. */
export async function egiftDeliveryOptions(deps: ShopDeps, visitor: Visitor, orderId: string) {
  const order = await loadOwnOrder(deps.repo, visitor, orderId);
  const items = await deps.repo.orders.listItems(order.orderId);
  return {
    data: {
      egiftcarddeliveryoptions: {
        orderId: order.orderId,
        eGiftCards: {
          orderItems: items
            .filter((item) => item.isEgc)
            .map((item) => ({
              orderItemId: item.orderItemId,
              productId: item.productId,
              skuId: item.skuId,
              quantity: item.quantity,
              giftAmount: item.unitPriceCents / 100,
              shipModeId: SHIP_MODE_IDS.email,
              deliveryMethod: 'EMAIL',
              estimatedDelivery: SHIP_MODES[SHIP_MODE_IDS.email]?.description ?? '',
              ...item.egift,
            })),
        },
      },
    },
  };
}

export interface ShippingUpdate extends Address {
  orderItems?: { orderItemId: string; shipModeId: string }[] | undefined;
}

function physicalRestrictions(lines: readonly OrderLine[]) {
  return lines
    .filter((line) => !line.item.isEgc)
    .map((line) => ({
      name: line.product?.name ?? 'This item',
      stateRestriction: line.product?.stateRestriction ?? [],
    }));
}

/** `POST /api/orders/PUT/{orderId}/shipping`: set the shipping address (and ship modes). */
export async function updateShipping(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  update: ShippingUpdate,
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const lines = await loadLines(repo, await repo.orders.listItems(order.orderId));
    const stateRule =
      checkShippingState(update.state, 'state') ??
      checkItemStateRestrictions(physicalRestrictions(lines), update.state, 'state');
    if (stateRule) throw ruleFailure(400, stateRule);

    const modes = new Map(lines.map((line) => [line.item.orderItemId, line.item.shipModeId]));
    for (const [index, change] of (update.orderItems ?? []).entries()) {
      const line = lines.find((candidate) => candidate.item.orderItemId === change.orderItemId);
      if (!line) {
        throw invalidInput([
          {
            field: `orderItems.${index}.orderItemId`,
            message: `No item ${change.orderItemId} in this order`,
          },
        ]);
      }
      const allowed = shipModeIdsFor({
        isEgc: line.item.isEgc,
        sameDayDeliveryEligible: line.sku?.sameDayDeliveryEligible ?? false,
        shipToStore: line.item.shipModeId === SHIP_MODE_IDS.shipToStore,
      });
      if (!allowed.includes(change.shipModeId)) {
        throw invalidInput([
          {
            field: `orderItems.${index}.shipModeId`,
            message: `Ship mode ${change.shipModeId} is not available for this item`,
          },
        ]);
      }
      modes.set(change.orderItemId, change.shipModeId);
    }
    const sameDay = [...modes.values()].includes(SHIP_MODE_IDS.sameDay);
    if (sameDay && isPoBox(update.address, update.address2, update.city)) {
      throw ruleFailure(400, poBoxError('address'));
    }
    const { orderItems: _orderItems, ...address } = update;
    const addressId = update.addressId || `addr-${crypto.randomUUID().slice(0, 8)}`;
    await repo.orders.update(
      order.orderId,
      {
        shippingAddress: { ...address, addressId },
        addressId,
        ...(update.email ? { email: update.email } : {}),
      },
      now,
    );
    for (const line of lines) {
      const mode = modes.get(line.item.orderItemId);
      if (mode && mode !== line.item.shipModeId)
        await repo.orders.setItemShipMode(line.item.orderItemId, mode);
    }
    return { updateShippingAddress: { orderId: order.orderId, addressId } };
  });
}

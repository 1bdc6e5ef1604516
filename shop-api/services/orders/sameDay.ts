import { isPoBox } from '../../domain/address.ts';
import { ErrorKey } from '../../domain/errors.ts';
import { sameDayWindows } from '../../domain/sameDay.ts';
import { SHIP_MODE_IDS } from '../../domain/shipping.ts';
import { checkSameDayStore } from '../../domain/stores.ts';
import { poBoxError } from '../../domain/walletValidation.ts';
import { ApiError, ruleFailure } from '../../http/errors.ts';
import { loadLines, loadOwnOrder, requireItems, requirePending } from './access.ts';
import type { ShopDeps } from './access.ts';
import type { Visitor } from '../visitor.ts';

/**
 * `POST /api/orders/{orderId}/sod/ship`: same-day delivery check. `hasSDDItems: true` moves the
 * eligible items to same day, `false` moves them back to standard; with `validateSDDItems` the
 * address and items are checked (PO boxes are refused with NON_DELVERABLE_ADDRESS_ERR).
 */
export async function sameDayShip(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  body: { validateSDDItems: boolean; hasSDDItems: boolean },
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const lines = await loadLines(repo, await repo.orders.listItems(order.orderId));
    requireItems(
      order,
      lines.map((line) => line.item),
    );
    const eligible = lines.filter((line) => !line.item.isEgc && line.sku?.sameDayDeliveryEligible);
    const ineligible = lines.filter((line) => !eligible.includes(line));
    if (body.validateSDDItems || body.hasSDDItems) {
      if (body.hasSDDItems && eligible.length === 0) {
        throw new ApiError(400, {
          errors: [
            {
              errorKey: ErrorKey.sddError,
              message: 'These items are not available for Same Day Delivery.',
            },
          ],
        });
      }
      const address = order.shippingAddress;
      if (order.sddStore && eligible.length > 0) {
        const check = checkSameDayStore({
          storeId: order.sddStore.storeId,
          zipCode: address?.zipCode ?? order.sddStore.zipCode ?? '',
          hasGiftCardItems: true,
        });
        if (!check.ok) throw ruleFailure(400, check.rule);
      }
      if (body.hasSDDItems && !address) {
        throw new ApiError(400, {
          errors: [
            {
              errorKey: ErrorKey.shippingAddressRequired,
              message: 'Add a delivery address for Same Day Delivery.',
            },
          ],
        });
      }
      if (body.hasSDDItems && address && isPoBox(address.address, address.address2, address.city)) {
        throw ruleFailure(400, poBoxError('shippingAddress.address'));
      }
    }
    for (const line of eligible) {
      const target = body.hasSDDItems ? SHIP_MODE_IDS.sameDay : SHIP_MODE_IDS.standard;
      if (line.item.shipModeId !== target)
        await repo.orders.setItemShipMode(line.item.orderItemId, target);
    }
    if (!body.hasSDDItems && order.sddSlot)
      await repo.orders.update(order.orderId, { sddSlot: null }, now);
    const windows = sameDayWindows(now);
    const store = order.sddStore
      ? checkSameDayStore({
          storeId: order.sddStore.storeId,
          zipCode: order.shippingAddress?.zipCode ?? order.sddStore.zipCode ?? '',
          hasGiftCardItems: eligible.length > 0,
        })
      : null;
    return {
      data: {
        ddResponse: {
          orderId: order.orderId,
          storeId: store?.ok ? store.store.storeId : null,
          bestStores: store?.ok ? store.bestStores : [],
          storeTimeZone: store?.ok ? store.store.timeZone : null,
          status: eligible.length > 0 ? 'SDD_ELIGIBLE' : 'SDD_INELIGIBLE',
          sddItems: body.hasSDDItems ? eligible.map((line) => line.item.orderItemId) : [],
          eligibleItems: eligible.map((line) => line.item.orderItemId),
          ineligibleItems: ineligible.map((line) => line.item.orderItemId),
          deliveryWindows: eligible.length > 0 ? windows : [],
          deliveryCharge: windows[0]?.deliveryCharge ?? 0,
        },
      },
    };
  });
}

/** `POST /api/orders/{orderId}/sdd/updatewindow`: choose a same-day window by its position. */
export async function updateSameDayWindow(
  deps: ShopDeps,
  visitor: Visitor,
  orderId: string,
  position: number,
) {
  const now = deps.now();
  return deps.repo.transaction(async (repo) => {
    const order = await loadOwnOrder(repo, visitor, orderId, { forUpdate: true });
    requirePending(order);
    const items = await repo.orders.listItems(order.orderId);
    if (!items.some((item) => item.shipModeId === SHIP_MODE_IDS.sameDay)) {
      throw new ApiError(400, {
        errors: [
          {
            errorKey: ErrorKey.sddError,
            message: 'No item in this order is set to Same Day Delivery.',
          },
        ],
      });
    }
    const windows = sameDayWindows(now, position);
    const slot = windows[position];
    if (!slot) {
      throw new ApiError(400, {
        errors: [
          {
            errorKey: ErrorKey.deliveryDateUnavailable,
            field: 'selectedSlotPosition',
            message: `Delivery window ${position} is not available; choose 0 to ${windows.length - 1}.`,
          },
        ],
      });
    }
    await repo.orders.update(order.orderId, { sddSlot: slot }, now);
    return {
      data: {
        updateWindow: {
          orderId: order.orderId,
          selectedSlotPosition: position,
          slot,
          deliveryWindows: windows,
        },
      },
    };
  });
}

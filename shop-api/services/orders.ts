import type { ShopRepository } from '../db/repository.ts';
import type { OrderItemRecord, OrderRecord } from '../db/schema.ts';
import { isPoBox } from '../domain/address.ts';
import { ErrorKey } from '../domain/errors.ts';
import {
  checkLineQuantity,
  checkTotalGiftCardAmount,
  decideStock,
  outOfStockError,
  partialLimitError,
} from '../domain/giftCards.ts';
import { formatAmount, toCents } from '../domain/money.ts';
import { sameDayWindows } from '../domain/sameDay.ts';
import { checkSameDayStore } from '../domain/stores.ts';
import { checkItemStateRestrictions, checkShippingState } from '../domain/restrictions.ts';
import {
  SHIP_MODE_IDS,
  SHIP_MODES,
  defaultShipModeId,
  shipModeIdsFor,
} from '../domain/shipping.ts';
import { TAX_RATE } from '../domain/totals.ts';
import type { Address } from '../domain/types.ts';
import { poBoxError } from '../domain/walletValidation.ts';
import { ApiError, invalidInput, ruleFailure } from '../http/errors.ts';
import {
  NO_ORDER_ID,
  buildOrderView,
  emptyOrderView,
  loadLines,
  loadOwnOrder,
  requireItems,
  requirePending,
  shippingMethodsFor,
  productTotalCents,
} from './orderView.ts';
import type { OrderLine } from './orderView.ts';
import type { Visitor } from './visitor.ts';

export interface OrderDeps {
  repo: ShopRepository;
  now: () => Date;
}

const isNoOrder = (orderId: string) => /^0+$/.test(orderId);

/** The order a summary/tax call means: the given one, or the visitor's cart for 000000. */
async function resolveOrder(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
): Promise<OrderRecord | null> {
  if (!isNoOrder(orderId)) return loadOwnOrder(deps.repo, visitor, orderId);
  if (!visitor.sessionToken) return null;
  const session = await deps.repo.sessions.get(visitor.sessionToken);
  const order = session?.cartOrderId ? await deps.repo.orders.get(session.cartOrderId) : null;
  return order?.status === 'P' ? order : null;
}

export async function orderView(deps: OrderDeps, visitor: Visitor, orderId: string) {
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
  deps: OrderDeps,
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

/** `GET /api/orders/{orderId}/getDeliveryOptions`: the ship modes of each item, priced. */
export async function deliveryOptions(deps: OrderDeps, visitor: Visitor, orderId: string) {
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
export async function egiftDeliveryOptions(deps: OrderDeps, visitor: Visitor, orderId: string) {
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

/** `POST /api/orders/{orderId}/removeAddressIdAssociation`: forget the wallet's address. */
export async function removeAddressAssociation(deps: OrderDeps, visitor: Visitor, orderId: string) {
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
  deps: OrderDeps,
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

/**
 * `POST /api/orders/{orderId}/sod/ship`: same-day delivery check. `hasSDDItems: true` moves the
 * eligible items to same day, `false` moves them back to standard; with `validateSDDItems` the
 * address and items are checked (PO boxes are refused with NON_DELVERABLE_ADDRESS_ERR).
 */
export async function sameDayShip(
  deps: OrderDeps,
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
  deps: OrderDeps,
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

async function summaryOf(deps: OrderDeps, visitor: Visitor, orderId: string) {
  const order = await resolveOrder(deps, visitor, orderId);
  if (!order) return { order: null, view: emptyOrderView(visitor.userType) };
  const lines = await loadLines(deps.repo, await deps.repo.orders.listItems(order.orderId));
  return {
    order,
    view: buildOrderView(order, lines, { now: deps.now(), userType: visitor.userType }),
  };
}

function pickTotals(view: ReturnType<typeof emptyOrderView> | ReturnType<typeof buildOrderView>) {
  return {
    orderId: view.orderId,
    totalCartQuantity: view.totalCartQuantity,
    totalProductPrice: view.totalProductPrice,
    totalAdjustment: view.totalAdjustment,
    discountedTotalProductPrice: view.discountedTotalProductPrice,
    totalShippingCharge: view.totalShippingCharge,
    totalEstimatedShippingCharge: view.totalEstimatedShippingCharge,
    sameDayDeliveryCharge: view.sameDayDeliveryCharge,
    retailDeliveryFee: view.retailDeliveryFee,
    employeeDiscount: view.employeeDiscount,
    totalTax: view.totalTax,
    totalEstimatedTax: view.totalEstimatedTax,
    taxRate: view.taxRate,
    orderTotal: view.orderTotal,
    grandTotal: view.grandTotal,
    currency: view.currency,
    freeShipping: view.freeShipping,
  };
}

/** `POST /api/orders/ordersummary`. */
export async function orderSummary(deps: OrderDeps, visitor: Visitor, orderId: string) {
  const { view } = await summaryOf(deps, visitor, orderId);
  return { orderSummary: pickTotals(view) };
}

/** `POST /api/orders/ewallet/paymentsummary`: totals as wallet-sheet line items (strings). */
export async function paymentSummary(
  deps: OrderDeps,
  visitor: Visitor,
  orderId: string,
  paymentMethod: string,
) {
  const { view } = await summaryOf(deps, visitor, orderId);
  const line = (label: string, amount: number) => ({
    label,
    amount: formatAmount(toCents(amount)),
    type: 'final',
  });
  const lineItems = [
    line('Subtotal', view.discountedTotalProductPrice),
    line('Shipping', view.totalShippingCharge),
    ...(view.sameDayDeliveryCharge > 0
      ? [line('Same Day Delivery Fee', view.sameDayDeliveryCharge)]
      : []),
    ...(view.retailDeliveryFee > 0 ? [line('Retail Delivery Fee', view.retailDeliveryFee)] : []),
    line('Estimated Tax', view.totalTax),
  ];
  return {
    paymentSummary: {
      ...pickTotals(view),
      paymentMethod,
      currencyCode: 'USD',
      lineItems,
      total: {
        label: 'Cairnfield Outfitters',
        amount: formatAmount(toCents(view.orderTotal)),
        type: 'final',
      },
    },
  };
}

/** `GET /api/taxes/order/{orderId}/tax`. */
export async function orderTax(deps: OrderDeps, visitor: Visitor, orderId: string) {
  const { order, view } = await summaryOf(deps, visitor, orderId);
  const taxable = view.totalShippingCharge + view.sameDayDeliveryCharge;
  return {
    tax: {
      orderId: order?.orderId ?? NO_ORDER_ID,
      taxRate: TAX_RATE,
      // Gift cards are not taxed; shipping and delivery charges are.
      taxableAmount: Math.round(taxable * 100) / 100,
      totalTax: view.totalTax,
      totalEstimatedTax: view.totalEstimatedTax,
      currency: 'USD',
    },
  };
}

/** Re-checks tracked stock just before an order is placed (stock may have dropped meanwhile). */
export async function checkStockForPlacement(
  repo: ShopRepository,
  items: readonly OrderItemRecord[],
) {
  const skus = new Map(
    (await repo.products.getSkus(items.map((item) => item.skuId))).map((sku) => [sku.skuId, sku]),
  );
  for (const item of items) {
    const level = skus.get(item.skuId)?.stockLevel ?? null;
    if (level !== null && item.quantity > level) {
      throw ruleFailure(409, level === 0 ? outOfStockError() : partialLimitError(level), {
        orderItemId: item.orderItemId,
      });
    }
  }
}

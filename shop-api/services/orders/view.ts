import type { OrderItemRecord, OrderRecord } from '../../db/schema.ts';
import { formatAmount, toDollars } from '../../domain/money.ts';
import { sameDayWindows } from '../../domain/sameDay.ts';
import { findStore, skuShipToStore } from '../../domain/stores.ts';
import {
  SHIP_MODES,
  SHIP_MODE_IDS,
  addBusinessDays,
  freeShippingProgress,
  isoDate,
  shipModeChargeCents,
  shipModeIdsFor,
} from '../../domain/shipping.ts';
import type { UserType } from '../../domain/shipping.ts';
import { computeTotals } from '../../domain/totals.ts';
import type { OrderTotals } from '../../domain/totals.ts';
import { NO_ORDER_ID } from './access.ts';
import type { OrderLine } from './access.ts';

/** How an order (or cart) is shown on the wire: items, ship modes, totals (shop-api/openapi.json). */

export interface ShippingMethodView {
  shipmodeId: string;
  shipModeCode: string;
  shippingType: string;
  shipmodeDisplayName: string;
  shipmodeDesc: string;
  saleShippingCharge: number;
  estimatedFromDate: string | null;
  estimatedToDate: string | null;
  estimatedSddDelivery: string | null;
  isSelected: boolean;
}

/** How many cards the items hold (those `which` selects). */
export function cardCount(
  items: readonly OrderItemRecord[],
  which: (item: OrderItemRecord) => boolean = () => true,
): number {
  return items.filter(which).reduce((sum, item) => sum + item.quantity, 0);
}

export function productTotalCents(items: readonly OrderItemRecord[]): number {
  return items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
}

export function totalsFor(
  order: Pick<OrderRecord, 'sddSlot'>,
  items: readonly OrderItemRecord[],
  userType: UserType,
): OrderTotals {
  return computeTotals({
    items,
    userType,
    sameDayChargeCents: order.sddSlot ? Math.round(order.sddSlot.deliveryCharge * 100) : null,
  });
}

export function shippingMethodsFor(
  line: OrderLine,
  context: { now: Date; productCents: number; userType: UserType; sddSlotLabel: string | null },
): ShippingMethodView[] {
  const ids = shipModeIdsFor({
    isEgc: line.item.isEgc,
    sameDayDeliveryEligible: line.sku?.sameDayDeliveryEligible ?? false,
    shipToStore: line.item.shipModeId === SHIP_MODE_IDS.shipToStore,
  });
  return ids.flatMap((id) => {
    const mode = SHIP_MODES[id];
    if (!mode) return [];
    const sameDay = id === SHIP_MODE_IDS.sameDay;
    return [
      {
        shipmodeId: mode.shipModeId,
        shipModeCode: mode.shipModeCode,
        shippingType: mode.shippingType,
        shipmodeDisplayName: mode.displayName,
        shipmodeDesc: mode.description,
        saleShippingCharge: sameDay
          ? 9.99
          : toDollars(shipModeChargeCents(mode, context.productCents, context.userType)),
        estimatedFromDate: mode.days ? isoDate(addBusinessDays(context.now, mode.days.min)) : null,
        estimatedToDate: mode.days ? isoDate(addBusinessDays(context.now, mode.days.max)) : null,
        estimatedSddDelivery: sameDay ? (context.sddSlotLabel ?? 'Today') : null,
        isSelected: line.item.shipModeId === id,
      },
    ];
  });
}

function sddSlotLabel(order: OrderRecord, now: Date): string | null {
  const slot = order.sddSlot ?? sameDayWindows(now)[0];
  return slot ? `${slot.deliveryStartTime}/${slot.deliveryEndTime}` : null;
}

/** The ship-to-store store of an order and the programmes it takes part in (spec 5). */
function shipToStoreView(storeId: string | null) {
  if (!storeId) return null;
  const store = findStore(storeId);
  return {
    storeId,
    name: store?.name ?? null,
    isSTSv1: store?.shipToStore.v1 ?? false,
    isSTSv2: store?.shipToStore.v2 ?? false,
  };
}

/** The order (or cart) as every order route returns it. */
export function buildOrderView(
  order: OrderRecord,
  lines: readonly OrderLine[],
  context: { now: Date; userType: UserType },
) {
  const items = lines.map((line) => line.item);
  const productCents = productTotalCents(items);
  const totals =
    order.status === 'M' && order.placedTotals
      ? (order.placedTotals as unknown as OrderTotals)
      : totalsFor(order, items, context.userType);
  const slotLabel = sddSlotLabel(order, context.now);
  return {
    orderId: order.orderId,
    orderStatus: order.status,
    orderType: order.kind,
    userType: context.userType,
    totalCartQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    orderItems: lines.map((line) => {
      const mode = SHIP_MODES[line.item.shipModeId];
      return {
        orderItemId: line.item.orderItemId,
        productId: line.item.productId,
        skuId: line.item.skuId,
        partNumber: line.sku?.partNumber ?? null,
        name: line.sku?.name ?? line.product?.name ?? 'Gift card',
        imageURL: line.sku?.imageURL ?? null,
        thumbnail: line.sku?.thumbnail ?? null,
        seoURL: line.product?.seoURL ?? null,
        quantity: line.item.quantity,
        giftAmount: toDollars(line.item.unitPriceCents),
        unitPrice: toDollars(line.item.unitPriceCents),
        displayPrice: formatAmount(line.item.unitPriceCents),
        itemTotal: toDollars(line.item.unitPriceCents * line.item.quantity),
        isEGCItem: line.item.isEgc,
        isBundleItem: false,
        shipModeId: line.item.shipModeId,
        shipModeCode: mode?.shipModeCode ?? null,
        availableShippingMethods: shippingMethodsFor(line, {
          now: context.now,
          productCents,
          userType: context.userType,
          sddSlotLabel: slotLabel,
        }),
        skuDetails: {
          skuInfo: {
            ...(line.item.isEgc
              ? { isSTSv1: false, isSTSv2: false }
              : skuShipToStore(line.product?.giftCardType ?? 'standard')),
            sameDayDeliveryEligible: line.sku?.sameDayDeliveryEligible ?? false,
          },
        },
        eGiftCard: line.item.egift,
      };
    }),
    email: order.email,
    shipToStore: shipToStoreView(order.stsStoreId),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    addressId: order.addressId,
    sddWindow: order.sddSlot,
    freeShipping: freeShippingProgress(productCents, context.userType),
    ...totals,
    placedAt: order.placedAt?.toISOString() ?? null,
  };
}

/** An empty cart for order id 000000 (no cart yet). */
export function emptyOrderView(userType: UserType) {
  return {
    orderId: NO_ORDER_ID,
    orderStatus: 'P' as const,
    orderType: 'cart' as const,
    userType,
    totalCartQuantity: 0,
    orderItems: [],
    email: null,
    shippingAddress: null,
    billingAddress: null,
    addressId: null,
    sddWindow: null,
    freeShipping: freeShippingProgress(0, userType),
    ...computeTotals({ items: [], userType }),
    placedAt: null,
  };
}

import { toDollars } from './money.ts';
import { SHIP_MODES, SHIP_MODE_IDS, shipModeChargeCents } from './shipping.ts';
import type { UserType } from './shipping.ts';

/**
 * Fixed demo tax rate. Gift cards are stored value, which US states do not tax, so the rate
 * applies to the taxable part of an order: shipping and same-day delivery charges.
 */
export const TAX_RATE = 0.0825;

export interface TotalsItem {
  quantity: number;
  unitPriceCents: number;
  shipModeId: string;
}

/** Order totals with both names the shop uses for each figure (spec 3, "Order totals"). */
export interface OrderTotals {
  totalProductPrice: number;
  totalAdjustment: number;
  discountedTotalProductPrice: number;
  totalShippingCharge: number;
  totalEstimatedShippingCharge: number;
  sameDayDeliveryCharge: number;
  retailDeliveryFee: number;
  employeeDiscount: number;
  totalTax: number;
  totalEstimatedTax: number;
  taxRate: number;
  orderTotal: number;
  grandTotal: number;
  currency: 'USD';
}

export function computeTotals(input: {
  items: readonly TotalsItem[];
  userType: UserType;
  /** The chosen same-day window's charge, when same-day delivery is used. */
  sameDayChargeCents?: number | null;
}): OrderTotals {
  const productCents = input.items.reduce(
    (sum, item) => sum + item.quantity * item.unitPriceCents,
    0,
  );
  // Gift cards carry no promotions or employee discount: the fields exist for the wire shape.
  const adjustmentCents = 0;
  const employeeDiscountCents = 0;
  const discountedCents = productCents + adjustmentCents;

  // One charge per ship mode used in the order, not per item: a box ships once.
  const modes = new Set(input.items.map((item) => item.shipModeId));
  let shippingCents = 0;
  for (const id of modes) {
    const mode = SHIP_MODES[id];
    if (mode) shippingCents += shipModeChargeCents(mode, productCents, input.userType);
  }
  const usesSameDay = modes.has(SHIP_MODE_IDS.sameDay);
  const sameDayCents = usesSameDay ? (input.sameDayChargeCents ?? 999) : 0;
  // Colorado's retail delivery fee applies to deliveries of taxable goods; gift cards are not.
  const retailDeliveryFeeCents = 0;
  const taxCents = Math.round((shippingCents + sameDayCents) * TAX_RATE);
  const totalCents =
    discountedCents + shippingCents + sameDayCents + retailDeliveryFeeCents + taxCents;

  return {
    totalProductPrice: toDollars(productCents),
    totalAdjustment: toDollars(adjustmentCents),
    discountedTotalProductPrice: toDollars(discountedCents),
    totalShippingCharge: toDollars(shippingCents),
    totalEstimatedShippingCharge: toDollars(shippingCents),
    sameDayDeliveryCharge: toDollars(sameDayCents),
    retailDeliveryFee: toDollars(retailDeliveryFeeCents),
    employeeDiscount: toDollars(employeeDiscountCents),
    totalTax: toDollars(taxCents),
    totalEstimatedTax: toDollars(taxCents),
    taxRate: TAX_RATE,
    orderTotal: toDollars(totalCents),
    grandTotal: toDollars(totalCents),
    currency: 'USD',
  };
}

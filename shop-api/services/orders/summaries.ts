import { formatAmount, toCents } from '../../domain/money.ts';
import { TAX_RATE } from '../../domain/totals.ts';
import { NO_ORDER_ID, currentCart, isNoOrder, loadLines, loadOwnOrder } from './access.ts';
import type { ShopDeps } from './access.ts';
import { buildOrderView, emptyOrderView } from './view.ts';
import type { Visitor } from '../visitor.ts';

/** The order a summary/tax call means: the given one, or the visitor's cart for 000000. */
async function resolveOrder(deps: ShopDeps, visitor: Visitor, orderId: string) {
  if (!isNoOrder(orderId)) return loadOwnOrder(deps.repo, visitor, orderId);
  return currentCart(deps.repo, visitor);
}

async function summaryOf(deps: ShopDeps, visitor: Visitor, orderId: string) {
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
export async function orderSummary(deps: ShopDeps, visitor: Visitor, orderId: string) {
  const { view } = await summaryOf(deps, visitor, orderId);
  return { orderSummary: pickTotals(view) };
}

/** `POST /api/orders/ewallet/paymentsummary`: totals as wallet-sheet line items (strings). */
export async function paymentSummary(
  deps: ShopDeps,
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
export async function orderTax(deps: ShopDeps, visitor: Visitor, orderId: string) {
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

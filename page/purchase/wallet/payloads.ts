/**
 * Wallet payload builders (spec 3 "Order and wallet entities", spec 7 "Device wallet" and
 * "Account wallet"). Pure: plain domain inputs in, the shop's JSON bodies out.
 */
import type { WalletAddress, WalletContact } from './contact';
import { contactToAddress } from './contact';
import { normalizeShipModeId } from './shippingModes';
import { HOME_DELIVERY } from './fulfilment';

// ---------------------------------------------------------------------------------------------
// Add to cart (both wallets)

export interface WalletFulfilment {
  pickUpInStore: boolean;
  shipToStore: boolean;
  /** The shopper's selected store, sent with pickup and ship to store. */
  storeId: string | null;
  /** Same-day delivery from a store to a ZIP. */
  sameDay: { storeId: string; zipCode: string } | null;
}

export { HOME_DELIVERY };

/**
 * The wallet add to cart (spec 7: skus with quantity, isPickUpInStore, isShipToStore,
 * selectedStoreId, isSDD, sddStoreId, sddZipCode) laid over the regular add-to-cart payload, so an
 * eGift card keeps its sender, recipients, message and isSendToOne exactly as the regular add.
 */
export function buildWalletAddToCart<P extends object>(
  regularPayload: P,
  fulfilment: WalletFulfilment = HOME_DELIVERY,
): P & {
  isPickUpInStore: boolean;
  isShipToStore: boolean;
  isSDD: boolean;
  selectedStoreId?: string;
  sddStoreId?: string;
  sddZipCode?: string;
} {
  const storeId = fulfilment.storeId ?? undefined;
  return {
    ...regularPayload,
    isPickUpInStore: fulfilment.pickUpInStore,
    isShipToStore: fulfilment.shipToStore,
    ...(storeId && (fulfilment.pickUpInStore || fulfilment.shipToStore)
      ? { selectedStoreId: storeId }
      : {}),
    isSDD: fulfilment.sameDay !== null,
    ...(fulfilment.sameDay
      ? { sddStoreId: fulfilment.sameDay.storeId, sddZipCode: fulfilment.sameDay.zipCode }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Shipping address update (spec 3)

export interface ShippingModeChoice {
  orderItemId: string;
  shipModeId: string;
}

export function buildShippingAddressUpdate(input: {
  orderId: string;
  address: WalletAddress;
  addressId?: string | null;
  orderItems: readonly ShippingModeChoice[];
  isAddressVerified?: boolean;
  saveAddressForFuture?: boolean;
}) {
  const a = input.address;
  return {
    orderId: input.orderId,
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    ...(a.address2 ? { address2: a.address2 } : {}),
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country || 'US',
    ...(a.email ? { email: a.email } : {}),
    phoneNumber: a.phoneNumber,
    // The wallet vouches for the address it hands over; the shopper saves nothing from a sheet.
    isAddressVerified: input.isAddressVerified ?? true,
    saveAddressForFuture: input.saveAddressForFuture ?? false,
    addressId: input.addressId ?? null,
    orderItems: input.orderItems.map(shippingMode),
  };
}

const shippingMode = (m: ShippingModeChoice): ShippingModeChoice => ({
  orderItemId: m.orderItemId,
  shipModeId: normalizeShipModeId(m.shipModeId),
});

// ---------------------------------------------------------------------------------------------
// Device-wallet order (spec 3 "Device-wallet order payload")

/** The device wallet's payment token as the order payload reads it (the browser's token fits it). */
export interface DeviceWalletToken {
  paymentData: {
    data?: string;
    signature?: string;
    version?: string;
    header?: { ephemeralPublicKey?: string; publicKeyHash?: string; transactionId?: string };
  };
  paymentMethod: { displayName?: string; network?: string; type?: string };
  transactionIdentifier: string;
}

export interface SameDayFields {
  bestStores: readonly string[];
  storeTimeZone: string;
  deliveryMethod: string;
}

export const NO_SAME_DAY: SameDayFields = { bestStores: [], storeTimeZone: '', deliveryMethod: '' };

export function buildDeviceWalletOrder(input: {
  orderId: string;
  shippingModes: readonly ShippingModeChoice[];
  billing: WalletContact | null;
  shipping: WalletContact | null;
  token: DeviceWalletToken;
  merchantIdentifier: string;
  /** The fraud session id (spec 3 kountSessionId). */
  fraudSessionId: string;
  /** The fraud attempts counter for this order (spec 3 noOfAttempts). */
  attempts: number;
  paymentSystem: string;
  sameDay?: SameDayFields;
}) {
  const header = input.token.paymentData.header ?? {};
  const billing = input.billing ? contactToAddress(input.billing) : null;
  const shipping = input.shipping ? contactToAddress(input.shipping) : null;
  // The device wallet puts the e-mail on the shipping contact; the billing contact has none.
  if (billing && shipping && !billing.email) billing.email = shipping.email;
  const sameDay = input.sameDay ?? NO_SAME_DAY;
  return {
    orderId: input.orderId,
    shippingModes: input.shippingModes.map(shippingMode),
    billingAddress: billing,
    shippingAddress: shipping,
    ...(shipping?.email ? { email: shipping.email } : {}),
    kountSessionId: input.fraudSessionId,
    ccType: (input.token.paymentMethod.network ?? '').toLowerCase(),
    payment_method: 'applepay',
    applePayTransactionDetails: {
      signature: input.token.paymentData.signature ?? '',
      data: input.token.paymentData.data ?? '',
      merchantIdentifier: input.merchantIdentifier,
      ephemeralPublicKey: header.ephemeralPublicKey ?? '',
      publicKeyHash: header.publicKeyHash ?? '',
      transactionId: header.transactionId || input.token.transactionIdentifier,
      eWalletId: input.token.transactionIdentifier,
    },
    noOfAttempts: input.attempts,
    overwriteShipping: true,
    checkoutMethod: 'express',
    paymentSystem: input.paymentSystem,
    ddBestStores: [...sameDay.bestStores],
    ddStoreTimeZone: sameDay.storeTimeZone,
    ddDeliveryMethod: sameDay.deliveryMethod,
  };
}

// ---------------------------------------------------------------------------------------------
// Account wallet (spec 3 "Account-wallet order", "Account-wallet place-order payload")

/** Amounts go over the wire as strings with 2 decimals (the provider's format). */
export const money = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);
const cents = (value: number) => Math.round(value * 100);

export interface WalletTotals {
  orderTotal: number;
  totalProductPrice: number;
  totalTax: number;
  totalShippingCharge: number;
  sameDayDeliveryCharge: number;
  retailDeliveryFee: number;
  employeeDiscount: number;
}

export interface WalletItem {
  name: string;
  skuId: string;
  /** Unit price in dollars. */
  unitPrice: number;
  quantity: number;
}

export const EMPLOYEE_DISCOUNT_LABEL = 'Employee Discount';

/** The item lines, with an Employee Discount line (negative) when the order carries one. */
export function accountWalletItems(items: readonly WalletItem[], employeeDiscount: number) {
  const lines: { name: string; sku?: string; price: string; currency: 'USD'; quantity: number }[] =
    items.map((i) => ({
      name: i.name.slice(0, 127),
      sku: i.skuId,
      price: money(i.unitPrice),
      currency: 'USD',
      quantity: i.quantity,
    }));
  if (employeeDiscount > 0) {
    lines.push({
      name: EMPLOYEE_DISCOUNT_LABEL,
      price: money(-employeeDiscount),
      currency: 'USD',
      quantity: 1,
    });
  }
  return lines;
}

/**
 * The amount with its details. The subtotal is what the item lines add up to (the discount line
 * included); shipping carries the same-day charge, handling the retail delivery fee, so the
 * details add up to the order total as the provider requires.
 */
export function accountWalletAmount(totals: WalletTotals, items: readonly WalletItem[]) {
  const subtotalCents =
    items.reduce((sum, i) => sum + cents(i.unitPrice) * i.quantity, 0) -
    cents(totals.employeeDiscount);
  return {
    total: money(totals.orderTotal),
    currency: 'USD' as const,
    details: {
      subtotal: money(subtotalCents / 100),
      tax: money(totals.totalTax),
      shipping: money(totals.totalShippingCharge + totals.sameDayDeliveryCharge),
      handling_fee: money(totals.retailDeliveryFee),
    },
  };
}

export function accountWalletShippingAddress(address: WalletAddress, storeId: string | null) {
  return {
    recipient_name: `${address.firstName} ${address.lastName}`.trim(),
    line1: address.address,
    // Spec 3: line2 carries the store id (pickup and ship to store).
    ...(storeId ? { line2: storeId } : address.address2 ? { line2: address.address2 } : {}),
    city: address.city,
    state: address.state,
    postal_code: address.zipCode,
    country_code: 'US' as const,
    ...(address.phoneNumber ? { phone: address.phoneNumber } : {}),
  };
}

export const NOTE_TO_PAYER = 'Thank you for shopping with Cairnfield Outfitters.';

export function buildAccountWalletOrder(input: {
  orderId: string;
  totals: WalletTotals;
  items: readonly WalletItem[];
  /** A known address (a store, a saved address): sent and fixed; otherwise the wallet's own. */
  shippingAddress: WalletAddress | null;
  storeId: string | null;
}) {
  const known = input.shippingAddress;
  return {
    intent: 'order' as const,
    payer: { payment_method: 'paypal' as const },
    transactions: [
      {
        amount: accountWalletAmount(input.totals, input.items),
        item_list: {
          items: accountWalletItems(input.items, input.totals.employeeDiscount),
          ...(known
            ? { shipping_address: accountWalletShippingAddress(known, input.storeId) }
            : {}),
        },
        invoice_number: input.orderId,
      },
    ],
    shipping_preference: known ? ('SET_PROVIDED_ADDRESS' as const) : ('GET_FROM_FILE' as const),
    note_to_payer: NOTE_TO_PAYER,
  };
}

export interface ShippingOption {
  id: string;
  label: string;
  selected: boolean;
  amount: number;
}

/** The patch after a shipping change: replace amount, replace items, add shipping_options. */
export function buildAccountWalletPatch(input: {
  totals: WalletTotals;
  items: readonly WalletItem[];
  shippingOptions: readonly ShippingOption[];
}) {
  return [
    {
      op: 'replace' as const,
      path: '/transactions/0/amount' as const,
      value: accountWalletAmount(input.totals, input.items),
    },
    {
      op: 'replace' as const,
      path: '/transactions/0/item_list/items' as const,
      value: accountWalletItems(input.items, input.totals.employeeDiscount),
    },
    {
      op: 'add' as const,
      path: '/transactions/0/item_list/shipping_options' as const,
      value: input.shippingOptions.map((o) => ({
        id: normalizeShipModeId(o.id),
        label: o.label.slice(0, 127),
        type: 'SHIPPING',
        selected: o.selected,
        amount: { value: money(o.amount), currency_code: 'USD' as const },
      })),
    },
  ];
}

export interface ExecutedPayment {
  paymentId: string;
  payerId: string | null;
  status: string;
  /** The related order/authorization id (O-…), when the provider gave one. */
  authorizationId: string | null;
  createTime: string | null;
  payer: { email: string; firstName: string; lastName: string } | null;
  shippingAddress: WalletAddress | null;
}

export function buildAccountWalletPlaceOrder(input: {
  orderId: string;
  amount: number;
  payment: ExecutedPayment;
  /** Billing falls back to the payer's shipping address (the wallet keeps the card's own). */
  billing: WalletAddress | null;
  shipping: WalletAddress | null;
  fraudSessionId: string;
  storeId: string | null;
  flags: { shipToStoreEnabled: boolean; egiftEnabled: boolean; clearanceEnabled: boolean };
  sameDay?: SameDayFields;
}) {
  const p = input.payment;
  const payerName = p.payer ? `${p.payer.firstName} ${p.payer.lastName}`.trim() : '';
  const sameDay = input.sameDay ?? NO_SAME_DAY;
  const email = p.payer?.email ?? input.shipping?.email ?? '';
  return {
    transactionType: 'AUTH',
    method: 'paypal',
    amount: Math.round(input.amount * 100) / 100,
    currencyCode: 'USD' as const,
    merchantReference: input.orderId,
    billingAddress: input.billing,
    shippingAddress: input.shipping,
    ...(email ? { email } : {}),
    paypalTransactionDetails: {
      ...(p.createTime ? { timestamp: p.createTime } : {}),
      ...(p.authorizationId ? { authorization: p.authorizationId } : {}),
      status: p.status,
      paypalOrderId: p.paymentId,
      ...(p.payerId ? { payerId: p.payerId } : {}),
      ...(payerName ? { cardHolderName: payerName } : {}),
      eWalletId: p.paymentId,
    },
    PAYPAL_EXPRESS_PLACE_ORDER: true,
    isSaveShipAddress: false,
    SHOULD_RESTRICT_ORDER_QTY: true,
    IS_STS_ENABLED: input.flags.shipToStoreEnabled,
    egiftCardEnabled: input.flags.egiftEnabled,
    kountSessionId: input.fraudSessionId,
    isClearanceEnabled: input.flags.clearanceEnabled,
    checkoutMethod: 'express',
    ...(input.storeId ? { myStoreDetails: { storeId: input.storeId } } : {}),
    orderId: input.orderId,
    ddBestStores: [...sameDay.bestStores],
    ddStoreTimeZone: sameDay.storeTimeZone,
    ddDeliveryMethod: sameDay.deliveryMethod,
  };
}

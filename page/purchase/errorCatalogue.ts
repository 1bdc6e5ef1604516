/**
 * The error catalogue (spec 8): turns a shop error (its key, its own text, the values that came
 * with it) into the sentence the shopper reads.
 *
 * Lookup order, as spec 8 gives it:
 *   1. the override key (a caller that knows better, e.g. a 502 on express payment →
 *      ERR_PAYMENT_API_TIMEOUT), in the error messages map, then the messages map;
 *   2. the error's own key, in the error messages map, then the messages map;
 *   3. the shop's own text, when the caller allows it (a rule refusal the catalogue has no entry for);
 *   4. the default key (_ERR_DEFAULT_KEY), in the two maps;
 *   5. the default message.
 * Whatever text is chosen, the placeholders {{qty}}, {{maxQty}}, {{totalQty}}, {{state}},
 * {{Item}} (and any other {{name}} a map uses) are filled from the values that came with the
 * response; a placeholder with no value is left out rather than shown raw.
 *
 * Both maps are configuration: the shipped defaults below stand in for the content system's texts,
 * which spec 8 does not show. A text that a rule shows on its own as well (the eGift recipients'
 * limit, the general failure) lives with that rule, and the maps name it from there. Pure: no
 * React, no API types.
 */
import {
  DEFAULT_ERROR_KEY,
  DEFAULT_ERROR_MESSAGE,
  fillPlaceholders,
  type ErrorTexts,
  type MessageMap,
  type MessageValues,
} from './messageText';
import { EGIFT_RECIPIENTS_LIMIT } from './quantityRules';

export interface ErrorCatalogue {
  /** Error texts by key (looked up first). */
  errorMessages: MessageMap;
  /** General messages by key (looked up second). */
  messages: MessageMap;
  /** The key of the generic failure. @default '_ERR_DEFAULT_KEY' */
  defaultKey: string;
  /** Shown when nothing else matched. */
  defaultMessage: string;
}

/** What the catalogue needs to know of a failure. */
export interface ShopErrorLike {
  /** A key the caller chose over the error's own (spec 8: "override key"). */
  overrideKey?: string | null | undefined;
  /** The shop's error key. */
  errorKey?: string | null | undefined;
  /** The shop's own text for it. */
  message?: string | null | undefined;
}

export interface ResolveOptions {
  /** Show the shop's own text when no map has the key (rule refusals). @default true */
  useShopMessage?: boolean;
}

/** Spec 8's keys, as the page meets them. */
export const ERROR_KEYS = {
  default: DEFAULT_ERROR_KEY,
  requestQtyLimitExceeded: '_ERR_REQUEST_QTY_LIMIT_EXCEEDED',
  partialQtyLimit: '_ERR_PARTIAL_QTY_LIMIT',
  egcRecipientsLimitExceeded: EGIFT_RECIPIENTS_LIMIT.key,
  totalGcAmountExceeded: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT',
  totalEgcAmountExceeded: '_TOTAL_EGC_AMOUNT_EXCEDED_MAX_LIMIT',
  excessQuantityNonBulk: '_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD',
  restrictedShippingState: '_ERR_RESTRICTED_SHIPPING_STATE',
  restrictedShippingAddress: '_RESTRICTED_SHIPPING_ADDRESS',
  restrictedBillingState: '_ERR_RESTRICTED_BILLING_STATE',
  itemStateRestriction: '_ERR_ITEM_STATE_RESTRICTION_ERROR',
  apoFpoStateRestriction: '_ERR_RESTRICTEDITEM_APOFPOSTATE_ERROR',
  prop65: '_RESTRICTED_PROP65',
  zipBillingStateMismatch: '_ERR_ZIPCODE_BILLING_STATE_MISMATCH',
  zipShippingStateMismatch: '_ERR_ZIPCODE_SHIPPING_STATE_MISMATCH',
  sameDayError: '_ERR_SDD_ERROR',
  ddPlaceOrder: '_ERR_DD_PLACE_ORDER',
  ddPlaceOrderOos: '_ERR_DD_PLACE_ORDER_OOS',
  ddDeliveryDateUnavailable: '_ERR_DD_DELIVERYDATE_UNAVAILABLE',
  deviceWalletSession: '_SERVER_ERR_APPLEPAY_SESSION',
  genericWallet: '_ERR_GENERIC_MSG',
  nonDeliverableAddress: 'NON_DELVERABLE_ADDRESS_ERR',
  invalidBankResponse: 'AVS_CH_INVALID_BANK_RESPONSE',
  invalidGatewayPaymentResponse: 'GATEWAY_CH_INVALID_GATEWAY_PAYMENT_RESPONSE',
  invalidGatewayResponse: 'GATEWAY_CH_INVALID_GATEWAY_RESPONSE',
  invalidGatewayResponseEwallet: 'GATEWAY_CH_INVALID_GATEWAY_RESPONSE_EWALLET',
  paymentTimeout: 'ERR_PAYMENT_API_TIMEOUT',
  badGatewayAuth: 'BAD_GATEWAY_AUTH_RES',
  badGatewayAuthDeviceWallet: 'BAD_GATEWAY_AUTH_RES_CH_APAY',
  sameDayStoreNotFound: 'SDD_STORE_NOT_FOUND',
  sameDayItemsOos: 'SDD_ITEMS_OOS',
  sameDay0: 'SDD_0',
  sameDay1: 'SDD_1',
  shipAndPickupNotAllowed: 'SHIPNPICKUP_PLACEORDER_NOT_ALLOWED',
  storeInventoryUnavailable: 'INVENTORY_LOOK_UP_NOT_AVAILABLE_STORE',
  pickupUnavailable: 'BOPIS_INELIGIBLE',
  zipInventoryUnavailable: 'INVENTORY_LOOK_UP_NOT_AVAILABLE_ZIP',
} as const;

const K = ERROR_KEYS;
const INVALID_SHIPPING_ADDRESS = 'Invalid shipping address. Please check the state and ZIP code.';
/**
 * The shipped error texts (the content system's, which spec 8 does not show). Where spec 8 quotes
 * a text it is used verbatim; placeholders follow spec 8's names. The wallet's payment, gateway and
 * same-day failures have theirs beside the wallet flows (purchase/wallet/errors.ts,
 * WALLET_FAILURE_MESSAGES), which load only when the shopper reaches for a wallet.
 */
export const DEFAULT_ERROR_MESSAGES: MessageMap = {
  [K.default]: DEFAULT_ERROR_MESSAGE,
  [K.requestQtyLimitExceeded]:
    'Only {{qty}} of the requested quantity could be added to your cart.',
  [K.partialQtyLimit]: 'You can add at most {{maxQty}} of this item to your cart.',
  [K.egcRecipientsLimitExceeded]: EGIFT_RECIPIENTS_LIMIT.text,
  [K.totalGcAmountExceeded]:
    'Gift card orders over {{maxAmount}} must be placed with our live chat team.',
  [K.totalEgcAmountExceeded]:
    'eGift card orders over {{maxAmount}} must be placed by phone at {{phone}}.',
  [K.excessQuantityNonBulk]:
    'You can buy at most {{maxQty}} gift cards of this item. For more, choose the bulk gift card.',
  [K.restrictedShippingState]: 'We are unable to ship this item to {{state}}.',
  [K.restrictedShippingAddress]: 'We are unable to ship to addresses in {{state}}.',
  [K.restrictedBillingState]: 'We are unable to accept billing addresses in {{state}}.',
  [K.itemStateRestriction]: '{{Item}} cannot be shipped to {{state}}.',
  [K.apoFpoStateRestriction]: INVALID_SHIPPING_ADDRESS,
  [K.prop65]: INVALID_SHIPPING_ADDRESS,
  [K.zipBillingStateMismatch]: 'The billing ZIP code does not match the billing state.',
  [K.zipShippingStateMismatch]: INVALID_SHIPPING_ADDRESS,
};

/** General messages (looked up after the error texts). */
export const DEFAULT_MESSAGES: MessageMap = {
  [K.storeInventoryUnavailable]: 'Store Inventory Lookup Not Available',
  [K.pickupUnavailable]: 'Pickup Not Available',
  [K.zipInventoryUnavailable]: 'Zipcode Inventory Lookup Not Available',
  outOfStock: 'Out Of Stock',
};

export const DEFAULT_ERROR_CATALOGUE: ErrorCatalogue = {
  errorMessages: DEFAULT_ERROR_MESSAGES,
  messages: DEFAULT_MESSAGES,
  defaultKey: DEFAULT_ERROR_KEY,
  defaultMessage: DEFAULT_ERROR_MESSAGE,
};

/** A catalogue with configured texts laid over the shipped ones. */
export function withOverrides(
  overrides: ErrorTexts,
  base: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): ErrorCatalogue {
  return {
    ...base,
    errorMessages: { ...base.errorMessages, ...overrides.errorMessages },
    messages: { ...base.messages, ...overrides.messages },
  };
}

function lookUp(catalogue: ErrorCatalogue, key: string | null | undefined): string | null {
  if (!key) return null;
  if (Object.hasOwn(catalogue.errorMessages, key)) return catalogue.errorMessages[key] ?? null;
  if (Object.hasOwn(catalogue.messages, key)) return catalogue.messages[key] ?? null;
  return null;
}

/** Spec 8's lookup order (see the module comment); the result has its placeholders filled. */
export function resolveErrorMessage(
  error: ShopErrorLike,
  values: MessageValues = {},
  catalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
  options: ResolveOptions = {},
): string {
  const shopText = options.useShopMessage === false ? null : error.message?.trim() || null;
  const template =
    lookUp(catalogue, error.overrideKey) ??
    lookUp(catalogue, error.errorKey) ??
    shopText ??
    lookUp(catalogue, catalogue.defaultKey) ??
    catalogue.defaultMessage;
  return fillPlaceholders(template, values) || catalogue.defaultMessage;
}

/** True when the catalogue knows the key (directly; the default key does not count). */
export function isKnownErrorKey(
  key: string | null | undefined,
  catalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): boolean {
  return lookUp(catalogue, key) !== null;
}

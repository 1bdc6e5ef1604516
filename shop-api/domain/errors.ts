/**
 * Error keys the page maps to messages (spec 8), plus the few this service adds for cases the
 * spec leaves open. The messages are the English defaults; placeholders are already filled in,
 * and the raw values travel alongside in `data` so the page can use its own texts.
 */
export const ErrorKey = {
  default: '_ERR_DEFAULT_KEY',
  invalidInput: '_ERR_INVALID_INPUT',
  notFound: '_ERR_NOT_FOUND',
  methodNotAllowed: '_ERR_METHOD_NOT_ALLOWED',
  payloadTooLarge: '_ERR_PAYLOAD_TOO_LARGE',
  unsupportedMediaType: '_ERR_UNSUPPORTED_MEDIA_TYPE',
  crossSite: '_ERR_CROSS_SITE_REQUEST',
  notSignedIn: '_ERR_NOT_SIGNED_IN',
  invalidLogin: '_ERR_INVALID_LOGIN',
  tooManyRequests: '_ERR_TOO_MANY_REQUESTS',
  otherProfile: '_ERR_PROFILE_FORBIDDEN',
  /** A preview without a valid signed link (services/previewToken.ts). */
  previewForbidden: '_ERR_PREVIEW_FORBIDDEN',
  idempotencyReused: '_ERR_IDEMPOTENCY_KEY_REUSED',
  idempotencyInProgress: '_ERR_IDEMPOTENCY_KEY_IN_PROGRESS',
  /** The database cannot be reached for a moment: 503 with Retry-After (db/unavailable.ts). */
  serviceUnavailable: '_ERR_SERVICE_UNAVAILABLE',

  requestQtyLimitExceeded: '_ERR_REQUEST_QTY_LIMIT_EXCEEDED',
  partialQtyLimit: '_ERR_PARTIAL_QTY_LIMIT',
  egcRecipientsLimitExceeded: '_EGC_RECIPIENTS_LIMT_EXCEEDED',
  totalGcAmountExceeded: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT',
  excessQuantityNonBulk: '_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD',
  bulkMinQuantity: '_ERR_BULK_GIFTCARD_MIN_QUANTITY',
  bulkMaxQuantity: '_ERR_BULK_GIFTCARD_MAX_QUANTITY',
  outOfStock: '_ERR_ITEM_OUT_OF_STOCK',

  restrictedShippingState: '_ERR_RESTRICTED_SHIPPING_STATE',
  restrictedBillingState: '_ERR_RESTRICTED_BILLING_STATE',
  itemStateRestriction: '_ERR_ITEM_STATE_RESTRICTION_ERROR',
  nonDeliverableAddress: 'NON_DELVERABLE_ADDRESS_ERR',
  sddError: '_ERR_SDD_ERROR',
  sddStoreNotFound: 'SDD_STORE_NOT_FOUND',
  sddNotOffered: 'SDD_0',
  sddOutsideArea: 'SDD_1',
  sddItemsOutOfStock: 'SDD_ITEMS_OOS',
  shipToStoreIneligible: '_ERR_STS_STORE_INELIGIBLE',
  deliveryDateUnavailable: '_ERR_DD_DELIVERYDATE_UNAVAILABLE',
  shippingAddressRequired: '_ERR_SHIPPING_ADDRESS_REQUIRED',
  billingAddressRequired: '_ERR_BILLING_ADDRESS_REQUIRED',
  missingFirstName: '_ERR_MISSING_FIRST_NAME',
  missingLastName: '_ERR_MISSING_LAST_NAME',
  invalidFirstName: '_ERR_INVALID_FIRST_NAME',
  invalidLastName: '_ERR_INVALID_LAST_NAME',
  invalidEmail: '_ERR_INVALID_EMAIL_ADDRESS',

  orderNotPending: '_ERR_ORDER_NOT_PENDING',
  emptyOrder: '_ERR_EMPTY_ORDER',
  deviceWalletSession: '_SERVER_ERR_APPLEPAY_SESSION',
  genericWallet: '_ERR_GENERIC_MSG',
  accountWalletPaymentNotApproved: '_ERR_PAYPAL_PAYMENT_NOT_APPROVED',
  accountWalletPaymentAlreadyExecuted: '_ERR_PAYPAL_PAYMENT_ALREADY_EXECUTED',
  accountWalletAmountMismatch: '_ERR_PAYPAL_AMOUNT_MISMATCH',
  paymentTimeout: 'ERR_PAYMENT_API_TIMEOUT',
  badGatewayAuth: 'BAD_GATEWAY_AUTH_RES',
  invalidBankResponse: 'AVS_CH_INVALID_BANK_RESPONSE',
  invalidGatewayPaymentResponse: 'GATEWAY_CH_INVALID_GATEWAY_PAYMENT_RESPONSE',
} as const;

export type ErrorKeyValue = (typeof ErrorKey)[keyof typeof ErrorKey];

/** A refusal by a business rule: a key, a filled-in message and the values that filled it. */
export interface RuleError {
  errorKey: ErrorKeyValue;
  message: string;
  /** The request field the rule is about, when there is one (e.g. `skus.0.quantity`). */
  field?: string;
  data?: Record<string, string | number>;
}

export const DEFAULT_MESSAGE = 'Sorry, Something went wrong. Please try after sometime.';

/** Replaces `{{name}}` placeholders, the page's convention (spec 8). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

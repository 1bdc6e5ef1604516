/** What both wallets check before an order is placed (services/orders/placement.ts). */
export const WALLET_CHECKS =
  "The order must be the visitor's and pending; a body `orderId` must match the path. Checks, " +
  'first failure wins (400): `_ERR_BILLING_ADDRESS_REQUIRED`; billing names ' +
  '(`_ERR_MISSING_FIRST_NAME`, `_ERR_INVALID_FIRST_NAME`, …); `_ERR_RESTRICTED_BILLING_STATE`; then, ' +
  'when an item ships (not eGift): `_ERR_SHIPPING_ADDRESS_REQUIRED`, `_ERR_RESTRICTED_SHIPPING_STATE`, ' +
  'shipping names, `_ERR_ITEM_STATE_RESTRICTION_ERROR`, `NON_DELVERABLE_ADDRESS_ERR` (same day and a ' +
  'PO box); finally `_ERR_INVALID_EMAIL_ADDRESS`. Then stock (409) and `_ERR_EMPTY_ORDER`. A ' +
  'ship-to-store item needs no shipping address but a store in its programme ' +
  '(`_ERR_STS_STORE_INELIGIBLE`). The sandbox gateway reads `transactionId`: `SANDBOX_DECLINE` 400 ' +
  '`GATEWAY_CH_INVALID_GATEWAY_PAYMENT_RESPONSE`, `SANDBOX_AVS_FAIL` 400 `AVS_CH_INVALID_BANK_RESPONSE`, ' +
  '`SANDBOX_TIMEOUT` 502 `ERR_PAYMENT_API_TIMEOUT`, `SANDBOX_BAD_GATEWAY` 503 `BAD_GATEWAY_AUTH_RES`; ' +
  'any other value succeeds.';

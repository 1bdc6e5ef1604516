// @ts-check
// The device-wallet express order the page posts (spec 7: Apple Pay's sandbox), as the shop's
// tests, the built server's tests and the chaos script's shoppers send it. Plain JavaScript, no
// Vitest, so a Node script can import it as it is.

/** The address the shop's tests ship and bill to. */
export const DENVER_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Diaz',
  address: '1550 Larimer St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  country: 'US',
  email: 'ana.diaz@example.com',
  phoneNumber: '3035550100',
};

/**
 * The body of POST /api/orders/{orderId}/applepayExpress for `orderId`: shipped to `address`,
 * billed to it without its email, with the sandbox's payment token; `overrides` replace fields.
 * @param {string} orderId
 * @param {{ address?: typeof DENVER_ADDRESS, overrides?: Record<string, unknown> }} [options]
 */
export function applePayExpressOrder(orderId, { address = DENVER_ADDRESS, overrides = {} } = {}) {
  return {
    orderId,
    shippingModes: [],
    billingAddress: { ...address, email: undefined },
    shippingAddress: address,
    kountSessionId: '0123456789abcdef0123456789abcdef',
    ccType: 'visa',
    payment_method: 'applepay',
    applePayTransactionDetails: {
      signature: 'c2lnbmF0dXJl',
      data: 'ZW5jcnlwdGVk',
      merchantIdentifier: 'merchant.com.cairnfield.sandbox',
      ephemeralPublicKey: 'a2V5',
      publicKeyHash: 'aGFzaA==',
      transactionId: 'a1b2c3d4',
      eWalletId: 'applepay',
    },
    noOfAttempts: 1,
    overwriteShipping: true,
    checkoutMethod: 'express',
    paymentSystem: 'default',
    ddBestStores: [],
    ddStoreTimeZone: '',
    ddDeliveryMethod: '',
    ...overrides,
  };
}

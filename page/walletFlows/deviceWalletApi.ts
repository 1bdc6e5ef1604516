/**
 * The device wallet's browser interface: `window.ApplePaySession` (Apple Pay JS, used at version 3)
 * and `window.ApplePayError`. Every data shape (payment request, line items, shipping methods,
 * contacts, payment, token, the update objects, the error) is the `ApplePayJS` namespace of
 * `@types/applepayjs`, which also declares the browser's two classes as globals.
 *
 * Ours is only the session's surface as the flow uses it (`DeviceWalletSession`): the members the
 * flow touches, with the package's types and one signature each. The browser's class overloads its
 * completion calls (version 1's positional arguments beside version 3's update object), which a
 * stand-in such as the wallet simulator cannot implement with one function. The browser's class
 * fits this surface; deviceWalletApi.test.ts checks it at compile time, so the `Window` typing
 * below stays true of the real object.
 * https://developer.apple.com/documentation/applepayontheweb/applepaysession
 */

/**
 * A session event handler, given the part of the package's event the flow reads. Declared as a
 * method, whose parameter TypeScript compares both ways, so the browser's handlers (which take the
 * whole DOM event) fit it as well as the simulator's (which passes only that part).
 */
type SessionHandler<Event> = { handle(event: Event): void }['handle'] | null;

/**
 * The shipping-method update the flow sends. Apple Pay JS's update has no `errors` (only the
 * shipping-contact and payment-method updates do); the flow sends them when a same-day window cannot
 * be had. Safari ignores them; only the simulator's sheet shows them.
 */
export type ShippingMethodUpdate = ApplePayJS.ApplePayShippingMethodUpdate &
  Pick<ApplePayJS.ApplePayShippingContactUpdate, 'errors'>;

/** The device wallet's session, as the flow drives it (implemented by the browser and the simulator). */
export interface DeviceWalletSession extends Pick<
  ApplePaySession,
  'begin' | 'abort' | 'completeMerchantValidation'
> {
  completePaymentMethodSelection(update: ApplePayJS.ApplePayPaymentMethodUpdate): void;
  completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void;
  completeShippingMethodSelection(update: ShippingMethodUpdate): void;
  completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void;
  onvalidatemerchant: SessionHandler<
    Pick<ApplePayJS.ApplePayValidateMerchantEvent, 'validationURL'>
  >;
  onpaymentmethodselected: SessionHandler<
    Pick<ApplePayJS.ApplePayPaymentMethodSelectedEvent, 'paymentMethod'>
  >;
  onshippingcontactselected: SessionHandler<
    Pick<ApplePayJS.ApplePayShippingContactSelectedEvent, 'shippingContact'>
  >;
  onshippingmethodselected: SessionHandler<
    Pick<ApplePayJS.ApplePayShippingMethodSelectedEvent, 'shippingMethod'>
  >;
  onpaymentauthorized: SessionHandler<Pick<ApplePayJS.ApplePayPaymentAuthorizedEvent, 'payment'>>;
  /** The flow reads nothing of the cancel event. */
  oncancel: SessionHandler<unknown>;
}

/**
 * The session's events, in the order the flow sets them: the handlers a session calls (the wallet
 * flow holds them while it loads, walletIntent.ts; the simulator's stand-in passes them on).
 */
export const DEVICE_WALLET_SESSION_EVENTS = [
  'onvalidatemerchant',
  'onpaymentmethodselected',
  'onshippingcontactselected',
  'onshippingmethodselected',
  'onpaymentauthorized',
  'oncancel',
] as const satisfies readonly (keyof DeviceWalletSession)[];

/** A session event handler's name. */
export type DeviceWalletSessionEvent = (typeof DEVICE_WALLET_SESSION_EVENTS)[number];

/** The session's class: the package's static members, and a constructor of our surface. */
export interface DeviceWalletSessionConstructor extends Pick<
  typeof ApplePaySession,
  'supportsVersion' | 'canMakePayments' | 'STATUS_SUCCESS' | 'STATUS_FAILURE'
> {
  new (version: number, request: ApplePayJS.ApplePayPaymentRequest): DeviceWalletSession;
}

/** The error class the sheet shows on the contact field it names: the package's own. */
export type DeviceWalletErrorConstructor = typeof ApplePayError;

declare global {
  /**
   * The package declares the two classes as globals, as if every browser had them; only Safari
   * does. The page reads them from `window`, where they may be missing (and where the simulator
   * puts its stand-ins).
   */
  interface Window {
    ApplePaySession?: DeviceWalletSessionConstructor;
    ApplePayError?: DeviceWalletErrorConstructor;
  }
}

/** Spec 9: the device wallet button needs wallet version 3 by default. */
export const DEVICE_WALLET_VERSION = 3;
/** Spec 9: default card networks. */
export const SUPPORTED_NETWORKS = ['visa', 'masterCard', 'amex', 'discover'];

/** The device wallet of this browser, or null when it is unavailable (the button then hides). */
export function availableDeviceWallet(
  win: Pick<Window, 'ApplePaySession'> | undefined,
  version: number = DEVICE_WALLET_VERSION,
): DeviceWalletSessionConstructor | null {
  const Session = win?.ApplePaySession;
  if (!Session) return null;
  try {
    return Session.supportsVersion(version) && Session.canMakePayments() ? Session : null;
  } catch {
    // Safari throws outside a secure context.
    return null;
  }
}

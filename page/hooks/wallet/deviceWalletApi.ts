/**
 * The subset of the device wallet's browser interface (`window.ApplePaySession`, Apple Pay JS
 * version 3) the page uses, typed here so the adapter compiles without a vendor type package. The
 * real browser object and the project's wallet simulator both satisfy it.
 * https://developer.apple.com/documentation/apple_pay_on_the_web/applepaysession
 */

export interface ApplePayLineItem {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

export interface ApplePayShippingMethod {
  label: string;
  detail?: string;
  amount: string;
  identifier: string;
}

export interface ApplePayPaymentContact {
  givenName?: string;
  familyName?: string;
  emailAddress?: string;
  phoneNumber?: string;
  addressLines?: string[];
  locality?: string;
  administrativeArea?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface ApplePayPaymentMethod {
  displayName?: string;
  network?: string;
  type?: string;
}

export interface ApplePayPaymentToken {
  paymentData: {
    data?: string;
    signature?: string;
    version?: string;
    header?: { ephemeralPublicKey?: string; publicKeyHash?: string; transactionId?: string };
  };
  paymentMethod: ApplePayPaymentMethod;
  transactionIdentifier: string;
}

export interface ApplePayPayment {
  token: ApplePayPaymentToken;
  billingContact?: ApplePayPaymentContact;
  shippingContact?: ApplePayPaymentContact;
}

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: ApplePayLineItem;
  lineItems?: ApplePayLineItem[];
  requiredBillingContactFields?: string[];
  requiredShippingContactFields?: string[];
  shippingMethods?: ApplePayShippingMethod[];
}

/** An ApplePayError instance (the sheet shows it on the contact field it names). */
export interface ApplePayErrorLike {
  code: string;
  contactField?: string | undefined;
  message: string;
}
export type ApplePayErrorConstructor = new (
  code: string,
  contactField?: string,
  message?: string,
) => ApplePayErrorLike;

export interface ApplePayUpdate {
  newTotal: ApplePayLineItem;
  newLineItems?: ApplePayLineItem[];
  newShippingMethods?: ApplePayShippingMethod[];
  errors?: ApplePayErrorLike[];
}

export interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePaymentMethodSelection(update: ApplePayUpdate): void;
  completeShippingContactSelection(update: ApplePayUpdate): void;
  completeShippingMethodSelection(update: ApplePayUpdate): void;
  completePayment(result: { status: number; errors?: ApplePayErrorLike[] }): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentmethodselected: ((event: { paymentMethod: ApplePayPaymentMethod }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: ApplePayPaymentContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: ApplePayShippingMethod }) => void) | null;
  onpaymentauthorized: ((event: { payment: ApplePayPayment }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

declare global {
  interface Window {
    ApplePaySession?: ApplePaySessionConstructor;
    ApplePayError?: ApplePayErrorConstructor;
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
): ApplePaySessionConstructor | null {
  const Session = win?.ApplePaySession;
  if (!Session) return null;
  try {
    return Session.supportsVersion(version) && Session.canMakePayments() ? Session : null;
  } catch {
    // Safari throws outside a secure context.
    return null;
  }
}

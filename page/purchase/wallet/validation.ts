/**
 * Spec 5, "Wallet authorization": the checks the page runs when a wallet authorizes a payment,
 * before it places the order. The first failing check is the answer: it goes to the wallet sheet
 * (as a contact error on the field it concerns) and the payment completes as a failure.
 *
 * Order: billing address present; billing first and last name (present, then letters and spaces
 * starting with a letter); billing state in the billing list; when shipping applies: shipping
 * address present, shipping state in the shipping list, shipping names, same-day PO box; then the
 * e-mail pattern; then ship-to-store eligibility.
 */
import type { WalletContact } from './contact';
import { isPoBox } from './addressDetectors';
import { isStateAllowed } from './states';

/** The sheet field an error points at (structurally the device wallet's contact fields). */
export type SheetContactField =
  'name' | 'emailAddress' | 'phoneNumber' | 'postalAddress' | 'administrativeArea' | 'postalCode';

/** An error for the wallet sheet; its code, contact field and message build the device wallet's error. */
export interface SheetError {
  code: 'billingContactInvalid' | 'shippingContactInvalid' | 'addressUnserviceable' | 'unknown';
  contactField?: SheetContactField;
  errorKey: string;
  message: string;
  data?: Readonly<Record<string, unknown>>;
}

export const WALLET_MESSAGES = {
  missingFirstName: 'Missing First Name',
  missingLastName: 'Missing Last Name',
  invalidFirstName: 'Invalid First Name',
  invalidLastName: 'Invalid Last Name',
  invalidEmail: 'Invalid Email Address',
  billingRequired: 'A billing address is required.',
  shippingRequired: 'A shipping address is required.',
  restrictedBillingState: 'We are unable to accept billing addresses in {{state}}.',
  restrictedShippingState: 'We are unable to ship this item to {{state}}.',
  poBox: 'Same Day Delivery cannot be delivered to a PO box.',
  shipToStore: 'Ship to store is not available at your store for items {{skuIds}}.',
} as const;

export const WALLET_ERROR_KEYS = {
  missingFirstName: '_ERR_MISSING_FIRST_NAME',
  missingLastName: '_ERR_MISSING_LAST_NAME',
  invalidFirstName: '_ERR_INVALID_FIRST_NAME',
  invalidLastName: '_ERR_INVALID_LAST_NAME',
  invalidEmail: '_ERR_INVALID_EMAIL_ADDRESS',
  billingRequired: '_ERR_BILLING_ADDRESS_REQUIRED',
  shippingRequired: '_ERR_SHIPPING_ADDRESS_REQUIRED',
  restrictedBillingState: '_ERR_RESTRICTED_BILLING_STATE',
  restrictedShippingState: '_ERR_RESTRICTED_SHIPPING_STATE',
  poBox: 'NON_DELVERABLE_ADDRESS_ERR',
  shipToStore: '_ERR_STS_STORE_INELIGIBLE',
} as const;

/** Letters and spaces only, starting with a letter (spec 5). */
export const WALLET_NAME_PATTERN = /^[A-Za-z][A-Za-z ]*$/;
/** A standard e-mail pattern. */
export const WALLET_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

type Side = 'billing' | 'shipping';
const codeFor = (side: Side) =>
  side === 'billing' ? ('billingContactInvalid' as const) : ('shippingContactInvalid' as const);

/** Name checks for one contact: Missing First/Last Name, then Invalid First/Last Name. */
export function checkContactName(contact: WalletContact, side: Side): SheetError | null {
  const parts = [
    ['First', contact.givenName],
    ['Last', contact.familyName],
  ] as const;
  for (const [which, raw] of parts) {
    const value = (raw ?? '').trim();
    const key = which === 'First' ? 'FirstName' : 'LastName';
    if (value === '') {
      return {
        code: codeFor(side),
        contactField: 'name',
        errorKey: WALLET_ERROR_KEYS[`missing${key}`],
        message: WALLET_MESSAGES[`missing${key}`],
      };
    }
    if (!WALLET_NAME_PATTERN.test(value)) {
      return {
        code: codeFor(side),
        contactField: 'name',
        errorKey: WALLET_ERROR_KEYS[`invalid${key}`],
        message: WALLET_MESSAGES[`invalid${key}`],
      };
    }
  }
  return null;
}

export function checkEmail(email: string | null | undefined): SheetError | null {
  if (WALLET_EMAIL_PATTERN.test((email ?? '').trim())) return null;
  return {
    code: 'shippingContactInvalid',
    contactField: 'emailAddress',
    errorKey: WALLET_ERROR_KEYS.invalidEmail,
    message: WALLET_MESSAGES.invalidEmail,
  };
}

export function checkState(
  contact: WalletContact,
  list: readonly string[],
  side: Side,
): SheetError | null {
  if (isStateAllowed(contact.administrativeArea, list)) return null;
  const state = (contact.administrativeArea ?? '').trim().toUpperCase();
  const key = side === 'billing' ? 'restrictedBillingState' : 'restrictedShippingState';
  return {
    code: codeFor(side),
    contactField: 'administrativeArea',
    errorKey: WALLET_ERROR_KEYS[key],
    message: WALLET_MESSAGES[key].replace('{{state}}', state || 'this state'),
    data: { state },
  };
}

/** Same-day orders reject PO boxes in the street lines or the city (when the rule is on). */
export function checkSameDayPoBox(contact: WalletContact): SheetError | null {
  if (!isPoBox(...(contact.addressLines ?? []), contact.locality)) return null;
  return {
    code: 'shippingContactInvalid',
    contactField: 'postalAddress',
    errorKey: WALLET_ERROR_KEYS.poBox,
    message: WALLET_MESSAGES.poBox,
  };
}

export interface ShipToStoreItem {
  skuId: string;
  isShipToStore: boolean;
  /** The item's skuDetails.skuInfo flags (spec 3). */
  isSTSv1: boolean;
  isSTSv2: boolean;
}

/**
 * Ship-to-store items need the chosen store to take ship-to-store version 1 or 2 for them; the
 * error lists every ineligible skuId.
 */
export function checkShipToStore(
  items: readonly ShipToStoreItem[],
  store: { stsV1: boolean; stsV2: boolean } | null,
): SheetError | null {
  const ineligible = items
    .filter((i) => i.isShipToStore)
    .filter((i) => !store || !((i.isSTSv1 && store.stsV1) || (i.isSTSv2 && store.stsV2)))
    .map((i) => i.skuId);
  if (ineligible.length === 0) return null;
  return {
    code: 'unknown',
    errorKey: WALLET_ERROR_KEYS.shipToStore,
    message: WALLET_MESSAGES.shipToStore.replace('{{skuIds}}', ineligible.join(', ')),
    data: { skuIds: ineligible },
  };
}

export type DeliveryMethod = 'home' | 'sameDay' | 'pickup' | 'shipToStore';

/** How the order is fulfilled: the panel's pickup or ship-to-store choice, else the sheet's (null
 * when nothing ships, an eGift-only order). */
export function deliveryMethodFor(input: {
  pickUpInStore: boolean;
  shipToStore: boolean;
  shipsSomething: boolean;
  sameDaySlotChosen: boolean;
}): DeliveryMethod | null {
  if (input.pickUpInStore) return 'pickup';
  if (input.shipToStore) return 'shipToStore';
  if (!input.shipsSomething) return null;
  return input.sameDaySlotChosen ? 'sameDay' : 'home';
}

export interface ValidatedItem extends ShipToStoreItem {
  isEgift: boolean;
  isPickup: boolean;
}

/**
 * Spec 5: shipping applies for home delivery, same-day delivery, or any item that is not pickup,
 * ship-to-store or eGift.
 */
export function shippingApplies(
  deliveryMethod: DeliveryMethod | null,
  items: readonly Pick<ValidatedItem, 'isEgift' | 'isPickup' | 'isShipToStore'>[],
): boolean {
  if (deliveryMethod === 'home' || deliveryMethod === 'sameDay') return true;
  return items.some((i) => !i.isEgift && !i.isPickup && !i.isShipToStore);
}

export interface AuthorizationInput {
  billing: WalletContact | null | undefined;
  shipping: WalletContact | null | undefined;
  deliveryMethod: DeliveryMethod | null;
  items: readonly ValidatedItem[];
  lists: { billing: readonly string[]; shipping: readonly string[] };
  /** The no-PO-box rule for same-day orders. @default true */
  noPoBoxForSameDay?: boolean;
  /** The store chosen for ship-to-store items (its eligibility), if any. */
  store?: { stsV1: boolean; stsV2: boolean } | null;
}

/** A missing billing or shipping address: an error on that contact's postal address. */
function addressRequired(party: 'billing' | 'shipping'): SheetError {
  const key = party === 'billing' ? 'billingRequired' : 'shippingRequired';
  return {
    code: party === 'billing' ? 'billingContactInvalid' : 'shippingContactInvalid',
    contactField: 'postalAddress',
    errorKey: WALLET_ERROR_KEYS[key],
    message: WALLET_MESSAGES[key],
  };
}

/** Runs spec 5's wallet checks in order; the first failure is returned (null: all passed). */
export function validateWalletAuthorization(input: AuthorizationInput): SheetError | null {
  const billing = input.billing;
  if (!billing) return addressRequired('billing');
  const billingError =
    checkContactName(billing, 'billing') ?? checkState(billing, input.lists.billing, 'billing');
  if (billingError) return billingError;

  const shipping = input.shipping;
  if (shippingApplies(input.deliveryMethod, input.items)) {
    if (!shipping || (shipping.addressLines ?? []).every((l) => l.trim() === '')) {
      return addressRequired('shipping');
    }
    const shippingError =
      checkState(shipping, input.lists.shipping, 'shipping') ??
      checkContactName(shipping, 'shipping') ??
      (input.deliveryMethod === 'sameDay' && input.noPoBoxForSameDay !== false
        ? checkSameDayPoBox(shipping)
        : null);
    if (shippingError) return shippingError;
  }

  return (
    checkEmail(shipping?.emailAddress ?? billing.emailAddress) ??
    checkShipToStore(input.items, input.store ?? null)
  );
}

import { WALLET_NAME_PATTERN, isPoBox, isValidEmail } from './address.ts';
import { ErrorKey } from './errors.ts';
import type { ErrorKeyValue, RuleError } from './errors.ts';
import {
  checkBillingState,
  checkItemStateRestrictions,
  checkShippingState,
} from './restrictions.ts';

export interface ContactAddress {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  email?: string | null;
}

function nameError(
  value: string | null | undefined,
  which: 'first' | 'last',
  field: string,
): RuleError | null {
  const trimmed = value?.trim() ?? '';
  const label = which === 'first' ? 'First Name' : 'Last Name';
  if (!trimmed) {
    const errorKey: ErrorKeyValue =
      which === 'first' ? ErrorKey.missingFirstName : ErrorKey.missingLastName;
    return { errorKey, message: `Missing ${label}`, field };
  }
  if (!WALLET_NAME_PATTERN.test(trimmed)) {
    const errorKey: ErrorKeyValue =
      which === 'first' ? ErrorKey.invalidFirstName : ErrorKey.invalidLastName;
    return { errorKey, message: `Invalid ${label}`, field };
  }
  return null;
}

/**
 * The wallet authorisation checks of spec 5, in the order the page runs them; the first failure
 * is the answer (the wallet sheet shows one error at a time).
 */
export function validateWalletOrder(input: {
  billingAddress: ContactAddress | null | undefined;
  shippingAddress: ContactAddress | null | undefined;
  /** Home delivery, same day, or any item that is not pickup, ship-to-store or eGift. */
  needsShipping: boolean;
  isSameDay: boolean;
  email: string | null | undefined;
  items: readonly { name: string; stateRestriction: readonly string[] }[];
}): RuleError | null {
  const billing = input.billingAddress;
  if (!billing) {
    return {
      errorKey: ErrorKey.billingAddressRequired,
      message: 'A billing address is required.',
      field: 'billingAddress',
    };
  }
  const billingChecks = [
    () => nameError(billing.firstName, 'first', 'billingAddress.firstName'),
    () => nameError(billing.lastName, 'last', 'billingAddress.lastName'),
    () => checkBillingState(billing.state ?? '', 'billingAddress.state'),
  ];
  for (const check of billingChecks) {
    const error = check();
    if (error) return error;
  }

  if (input.needsShipping) {
    const shipping = input.shippingAddress;
    if (!shipping) {
      return {
        errorKey: ErrorKey.shippingAddressRequired,
        message: 'A shipping address is required.',
        field: 'shippingAddress',
      };
    }
    const shippingChecks = [
      () => checkShippingState(shipping.state ?? '', 'shippingAddress.state'),
      () => nameError(shipping.firstName, 'first', 'shippingAddress.firstName'),
      () => nameError(shipping.lastName, 'last', 'shippingAddress.lastName'),
      () => checkItemStateRestrictions(input.items, shipping.state ?? '', 'shippingAddress.state'),
    ];
    for (const check of shippingChecks) {
      const error = check();
      if (error) return error;
    }
    if (input.isSameDay && isPoBox(shipping.address, shipping.address2, shipping.city)) {
      return poBoxError('shippingAddress.address');
    }
  }

  const email = input.email?.trim() ?? '';
  if (!isValidEmail(email)) {
    return {
      errorKey: ErrorKey.invalidEmail,
      message: 'Invalid Email Address',
      field: 'shippingAddress.email',
    };
  }
  return null;
}

export function poBoxError(field?: string): RuleError {
  return {
    errorKey: ErrorKey.nonDeliverableAddress,
    message: 'Same Day Delivery is not available for PO Box addresses.',
    ...(field ? { field } : {}),
  };
}

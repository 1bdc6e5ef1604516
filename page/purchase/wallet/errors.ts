/**
 * The one error-mapping routine for wallet failures (spec 4 and spec 8), on top of the error
 * catalogue's resolver:
 *
 * - a 502 on express payment is ERR_PAYMENT_API_TIMEOUT;
 * - with the alternate gateway on, a 503 whose first error key is BAD_GATEWAY_AUTH_RES is
 *   BAD_GATEWAY_AUTH_RES_CH_APAY, and fires tracking; on the primary gateway the same answer
 *   switches the timed alternate-gateway flag on;
 * - the gateway codes AVS_CH_INVALID_BANK_RESPONSE and GATEWAY_CH_INVALID_GATEWAY_PAYMENT_RESPONSE
 *   take the e-wallet variant of the invalid-gateway-response message;
 * - restricted states, zip/state mismatches, same-day errors and the wallet's own name/e-mail keys
 *   become contact errors on the sheet field they concern;
 * - anything the catalogue knows is "known" (the sheet completes with failure and the first mapped
 *   error); anything else is "unknown" (the cart is restored and the sheet told of failure).
 */
import {
  DEFAULT_ERROR_CATALOGUE,
  ERROR_KEYS,
  isKnownErrorKey,
  resolveErrorMessage,
  type ErrorCatalogue,
} from '../errorCatalogue';
import type { MessageMap, MessageValues } from '../messageText';
import { WALLET_ERROR_KEYS, WALLET_MESSAGES, type SheetError } from './validation';

/** One error of a shop answer (its `errors[]`). */
export interface ShopErrorEntry {
  errorKey?: string | undefined;
  message?: string | undefined;
  data?: Readonly<Record<string, unknown>> | undefined;
}

/** A failed wallet call, as plain data (the hook reads it off the API error). */
export interface WalletFailure {
  /** HTTP status; null for a network failure or time-out. */
  status: number | null;
  errors: readonly ShopErrorEntry[];
}

export interface MappedWalletError {
  kind: 'known' | 'unknown';
  /** The key the message was chosen by. */
  errorKey: string;
  /** What the shopper reads (page and sheet). */
  message: string;
  /** The first mapped error, as the sheet takes it. */
  sheetError: SheetError;
  /** Fire the alternate-gateway tracking event (BAD_GATEWAY_AUTH_RES_CH_APAY). */
  track: boolean;
  /** Turn the timed alternate-gateway flag on (the primary gateway failed its authorization). */
  switchToAlternateGateway: boolean;
}

const K = ERROR_KEYS;

/** The e-wallet variant of the invalid-gateway-response message (spec 8, gateway codes). */
const EWALLET_GATEWAY_RESPONSE =
  'Your payment could not be authorised by your wallet. Please try another card.';

/**
 * The shipped texts of the wallet's payment, gateway and same-day failures (the content system's,
 * which spec 8 does not show), in the error catalogue's first map. Here rather than in the
 * catalogue's module, which every product page loads: only a wallet payment meets them.
 */
export const WALLET_FAILURE_MESSAGES: MessageMap = {
  [K.sameDayError]: 'Same Day Delivery is not available for this address.',
  [K.ddPlaceOrder]: 'We could not place your Same Day Delivery order. Please try again.',
  [K.ddPlaceOrderOos]: 'Some items are no longer available for Same Day Delivery.',
  [K.ddDeliveryDateUnavailable]: 'The chosen delivery time is no longer available.',
  [K.deviceWalletSession]: 'The payment could not be started. Please try again or add to cart.',
  [K.genericWallet]: 'We could not update your payment. Please try again.',
  [K.nonDeliverableAddress]: 'Same Day Delivery cannot be delivered to a PO box.',
  [K.invalidBankResponse]: EWALLET_GATEWAY_RESPONSE,
  [K.invalidGatewayPaymentResponse]: EWALLET_GATEWAY_RESPONSE,
  [K.invalidGatewayResponseEwallet]: EWALLET_GATEWAY_RESPONSE,
  [K.invalidGatewayResponse]: 'Your payment could not be authorised. Please try another card.',
  [K.paymentTimeout]: 'The payment is taking longer than expected. Please try again.',
  [K.badGatewayAuthDeviceWallet]:
    'Your payment could not be authorised right now. Please try again in a moment.',
  [K.sameDayStoreNotFound]: 'No store near you offers Same Day Delivery.',
  [K.sameDayItemsOos]: 'Some items are not available for Same Day Delivery.',
  [K.sameDay0]: 'Same Day Delivery is not available right now.',
  [K.sameDay1]: 'Same Day Delivery is not available for this address.',
  [K.shipAndPickupNotAllowed]: 'Orders that mix shipping and pickup cannot be paid this way.',
};

/** The catalogue with the wallet failures' shipped texts under the ones it holds (configured win). */
export function withWalletTexts(
  catalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): ErrorCatalogue {
  return {
    ...catalogue,
    errorMessages: { ...WALLET_FAILURE_MESSAGES, ...catalogue.errorMessages },
  };
}

const SHIPPING_STATE_FIELD = new Set<string>([
  K.restrictedShippingState,
  K.restrictedShippingAddress,
  K.itemStateRestriction,
  K.apoFpoStateRestriction,
  K.prop65,
  K.zipShippingStateMismatch,
]);
const SHIPPING_ADDRESS_FIELD = new Set<string>([
  K.sameDayError,
  K.ddPlaceOrder,
  K.ddPlaceOrderOos,
  K.ddDeliveryDateUnavailable,
  K.nonDeliverableAddress,
  K.sameDayStoreNotFound,
  K.sameDayItemsOos,
  K.sameDay0,
  K.sameDay1,
  WALLET_ERROR_KEYS.shippingRequired,
]);
const GATEWAY_EWALLET = new Set<string>([K.invalidBankResponse, K.invalidGatewayPaymentResponse]);

/** The wallet's own validation keys and the sheet texts of spec 8 ("Wallet sheet messages"). */
const WALLET_KEY_MESSAGES: Readonly<Record<string, { message: string; field: SheetError['contactField'] }>> = {
  [WALLET_ERROR_KEYS.missingFirstName]: { message: WALLET_MESSAGES.missingFirstName, field: 'name' },
  [WALLET_ERROR_KEYS.missingLastName]: { message: WALLET_MESSAGES.missingLastName, field: 'name' },
  [WALLET_ERROR_KEYS.invalidFirstName]: { message: WALLET_MESSAGES.invalidFirstName, field: 'name' },
  [WALLET_ERROR_KEYS.invalidLastName]: { message: WALLET_MESSAGES.invalidLastName, field: 'name' },
  [WALLET_ERROR_KEYS.invalidEmail]: { message: WALLET_MESSAGES.invalidEmail, field: 'emailAddress' },
  [WALLET_ERROR_KEYS.billingRequired]: { message: WALLET_MESSAGES.billingRequired, field: 'postalAddress' },
  [WALLET_ERROR_KEYS.shippingRequired]: { message: WALLET_MESSAGES.shippingRequired, field: 'postalAddress' },
}; // prettier-ignore

function valuesOf(entry: ShopErrorEntry | undefined): MessageValues {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(entry?.data ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/** Which sheet field a (mapped) key concerns. */
function sheetShape(key: string, billingHint: boolean): Pick<SheetError, 'code' | 'contactField'> {
  if (key === K.restrictedBillingState) {
    return { code: 'billingContactInvalid', contactField: 'administrativeArea' };
  }
  if (key === K.zipBillingStateMismatch) {
    return { code: 'billingContactInvalid', contactField: 'postalCode' };
  }
  if (SHIPPING_STATE_FIELD.has(key)) {
    return { code: 'shippingContactInvalid', contactField: 'administrativeArea' };
  }
  if (SHIPPING_ADDRESS_FIELD.has(key)) {
    return { code: 'shippingContactInvalid', contactField: 'postalAddress' };
  }
  const wallet = WALLET_KEY_MESSAGES[key];
  if (wallet?.field) {
    return {
      code:
        billingHint && wallet.field !== 'emailAddress'
          ? 'billingContactInvalid'
          : 'shippingContactInvalid',
      contactField: wallet.field,
    };
  }
  return { code: 'unknown' };
}

export function mapWalletFailure(
  failure: WalletFailure,
  context: { alternateGateway: boolean },
  pageCatalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): MappedWalletError {
  const catalogue = withWalletTexts(pageCatalogue);
  const first = failure.errors[0];
  const firstKey = first?.errorKey ?? null;

  let overrideKey: string | null = null;
  let track = false;
  let switchToAlternateGateway = false;
  if (failure.status === 502) {
    overrideKey = K.paymentTimeout;
  } else if (failure.status === 503 && firstKey === K.badGatewayAuth) {
    if (context.alternateGateway) {
      overrideKey = K.badGatewayAuthDeviceWallet;
      track = true;
    } else {
      switchToAlternateGateway = true;
    }
  } else if (firstKey && GATEWAY_EWALLET.has(firstKey)) {
    overrideKey = K.invalidGatewayResponseEwallet;
  }

  const key = overrideKey ?? firstKey ?? catalogue.defaultKey;
  const walletText = WALLET_KEY_MESSAGES[key];
  // The default key is the catalogue's fallback, not a recognised failure.
  const known =
    walletText !== undefined || (key !== catalogue.defaultKey && isKnownErrorKey(key, catalogue));
  const message = walletText
    ? walletText.message
    : resolveErrorMessage(
        { overrideKey, errorKey: firstKey, message: first?.message },
        valuesOf(first),
        catalogue,
        // An unknown key shows the shop's own words only for a rule refusal (4xx), never for a
        // server fault whose text is not meant for shoppers.
        { useShopMessage: failure.status !== null && failure.status < 500 },
      );
  const field = first?.data?.field;
  const billingHint = typeof field === 'string' && /billing/i.test(field);
  const shape = sheetShape(key, billingHint);
  return {
    kind: known ? 'known' : 'unknown',
    errorKey: key,
    message,
    sheetError: {
      ...shape,
      errorKey: key,
      message,
      ...(first?.data ? { data: first.data } : {}),
    },
    track,
    switchToAlternateGateway,
  };
}

/** Reads `errors[]` (or a lone `errorKey`) off any answer body; junk gives no entries. */
export function readShopErrors(body: unknown): ShopErrorEntry[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const list = Array.isArray(record.errors) ? record.errors : [record];
  const entries: ShopErrorEntry[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const e = item as Record<string, unknown>;
    const errorKey = typeof e.errorKey === 'string' ? e.errorKey : undefined;
    if (!errorKey) continue;
    entries.push({
      errorKey,
      ...(typeof e.message === 'string' ? { message: e.message } : {}),
      ...(typeof e.data === 'object' && e.data !== null
        ? { data: { ...(e.data as Record<string, unknown>), ...fieldOf(e) } }
        : fieldOf(e).field
          ? { data: fieldOf(e) }
          : {}),
    });
  }
  return entries;
}

const fieldOf = (e: Record<string, unknown>) =>
  typeof e.field === 'string' ? { field: e.field } : {};

import { z } from 'zod';
import { ZIP_PATTERN, isValidEmail } from '../domain/address.ts';
import { invalidInput } from './errors.ts';

/** Small reusable schemas for the wire formats the page uses. */

/** C0 controls (NUL included) and DEL; tab, line feed and carriage return are ordinary text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A surrogate half without its partner: not a character, and no database can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const MALFORMED_TEXT_MESSAGE = 'Must not contain control characters or broken Unicode';

/** Whether `value` is text a shopper could have typed: no NUL or other controls, no lone surrogate. */
export function isWellFormedText(value: string): boolean {
  return !CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * THE text schema: every free-text field, query parameter and path segment of every route goes
 * through it (directly, through `shortText`, or through a pattern that admits only ASCII), so
 * malformed text is refused at the boundary with a 400 naming the field and never reaches the
 * database. `max` counts UTF-16 units, like the page's maxlength.
 */
export const text = (max: number, tooLong = `At most ${max} characters`) =>
  z.string().max(max, tooLong).refine(isWellFormedText, MALFORMED_TEXT_MESSAGE);

/** `text`, trimmed. */
export const shortText = (max = 64) => text(max).trim();

/** Product ids are numeric strings; preview ids carry a `preview-` prefix. */
export const productId = z.string().regex(/^[0-9]{1,12}$/, 'Product id must be numeric');
export const previewId = z
  .string()
  .regex(/^(?:preview-)?[0-9]{1,12}$/, 'Preview id must be numeric or preview-<id>');
export const skuId = z
  .string()
  .trim()
  .regex(/^[0-9]{1,12}$/, 'SKU id must be numeric');
export const orderId = z.string().regex(/^[0-9]{1,12}$/, 'Order id must be numeric');
export const orderItemId = z.string().regex(/^[0-9]{1,12}$/, 'orderItemId must be numeric');

export const zip = z.string().trim().regex(ZIP_PATTERN, 'Zip code must be 12345 or 12345-6789');
export const stateCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'State must be a two-letter code')
  .transform((value) => value.toUpperCase());
/** Every e-mail field: `text`, then the one e-mail rule (domain/address.ts). */
export const email = text(254)
  .trim()
  .refine(isValidEmail, 'Please enter the Email Address in a valid format');

/** 'true'/'false' flags as the page sends them in query strings, also Y/N and 1/0. */
export const queryFlag = z
  .enum(['true', 'false', 'Y', 'N', 'y', 'n', '1', '0'])
  .transform((value) => ['true', 'Y', 'y', '1'].includes(value))
  .optional();

/** A JSON boolean, or the same as a string or 0/1 (the page's payloads mix the three). */
export const looseBoolean = z.union([
  z.boolean(),
  z
    .enum(['true', 'false', 'Y', 'N', '1', '0'])
    .transform((value) => ['true', 'Y', '1'].includes(value)),
  z.union([z.literal(0), z.literal(1)]).transform((value) => value === 1),
]);

/** A whole number given as a number or a numeric string. */
export const integerLike = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:\.\d+)?$/, 'Expected a number')
    .transform(Number),
]);

/** A dollar amount with at most two decimals, as a number or numeric string. */
export const moneyLike = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(?:\.\d{1,2})?$/, 'Expected an amount like 12.34')
    .transform(Number),
]);

export const storeId = z
  .string()
  .trim()
  .regex(/^[0-9]{0,10}$/, 'Store id must be numeric')
  .optional();

export const paymentMethodQuery = z
  .string()
  .regex(/^[A-Za-z_-]{1,32}$/, 'Payment method must be a word')
  .optional();

/** A flag the shop accepts and this demo does not act on: short text, boolean or number. */
const passThroughFlag = z.union([shortText(32), z.boolean(), z.number().finite()]).optional();

/** Parameters most shop calls accept and this demo does not need (spec 3 and 7 list them). */
export const passThroughFlags = {
  skip: passThroughFlag,
  cfst: passThroughFlag,
  atcopt: passThroughFlag,
  correlationId: shortText(128).optional(),
};

const flatValue = z.union([text(64), z.number().finite(), z.boolean(), z.null()]);
const flatRecord = z
  .record(text(64), flatValue)
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 fields');

/**
 * `shippingModes` as pages send it: a mode name, a list of names or of flat objects
 * (`{ orderItemId, shipModeId }`), or one flat object. Bounded, never nested.
 */
export const shippingModesField = z
  .union([
    shortText(64),
    z.array(z.union([shortText(64), flatRecord])).max(50, 'At most 50 shipping modes'),
    flatRecord,
  ])
  .optional();

export const address = z.object({
  firstName: shortText(32),
  lastName: shortText(32),
  address: shortText(100).min(1, 'Street address is required'),
  address2: shortText(100).nullish(),
  city: shortText(50).min(1, 'City is required'),
  state: stateCode,
  zipCode: zip,
  country: z
    .string()
    .trim()
    .regex(/^(?:US|USA)$/i, 'Only US addresses are supported')
    .transform(() => 'US')
    .default('US'),
  email: z.union([email, z.literal('')]).nullish(),
  // Wallet sheets hand over redacted contacts; the page fills gaps with placeholders (APSPN).
  phoneNumber: shortText(20).nullish(),
  isAddressVerified: looseBoolean.optional(),
  saveAddressForFuture: looseBoolean.optional(),
  addressId: shortText(64).nullish(),
});

/** The fraud collector's session id a wallet order names (spec 3, kountSessionId). */
export const kountSessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'kountSessionId must be 8-64 letters/digits');

/**
 * A wallet contact as the page hands it over. Deliberately loose: names may be missing here and
 * are then refused by the wallet rules with the messages the wallet sheet shows ("Missing First
 * Name"), which a schema error could not carry.
 */
export const walletContact = z
  .object({
    firstName: shortText(32).nullish(),
    lastName: shortText(32).nullish(),
    address: shortText(100).nullish(),
    address2: shortText(100).nullish(),
    city: shortText(50).nullish(),
    state: shortText(32).nullish(),
    zipCode: shortText(10).nullish(),
    country: shortText(32).nullish(),
    email: shortText(254).nullish(),
    phoneNumber: shortText(20).nullish(),
  })
  .nullish();

/** The same-day fields of a wallet order (spec 3: ddBestStores, ddStoreTimeZone, ddDeliveryMethod). */
export const sameDayFields = {
  ddBestStores: z
    .union([shortText(256), z.array(z.union([shortText(16), z.number()])).max(20)])
    .optional(),
  ddStoreTimeZone: shortText(64).optional(),
  ddDeliveryMethod: shortText(32).optional(),
};

/** A wallet order's body may repeat the path's order id; it must then be the same. */
export function checkBodyOrderId(pathId: string, bodyId: string | undefined): void {
  if (bodyId && bodyId !== pathId) {
    throw invalidInput([{ field: 'orderId', message: 'orderId does not match the path' }]);
  }
}

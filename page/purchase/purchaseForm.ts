/**
 * Buying without JavaScript: the purchase panel is a real form that posts to
 * the page server. This module names its fields and reads a posted form into the same add-to-cart
 * input the JavaScript path builds (addToCartPayload.ts's PayloadInput), with the same rules and messages:
 * the amount (spec 5: whole dollars from gcMinAmount to gcMaxAmount), the quantity limits (spec 9),
 * the eGift form's validators (egift.ts) and the order total (spec 8/9). Pure: the server route
 * (page/server/purchasePost.ts) sends and redirects.
 */
import {
  CUSTOM_AMOUNT_VALUE,
  type EGiftFormValues,
  type EGiftParty,
  type EGiftPerson,
} from '@cairnfield/design-system/formValues';
import type { Product } from '../domain';
import { checkOrderTotal, type OrderLimitContext } from './addToCartOutcome';
import {
  amountRangeMessage,
  effectiveAmount,
  type AmountBounds,
  type AmountSelection,
} from './amount';
import { egiftValidators, EGIFT_MAX_EMAIL_LENGTH, EGIFT_MAX_MESSAGE_LENGTH } from './eGift';
import { isValidTimeZone, validateSendDate } from './eGiftSendDate';
import { withOverrides } from './errorCatalogue';
import type { ErrorTexts } from './messageText';
import { egiftFieldName, PURCHASE_FIELDS, type FormFieldError } from './formFields';
import { quantityBounds, quantityError, type QuantityContext } from './quantityRules';

/**
 * What the shopper posted, kept to show again (every value, spec: nothing typed is lost). Amount
 * and quantity as the panel's state holds them; the custom amount's raw text when it was not a
 * number (so the field is not silently emptied of something we could not read).
 */
export interface PostedPurchase {
  skuId: string;
  amount: AmountSelection;
  quantity: number;
  egift: EGiftFormValues | null;
}

export type ParsedPurchaseForm =
  /** Not something our form sends (unknown SKU or chip, a field sent twice, a file): a 400. */
  | { kind: 'hostile'; reason: string }
  | { kind: 'invalid'; values: PostedPurchase; errors: FormFieldError[] }
  | {
      kind: 'valid';
      values: PostedPurchase;
      /** PayloadInput for buildAddToCartPayload, less the product and the store. */
      input: { skuId: string; quantity: number; amount: number; egift: EGiftFormValues | null };
    };

/** A posted body as Hono's parseBody gives it: strings, files, or arrays of them. */
export type PostedBody = Record<string, unknown>;

export interface PurchaseFormContext {
  quantity: QuantityContext;
  /** The order-total limit's help (live chat, eGift phone). */
  limits: OrderLimitContext;
  /** The configured texts laid over spec 8's shipped ones (errorCatalogue.ts). */
  errorTexts?: ErrorTexts;
  /** The clock the send date is checked against (the shopper's today, in their zone). */
  now?: Date;
}

/** Longest value read from any field: twice the longest the form allows (an e-mail address). */
const MAX_VALUE_LENGTH = 2 * Math.max(EGIFT_MAX_EMAIL_LENGTH, EGIFT_MAX_MESSAGE_LENGTH);

type PersonField = keyof EGiftPerson;

class Hostile extends Error {}

function reader(body: PostedBody) {
  return (name: string): string => {
    const value = body[name];
    if (value === undefined) return '';
    if (typeof value !== 'string') throw new Hostile(`${name} is not a single text value`);
    if (value.length > MAX_VALUE_LENGTH) throw new Hostile(`${name} is too long`);
    return value;
  };
}

/** '$25', '25', ' 25 ' -> 25; '' -> null; anything else (12.5, 'abc', '1e3') -> NaN. */
export function parseWholeDollars(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').trim();
  if (trimmed === '') return null;
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Reads the posted purchase form for `product` (spec 3-5, 8, 9). Values are always kept; errors come
 * with the spec's texts, in the order the fields appear on the page.
 */
export function parsePurchaseForm(
  body: PostedBody,
  product: Product,
  ctx: PurchaseFormContext,
): ParsedPurchaseForm {
  try {
    return parse(reader(body), product, ctx);
  } catch (error) {
    if (error instanceof Hostile) return { kind: 'hostile', reason: error.message };
    throw error;
  }
}

function parse(
  field: (name: string) => string,
  product: Product,
  ctx: PurchaseFormContext,
): ParsedPurchaseForm {
  const type = product.giftCard.type;
  const errors: FormFieldError[] = [];

  const skuId = field(PURCHASE_FIELDS.sku) || product.defaultSkuId;
  if (!product.skus.some((sku) => sku.skuId === skuId)) {
    return { kind: 'hostile', reason: 'unknown SKU' };
  }

  const bounds: AmountBounds = { min: product.giftCard.minAmount, max: product.giftCard.maxAmount };
  const chip = field(PURCHASE_FIELDS.amount);
  let amount: AmountSelection;
  if (chip === CUSTOM_AMOUNT_VALUE) {
    const typed = parseWholeDollars(field(PURCHASE_FIELDS.customAmount));
    amount = { kind: 'custom', amount: typed !== null && Number.isNaN(typed) ? null : typed };
    if (effectiveAmount(amount, bounds) === null) {
      errors.push({ field: PURCHASE_FIELDS.customAmount, message: amountRangeMessage(bounds) });
    }
  } else {
    const preset = Number(chip);
    if (!/^\d+$/.test(chip) || !product.giftCard.amounts.includes(preset)) {
      return { kind: 'hostile', reason: 'unknown amount' };
    }
    amount = { kind: 'preset', amount: preset };
  }

  const qBounds = quantityBounds(type, ctx.quantity);
  const quantityText = field(PURCHASE_FIELDS.quantity).trim();
  const parsedQuantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  const qError = quantityError(type, parsedQuantity, qBounds, ctx);
  if (qError) errors.push({ field: PURCHASE_FIELDS.quantity, message: qError });
  // Shown again as typed when it is a whole number; otherwise the type's minimum.
  const quantity = Number.isInteger(parsedQuantity) ? parsedQuantity : qBounds.min;

  let egift: EGiftFormValues | null = null;
  if (type === 'egift') {
    const shownQuantity = Math.min(Math.max(1, quantity), qBounds.max);
    const person = (prefix: 'sender' | `recipients.${number}`): EGiftPerson => ({
      email: field(egiftFieldName(`${prefix}.email`)),
      firstName: field(egiftFieldName(`${prefix}.firstName`)),
      lastName: field(egiftFieldName(`${prefix}.lastName`)),
    });
    const sendToSame = field(PURCHASE_FIELDS.sendToSame) !== '';
    // The zone the browser filled in (none without JavaScript: the date is then read in Central
    // time); one that is not a zone is not our form's.
    const sendTimeZone = field(PURCHASE_FIELDS.sendTimeZone).trim();
    if (sendTimeZone !== '' && !isValidTimeZone(sendTimeZone)) {
      return { kind: 'hostile', reason: 'unknown time zone' };
    }
    const designId = field(PURCHASE_FIELDS.designId);
    if (designId !== '' && !product.egiftDesigns.some((d) => d.id === designId)) {
      return { kind: 'hostile', reason: 'unknown design' };
    }
    egift = {
      sender: person('sender'),
      recipients: Array.from({ length: qBounds.max }, (_, i) => person(`recipients.${i}`)),
      message: field(PURCHASE_FIELDS.senderMessage),
      sendToSame,
      quantity: shownQuantity,
      sendDate: field(PURCHASE_FIELDS.sendDate),
      designId: field(PURCHASE_FIELDS.designId),
      ...(sendTimeZone ? { sendTimeZone } : {}),
    };
    // Recipients beyond what was posted are kept empty only up to the visible count.
    const lastFilled = egift.recipients.reduce(
      (last, r, i) => (r.email || r.firstName || r.lastName ? i : last),
      -1,
    );
    egift.recipients = egift.recipients.slice(0, Math.max(shownQuantity, lastFilled + 1));
    errors.push(...egiftErrors(egift, ctx.now ?? new Date()));
  }

  const values: PostedPurchase = { skuId, amount, quantity, egift };
  if (errors.length > 0) return { kind: 'invalid', values, errors };

  const chosen = effectiveAmount(amount, bounds) ?? 0;
  // Spec 8/9: an order above the total limit is refused before anything is sent.
  const overLimit = checkOrderTotal(
    { product, amount: chosen, quantity },
    ctx.limits,
    withOverrides(ctx.errorTexts ?? {}),
  );
  if (overLimit) {
    return {
      kind: 'invalid',
      values,
      errors: [{ field: PURCHASE_FIELDS.quantity, message: overLimit.message }],
    };
  }
  return { kind: 'valid', values, input: { skuId, quantity, amount: chosen, egift } };
}

/** The eGift form's errors (egift.ts's validators), for each visible field in page order. */
export function egiftErrors(draft: EGiftFormValues, now: Date): FormFieldError[] {
  const errors: FormFieldError[] = [];
  const visible = draft.sendToSame && draft.quantity > 1 ? 1 : Math.max(1, draft.quantity);
  const check = (prefix: 'sender' | `recipients.${number}`, p: EGiftPerson, party: EGiftParty) => {
    const found: Array<[PersonField, string | null]> = [
      ['email', egiftValidators.email(p.email)],
      ['firstName', egiftValidators.firstName(p.firstName, party)],
      ['lastName', egiftValidators.lastName(p.lastName, party)],
    ];
    for (const [name, message] of found) {
      if (message) errors.push({ field: egiftFieldName(`${prefix}.${name}`), message });
    }
  };
  check('sender', draft.sender, 'sender');
  for (let i = 0; i < visible; i += 1) {
    check(
      `recipients.${i}`,
      draft.recipients[i] ?? { email: '', firstName: '', lastName: '' },
      'recipient',
    );
    if (i === 0) {
      const message = egiftValidators.message(draft.message, EGIFT_MAX_MESSAGE_LENGTH);
      if (message) errors.push({ field: PURCHASE_FIELDS.senderMessage, message });
    }
  }
  const sendDateError = validateSendDate(draft.sendDate ?? '', draft.sendTimeZone ?? '', now);
  if (sendDateError) errors.push({ field: PURCHASE_FIELDS.sendDate, message: sendDateError });
  return errors;
}

/**
 * What the page shows after a posted form (carried through the redirect): the values, the field
 * errors, and the shop's answer ('added', or the spec 8 message).
 */
export interface PurchaseFormOutcome {
  values: PostedPurchase;
  errors: FormFieldError[];
  /**
   * The eGift order item the form edits (spec 2, ?orderItemId): saving replaces it. Kept while it
   * has not been replaced (an error), so posting again still replaces it.
   */
  replaces?: string | null;
  /**
   * The page's submission key, kept when the shop's answer to the post was lost (the outcome is
   * unknown): the page comes back with it, so posting the same cards again adds them once.
   */
  retryKey?: string | null;
  result:
    | { kind: 'added'; message: string }
    | { kind: 'failed'; message: string; help?: { href: string; label: string } | undefined }
    | { kind: 'unavailable'; message: string }
    | null;
}

/**
 * The cart page's read of GET /api/cart/{orderId} (spec 7; shop-api/openapi.json "Order"): the wire
 * schema of what the page needs (lines, amounts, eGift details, totals) and its reshape into the
 * domain's CartView (purchase/cart.ts). What the page renders is required; a line or total it
 * cannot read makes the answer 'malformed' rather than a page with wrong money on it. An eGift
 * line's design (by name) and send date are read for the shopper's own lines; every other scalar
 * field of its eGift data is kept, so a field the shop adds later shows without a change here.
 */
import * as v from 'valibot';
import type { CartLineDetail, CartView, CartViewLine } from '../purchase/cart';
import { numeric } from './wire';

const isRecord = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);
function object<const E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.unknown(), v.check(isRecord, 'expected an object'), v.looseObject(entries));
}
const idString = v.union([
  v.pipe(v.string(), v.minLength(1)),
  v.pipe(v.number(), v.integer(), v.transform(String)),
]);
const text = v.nullish(v.string());
const flag = v.nullish(v.union([v.boolean(), v.string(), v.number()]));

const recipientWire = object({
  recipientFirstName: text,
  recipientLastName: text,
  recipientEmail: text,
});

const egiftWire = object({
  senderEmail: text,
  senderFirstName: text,
  senderLastName: text,
  senderMessage: text,
  recipients: v.optional(v.array(recipientWire), []),
  // Anything else (an older shop's number, a date it cannot read) is no design or no date.
  designName: v.fallback(text, null),
  sendDate: v.fallback(v.nullish(v.pipe(v.string(), v.isoDate())), null),
});

const lineWire = object({
  orderItemId: idString,
  productId: v.optional(idString, ''),
  name: v.optional(v.string(), ''),
  seoURL: text,
  quantity: numeric,
  giftAmount: v.nullish(numeric),
  unitPrice: v.nullish(numeric),
  itemTotal: v.nullish(numeric),
  isEGCItem: flag,
  eGiftCard: v.nullish(egiftWire),
});

const money = v.optional(numeric, 0);

export const cartAnswerWire = object({
  cart: object({
    orderId: idString,
    totalCartQuantity: v.nullish(numeric),
    orderItems: v.optional(v.array(lineWire), []),
    totalProductPrice: money,
    totalShippingCharge: v.nullish(numeric),
    totalEstimatedShippingCharge: v.nullish(numeric),
    sameDayDeliveryCharge: money,
    retailDeliveryFee: money,
    totalTax: v.nullish(numeric),
    totalEstimatedTax: v.nullish(numeric),
    orderTotal: v.nullish(numeric),
    grandTotal: v.nullish(numeric),
  }),
});
export type CartAnswerWire = v.InferOutput<typeof cartAnswerWire>;
type LineWire = v.InferOutput<typeof lineWire>;

/**
 * eGift fields shown by name (sender, recipients, message, design, send date) or never (the shop's
 * bookkeeping: the design's id, the zone the send date is read in).
 */
const EGIFT_KNOWN = new Set([
  'senderEmail',
  'senderFirstName',
  'senderLastName',
  'senderMessage',
  'recipients',
  'designId',
  'designName',
  'sendDate',
  'sendTimeZone',
  'isSendToOne',
  'comment',
  'firstDataFulfilState',
]);
const NO_ORDER = /^0+$/;
const cents = (n: number) => Math.round(n * 100) / 100;
const joinName = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
const isTrue = (value: unknown) =>
  value === true || value === 1 || value === 'true' || value === 'Y' || value === '1';

/** 'sendDate' or 'send_date' → 'Send date': a label for an eGift field the page has no text for. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function otherDetails(raw: Record<string, unknown>): CartLineDetail[] {
  const details: CartLineDetail[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (EGIFT_KNOWN.has(key) || !/^\w{1,40}$/.test(key)) continue;
    const shown =
      typeof value === 'string'
        ? value.trim()
        : typeof value === 'number' && Number.isFinite(value)
          ? String(value)
          : null;
    if (shown) details.push({ label: fieldLabel(key), value: shown.slice(0, 200) });
  }
  return details;
}

function reshapeLine(line: LineWire): CartViewLine {
  const unitAmount = line.giftAmount ?? line.unitPrice ?? 0;
  const egift = line.eGiftCard;
  const isEgift = isTrue(line.isEGCItem) || egift != null;
  const senderName = egift ? joinName(egift.senderFirstName, egift.senderLastName) : '';
  return {
    orderItemId: line.orderItemId,
    productId: line.productId,
    name: line.name.trim() || 'Gift card',
    productPath: line.seoURL && /^\/p\/[\w-]+$/.test(line.seoURL) ? line.seoURL : null,
    quantity: line.quantity,
    unitAmount,
    total: cents(line.itemTotal ?? unitAmount * line.quantity),
    isEgift,
    egift: egift
      ? {
          sender:
            senderName || egift.senderEmail
              ? { name: senderName, email: egift.senderEmail?.trim() ?? '' }
              : null,
          recipients: egift.recipients.map((r) => ({
            name: joinName(r.recipientFirstName, r.recipientLastName),
            email: r.recipientEmail?.trim() ?? '',
          })),
          message: egift.senderMessage?.trim() || null,
          designName: egift.designName?.trim() || null,
          sendDate: egift.sendDate ?? null,
          details: otherDetails(egift),
        }
      : null,
  };
}

export function reshapeCartView(answer: CartAnswerWire): CartView {
  const cart = answer.cart;
  const lines = cart.orderItems.filter((l) => l.quantity > 0).map(reshapeLine);
  const subtotal = cart.totalProductPrice;
  const shipping = cart.totalShippingCharge ?? cart.totalEstimatedShippingCharge ?? 0;
  const tax = cart.totalTax ?? cart.totalEstimatedTax ?? 0;
  return {
    orderId: NO_ORDER.test(cart.orderId) ? null : cart.orderId,
    count: cart.totalCartQuantity ?? lines.reduce((sum, l) => sum + l.quantity, 0),
    lines,
    totals: {
      subtotal,
      shipping,
      sameDayDelivery: cart.sameDayDeliveryCharge,
      retailDeliveryFee: cart.retailDeliveryFee,
      tax,
      total:
        cart.orderTotal ??
        cart.grandTotal ??
        cents(subtotal + shipping + cart.sameDayDeliveryCharge + cart.retailDeliveryFee + tax),
    },
  };
}

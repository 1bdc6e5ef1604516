/**
 * The cart page's rules (spec 2 "/shop/cart", spec 9 quantity limits), pure: the cart as the page
 * shows it (lines, eGift details, totals), a posted quantity change read and checked with the
 * product page's own quantity rules and texts (quantityRules.ts, purchaseForm.ts), the product
 * page link that edits an eGift line (spec 2, ?orderItemId) and the status texts announced after
 * a change. No React, no transport: page/api/cartView.ts reads the shop's answer into CartView.
 */
import type { GiftCardType } from '../domain';
import { fillPlaceholders, type ErrorTexts } from './messageText';
import {
  quantityBounds,
  quantityError,
  type QuantityBounds,
  type QuantityContext,
} from './quantityRules';

/** One thing an eGift line carries, as the page shows it ('Design', 'Spruce'). */
export interface CartLineDetail {
  label: string;
  value: string;
}

export interface CartLineEgift {
  sender: { name: string; email: string } | null;
  recipients: { name: string; email: string }[];
  message: string | null;
  /** The chosen design's name (not its id); null when none was chosen. */
  designName: string | null;
  /** The day the cards are sent ('YYYY-MM-DD' in the shopper's zone); null: sent right away. */
  sendDate: string | null;
  /** Every other field the shop sends with the line, in its order. */
  details: CartLineDetail[];
}

export interface CartViewLine {
  orderItemId: string;
  productId: string;
  name: string;
  /** The product page (a path on this site), or null when the shop gave none usable. */
  productPath: string | null;
  quantity: number;
  /** The card's amount (per card). */
  unitAmount: number;
  total: number;
  isEgift: boolean;
  egift: CartLineEgift | null;
}

export interface CartTotals {
  subtotal: number;
  shipping: number;
  sameDayDelivery: number;
  retailDeliveryFee: number;
  tax: number;
  total: number;
}

export interface CartView {
  /** null: no cart yet (spec 7: 000000). */
  orderId: string | null;
  /** Cards in the cart (the header's count). */
  count: number;
  lines: CartViewLine[];
  totals: CartTotals;
}

/** What a line's quantity may be: the product's rules when known, else the type's. */
export interface LineRules {
  type: GiftCardType;
  bounds: QuantityBounds;
}

/** The cart form's fields (one form per line, page/routes/cart/route.ts reads them). */
export const CART_FIELDS = { line: 'orderItemId', quantity: 'quantity', intent: 'intent' } as const;
/** The message region the form's redirect lands on. */
export const CART_STATUS_ID = 'cart-status';

export const CART_TEXT = {
  title: 'Your cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  checkout: 'Checkout',
  updated: 'Quantity of {{name}} changed to {{quantity}}.',
  removed: '{{name}} was removed from your cart.',
  /** The line is gone (removed in another tab): nothing changed. */
  lineGone: 'That item is no longer in your cart.',
  /** The form was posted from another site. */
  crossSite: 'This form was sent from another site, so your cart was not changed.',
  /** The form was not one this page sends. */
  malformed: 'This request could not be read, so your cart was not changed.',
  /** The shop did not answer the change. */
  failed: 'Your cart could not be changed. Please try again in a moment.',
  /** eGift quantities follow the recipients: they change on the product page (Edit). */
  egiftQuantity: 'To change the number of eGift cards, edit the recipients.',
} as const;

/** The line's quantity rules (spec 9; shared/giftCards.ts): standard, bulk and eGift bounds. */
export function lineRules(type: GiftCardType, ctx: QuantityContext): LineRules {
  return { type, bounds: quantityBounds(type, ctx) };
}

export type QuantityChange =
  { kind: 'change'; quantity: number } | { kind: 'invalid'; message: string; attempted: string };

/**
 * A posted quantity for a line: whole digits within the line's limits, with the product page's
 * messages (over 50: the bulk card suggestion; eGift over 5: spec 8's recipients limit).
 */
export function readQuantityChange(
  text: string,
  rules: LineRules,
  errorTexts: ErrorTexts = {},
): QuantityChange {
  const trimmed = text.trim();
  const quantity = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  const message = quantityError(rules.type, quantity, rules.bounds, { errorTexts });
  return message === null
    ? { kind: 'change', quantity }
    : { kind: 'invalid', message, attempted: trimmed.slice(0, 12) };
}

/** The status announced after a change. */
export function changeMessage(
  change: { kind: 'updated'; quantity: number } | { kind: 'removed' },
  name: string,
): string {
  return change.kind === 'updated'
    ? fillPlaceholders(CART_TEXT.updated, { name, quantity: change.quantity })
    : fillPlaceholders(CART_TEXT.removed, { name });
}

/**
 * Where an eGift line's Edit goes: its product page with `?orderItemId=` (spec 2), which fills the
 * form from the line and replaces it on save. Only a product page of this site (/p/…).
 */
export function editHref(line: Pick<CartViewLine, 'productPath' | 'orderItemId' | 'isEgift'>) {
  if (!line.isEgift || !line.productPath || !/^\/p\/[\w-]+$/.test(line.productPath)) return null;
  return `${line.productPath}?orderItemId=${encodeURIComponent(line.orderItemId)}`;
}

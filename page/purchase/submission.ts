/**
 * The no-JavaScript purchase form's submission key (spec 4, "Add to cart"): every page response
 * carries a fresh key in a hidden field, and the form post sends it to the shop as the add's
 * Idempotency-Key. A shopper who taps Add to cart twice before the page is interactive posts the
 * same key twice, and the shop adds once (the second post gets the first one's answer). After a
 * post whose outcome is unknown (the shop's answer was lost or cut off), the page comes back with
 * the same key, so posting the same cards again cannot add them twice; the server sends the shop
 * a key made of the page's key and the cards asked for, so changed cards are a new add. The
 * JavaScript path sends a fresh key of its own per add, and after an add whose outcome is unknown
 * sends the same cards again with that add's key (addToCartAction.ts, addKeepingUnsettled).
 */
import { PURCHASE_FIELDS } from './formFields';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The posted key when it is one (a UUID), else null: the post then gets a key of its own. */
export function postedSubmissionKey(body: Readonly<Record<string, unknown>>): string | null {
  const value = body[PURCHASE_FIELDS.submission];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

/**
 * An add whose outcome is unknown (its answer could not be read: addToCart.ts's `outcomeUnknown`),
 * with the key it was sent with and what it asked for (cardsAsked).
 */
export interface UnsettledAdd {
  key: string;
  cards: string;
}

/**
 * What an add asks the shop for, as one string: the same product, card, amount, quantity, eGift
 * form, store and edited item give the same string.
 */
export function cardsAsked(request: {
  product: { productId: string };
  skuId: string;
  amount: number;
  quantity: number;
  storeId: string | null;
  egift: unknown;
  replacesOrderItemId?: string | null;
}): string {
  return JSON.stringify([
    request.product.productId,
    request.skuId,
    request.amount,
    request.quantity,
    request.storeId,
    request.egift,
    request.replacesOrderItemId ?? null,
  ]);
}

/** After an add: the add itself when its outcome is unknown, else nothing is left unsettled. */
export function unsettledAfter(
  result: { kind: string; outcomeUnknown?: true },
  key: string,
  cards: string,
): UnsettledAdd | null {
  return result.kind === 'failed' && result.outcomeUnknown === true ? { key, cards } : null;
}

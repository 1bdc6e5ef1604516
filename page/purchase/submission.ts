/**
 * The no-JavaScript purchase form's submission key (spec 4, "Add to cart"): every page response
 * carries a fresh key in a hidden field, and the form post sends it to the shop as the add's
 * Idempotency-Key. A shopper who taps Add to cart twice before the page is interactive posts the
 * same key twice, and the shop adds once (the second post gets the first one's answer). The
 * JavaScript path sends a key of its own per add.
 */
import { PURCHASE_FIELDS } from './formFields';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The posted key when it is one (a UUID), else null: the post then gets a key of its own. */
export function postedSubmissionKey(body: Readonly<Record<string, unknown>>): string | null {
  const value = body[PURCHASE_FIELDS.submission];
  return typeof value === 'string' && UUID.test(value) ? value : null;
}

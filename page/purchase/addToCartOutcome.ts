/**
 * Add to cart, as pure functions: the meaning of the answer (spec 4 "Add to cart", spec 8
 * messages) and the order limits checked before sending; the request payload is
 * addToCartPayload.ts's. The hook (hooks/usePurchase.ts) only sends and dispatches.
 */
import { exceedsOrderTotal, formatTotalLimit } from '../../shared/giftCards';
import type { AddToCartAnswer, Product, ShopFailure } from '../domain';
import { RELOAD_NEEDED_TEXT } from './messages';
import {
  DEFAULT_ERROR_CATALOGUE,
  ERROR_KEYS,
  isKnownErrorKey,
  resolveErrorMessage,
  type ErrorCatalogue,
} from './errorCatalogue';

export type AddOutcome =
  | { kind: 'added'; quantity: number; cartQuantity: number | null; orderId: string | null }
  | { kind: 'unavailable'; message: string }
  /** Fewer added than asked (spec 5): the page shows the message and restores the cart. */
  | { kind: 'quantityLimit'; added: number; message: string }
  | { kind: 'signIn' }
  | {
      kind: 'failed';
      message: string;
      /**
       * The shop's answer could not be read (a time-out, a lost or cut-off answer, a server
       * error): the cards may have been added. Without JavaScript the next post of the same cards
       * reuses this add's idempotency key (submission.ts), so the shop answers it instead of
       * adding again.
       */
      outcomeUnknown?: true;
    };

const text = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v : null);

/**
 * Reads a successful answer (spec 4, 5, 8): an exception or error message means unavailable (its
 * text through the catalogue); fewer added than asked is the quantity-limit error with {{qty}}.
 */
export function interpretAddToCart(
  answer: AddToCartAnswer,
  requested: number,
  catalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): AddOutcome {
  const problem = text(answer.problem);
  const values = { qty: answer.quantityAdded, totalQty: answer.cartQuantity };
  if (problem) {
    return {
      kind: 'unavailable',
      message: resolveErrorMessage(
        { errorKey: answer.problemKey, message: problem },
        values,
        catalogue,
      ),
    };
  }
  const added = answer.quantityAdded ?? requested;
  if (added !== requested) {
    return {
      kind: 'quantityLimit',
      added,
      message: resolveErrorMessage(
        { errorKey: ERROR_KEYS.requestQtyLimitExceeded },
        { ...values, qty: added },
        catalogue,
      ),
    };
  }
  return {
    kind: 'added',
    quantity: added,
    cartQuantity: answer.cartQuantity,
    orderId: answer.orderId,
  };
}

/**
 * The shop's key for a 503 that means "try again in a few seconds" (its database is briefly
 * unreachable; shop-api/openapi.json, with Retry-After). Spec 8's 503 that sends the shopper to
 * sign in is any other 503: an outage is no reason to leave the page and what was typed.
 */
export const SERVICE_UNAVAILABLE_KEY = '_ERR_SERVICE_UNAVAILABLE';

/**
 * Reads a failure (spec 8): 503 sends the shopper to sign in (unless it names a brief outage,
 * which is the default message); a key the catalogue knows is shown
 * through it (placeholders filled from the error's data); an exception message in the envelope
 * marks the item unavailable; another refusal (4xx) keeps the shop's text; anything else (5xx,
 * network, timeout, unreadable answer) is the default message.
 */
export function interpretAddToCartError(
  failure: ShopFailure,
  catalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): AddOutcome {
  const fallback = (): AddOutcome => ({
    kind: 'failed',
    message: resolveErrorMessage({}, {}, catalogue, { useShopMessage: false }),
    // Nothing readable came back: the shop may have added (a 4xx is a refusal and is read).
    ...(failure.status === null || failure.status >= 500 ? { outcomeUnknown: true as const } : {}),
  });
  // The shop client's chunk did not load: nothing was sent.
  if (failure.kind === 'reload') return { kind: 'failed', message: RELOAD_NEEDED_TEXT };
  if (failure.kind !== 'http' || failure.status === null) return fallback();
  if (failure.status === 503 && failure.errorKey !== SERVICE_UNAVAILABLE_KEY) {
    return { kind: 'signIn' };
  }
  // The catalogue's text for the key, else the shop's own text (when it gives one), filled in.
  const shown = (shopText: string | null) =>
    resolveErrorMessage(
      { errorKey: failure.errorKey, message: shopText },
      failure.values,
      catalogue,
    );
  if (isKnownErrorKey(failure.errorKey, catalogue)) {
    return { kind: 'failed', message: shown(null) };
  }
  if (failure.exceptionMessage) {
    return { kind: 'unavailable', message: shown(failure.exceptionMessage) };
  }
  if (failure.status >= 400 && failure.status < 500) {
    return { kind: 'failed', message: shown(failure.serverMessage) };
  }
  return fallback();
}

/** A limit the page enforces before sending (spec 8, 9). */
export interface OrderLimitProblem {
  key: string;
  message: string;
  /** Where the shopper can place the order instead (live chat, or the eGift phone line). */
  help: { href: string; label: string };
}

export interface OrderLimitContext {
  liveChatUrl: string;
  egiftPhone: string;
}

/**
 * Spec 8/9: a total above the product's limit (totalMaxAmount, $10,000) is refused on the page
 * before anything is sent (_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT with the live-chat link; the eGift
 * variant _TOTAL_EGC_AMOUNT_EXCEDED_MAX_LIMIT with its phone link). Null when the order is within it.
 */
export function checkOrderTotal(
  input: { product: Product; amount: number; quantity: number },
  ctx: OrderLimitContext,
  catalogue: ErrorCatalogue = DEFAULT_ERROR_CATALOGUE,
): OrderLimitProblem | null {
  const max = input.product.giftCard.totalMaxAmount;
  if (!exceedsOrderTotal(input.amount * input.quantity, max)) return null;
  const egift = input.product.giftCard.type === 'egift';
  const key = egift ? ERROR_KEYS.totalEgcAmountExceeded : ERROR_KEYS.totalGcAmountExceeded;
  const message = resolveErrorMessage(
    { errorKey: key },
    { maxAmount: formatTotalLimit(max), phone: ctx.egiftPhone },
    catalogue,
  );
  const help = egift
    ? { href: `tel:${ctx.egiftPhone.replace(/[^0-9+]/g, '')}`, label: `Call ${ctx.egiftPhone}` }
    : { href: ctx.liveChatUrl, label: 'Chat with us' };
  return { key, message, help };
}

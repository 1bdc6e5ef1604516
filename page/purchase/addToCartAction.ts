/**
 * The one add-to-cart action (spec 4: idle, adding, then success or error). The page's button
 * (hooks/usePurchase.ts) and the purchase form posted without JavaScript
 * (routes/product/route.ts) both call it, so they decide the same way with the same texts: a shopper
 * whose password expired sets a new one first; an order above the total limit is refused before
 * anything is sent (spec 8/9); otherwise the payload is built and sent once (its idempotency key
 * makes a repeat of the same request harmless), and the shop's answer is read (spec 4, 5, 8). A
 * partial add restores the cart (spec 5). An edited eGift order item (spec 2, ?orderItemId) is
 * replaced by the add itself where the shop offers it (the reference shop's replacesOrderItemId:
 * one request, done in one step on the shop, so the cart never holds both items even when the
 * shopper leaves mid-way); with a shop that does not, it is removed once the new one is in, so a
 * failure never loses the shopper's item.
 *
 * Pure over an injected cart client: no fetch, no React, no DOM.
 */
import type { AddToCartAnswer, AddToCartPayload, ShopFailure } from '../domain';
import { buildAddToCartPayload, type PayloadInput } from './addToCartPayload';
import {
  checkOrderTotal,
  interpretAddToCart,
  interpretAddToCartError,
  type AddOutcome,
  type OrderLimitContext,
} from './addToCartOutcome';
import { withOverrides } from './errorCatalogue';
import type { ErrorTexts } from './messageText';
import { cardsAsked, unsettledAfter, type UnsettledAdd } from './submission';

/** Read at the add, with the flow: the cookie parser comes with this chunk. */
export { isPasswordExpired } from './passwordExpired';

/** What the action needs of the shop's cart (page/api/cartClient.ts adapts the shop client). */
export interface CartClient {
  add(
    payload: AddToCartPayload,
    options: { idempotencyKey: string; cartItemVariant: boolean },
  ): Promise<AddToCartAnswer>;
  /** GET /api/cart/restore (spec 5: after a partial add). */
  restore(): Promise<unknown>;
  /**
   * Removes an order item: the edited eGift item once its replacement is in, with a shop whose
   * add did not replace it (one without the reference shop's replacesOrderItemId).
   */
  removeItem(orderId: string, orderItemId: string): Promise<unknown>;
  /** What a failed call means, in the shop's terms. */
  failureOf(error: unknown): ShopFailure;
}

/** What one add asks for: the add to cart payload's input (addToCartPayload.ts). */
export type AddRequest = PayloadInput;

export interface AddContext {
  /** The configured texts laid over spec 8's shipped ones (errorCatalogue.ts). */
  errorTexts: ErrorTexts;
  limits: OrderLimitContext;
  /** Spec 7: the cart-item variant switch (/api/cartitem/sku). */
  cartItemVariant: boolean;
  /** One per add the shopper asked for. */
  idempotencyKey: string;
  /** The password-expired flag cookie is set (spec 2: /shop/createpassword first). */
  passwordExpired: boolean;
  /** Where a failure that changes nothing for the shopper is reported. @default nothing */
  log?: (message: string, error?: unknown) => void;
}

export type AddResult =
  | Exclude<AddOutcome, { kind: 'added' }>
  | (Extract<AddOutcome, { kind: 'added' }> & {
      /** The edited eGift order item was replaced (later additions are new items). */
      replacedOrderItem: boolean;
    })
  /** Sent nowhere: the shopper must set a new password first. */
  | { kind: 'createPassword' }
  /** Sent nowhere: above the order total limit, with where to order instead. */
  | { kind: 'overLimit'; message: string; help: { href: string; label: string } };

export async function addToCart(
  cart: CartClient,
  request: AddRequest,
  ctx: AddContext,
): Promise<AddResult> {
  if (ctx.passwordExpired) return { kind: 'createPassword' };
  const { product, quantity, amount } = request;
  const catalogue = withOverrides(ctx.errorTexts);
  const overLimit = checkOrderTotal({ product, amount, quantity }, ctx.limits, catalogue);
  if (overLimit) return { kind: 'overLimit', message: overLimit.message, help: overLimit.help };

  const payload = buildAddToCartPayload(request);
  let outcome: AddOutcome;
  let replacedByShop = false;
  try {
    const answer = await cart.add(payload, {
      idempotencyKey: ctx.idempotencyKey,
      cartItemVariant: ctx.cartItemVariant,
    });
    outcome = interpretAddToCart(answer, quantity, catalogue);
    replacedByShop =
      Boolean(request.replacesOrderItemId) &&
      answer.replacedOrderItemId === request.replacesOrderItemId;
  } catch (error) {
    outcome = interpretAddToCartError(cart.failureOf(error), catalogue);
  }

  if (outcome.kind === 'quantityLimit') {
    // Spec 5: the quantity-limit error shows and the cart is restored.
    try {
      await cart.restore();
    } catch (error) {
      ctx.log?.('cart restore after a partial add failed', error);
    }
  }
  if (outcome.kind !== 'added') return outcome;

  let replacedOrderItem = replacedByShop;
  // A shop without the replace added the new item beside the old one: the old one goes now.
  if (request.replacesOrderItemId && !replacedByShop && outcome.orderId) {
    try {
      await cart.removeItem(outcome.orderId, request.replacesOrderItemId);
      replacedOrderItem = true;
    } catch (error) {
      // The old line stays; the cart shows both and nothing is lost.
      ctx.log?.('the edited eGift item could not be removed', error);
    }
  }
  return { ...outcome, replacedOrderItem };
}

/**
 * The page's add with JavaScript: a fresh key per add, except after an add whose outcome is
 * unknown (its answer was lost or cut off): the same cards asked again go with that add's key, so
 * the shop answers with what it did and cannot add them twice (the form posted without
 * JavaScript does the same with its page key, routes/product/action.ts). Returns what is left
 * unsettled for the next add.
 */
export async function addKeepingUnsettled(
  cart: CartClient,
  request: AddRequest,
  ctx: Omit<AddContext, 'idempotencyKey'> & { freshKey: string; unsettled: UnsettledAdd | null },
): Promise<{ result: AddResult; unsettled: UnsettledAdd | null }> {
  const { freshKey, unsettled, ...rest } = ctx;
  const cards = cardsAsked(request);
  const key = unsettled?.cards === cards ? unsettled.key : freshKey;
  const result = await addToCart(cart, request, { ...rest, idempotencyKey: key });
  // Refused before sending: what was unsettled still is.
  const sent = result.kind !== 'createPassword' && result.kind !== 'overLimit';
  return { result, unsettled: sent ? unsettledAfter(result, key, cards) : unsettled };
}

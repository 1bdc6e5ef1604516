/**
 * POST /p/:slug: the purchase form posted without JavaScript. Reads the form with the page's own
 * rules (purchase/purchaseForm.ts), adds to cart through the same action as the page's button
 * (purchase/addToCartAction.ts) with the shopper's cookies, hands the shop's cookies to the
 * browser (the cart is the shopper's) and redirects 303 back to the page, which shows the outcome
 * and every posted value. The outcome travels sealed in a short-lived cookie (../server/flash.ts):
 * nothing is kept on the server, so any instance can show it. The redirect's URL names it (its
 * receipt, `?posted=`): the page shows it there, and again on a reload of that URL.
 */
import { cardsAsked, postedSubmissionKey, unsettledAfter } from '../../purchase/submission';
import { postedAddKey } from '../../server/submissionKey';
import type { Context } from 'hono';
import { cartClientOf } from '../../api/cartClient';
import type { Product } from '../../domain';
import { addToCart } from '../../purchase/addToCartAction';
import { fillPlaceholders } from '../../purchase/messageText';
import { PURCHASE_FIELDS, PURCHASE_IDS } from '../../purchase/formFields';
import { ADDED_TEXT } from '../../purchase/messages';
import { NOJS_REFUSAL_TEXT } from '../../purchase/messages';
import {
  parsePurchaseForm,
  type PostedBody,
  type PurchaseFormOutcome,
} from '../../purchase/purchaseForm';
import { isPasswordExpired } from '../../purchase/passwordExpired';
import { CREATE_PASSWORD_URL, SIGN_IN_URL } from '../../routing/paths';
import { isCrossSite } from '../../security/origin';
import { withReceipt } from '../../server/flash';
import { parseShopper } from '../../storefront/shopper';
import type { RouteContext } from '../route';

/** The cookie holding the sealed outcome (HttpOnly; only the product pages read it). */
export const PURCHASE_FLASH_COOKIE = 'pdp_purchase';
const FLASH_PATH = '/p/';
/** The longest sealed flash a cookie may hold (browsers keep at least 4096 bytes per cookie). */
const MAX_FLASH_CHARS = 3800;
/** Larger than anything the form sends (five recipients and a message are about 2 KB). */
export const MAX_PURCHASE_BODY_BYTES = 16 * 1024;

export interface PurchaseFlash {
  slug: string;
  outcome: PurchaseFormOutcome;
}

/**
 * Never cleared by the page that reads it (a page cut off on its way is reloaded with the outcome
 * still there): its minute bounds it, the next post replaces it, and sign-out clears it.
 */
function flashCookie(token: string, secure: boolean): string {
  return `${PURCHASE_FLASH_COOKIE}=${token}; Path=${FLASH_PATH}; Max-Age=60; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function redirect(location: string, cookies: readonly string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export interface PostedProduct {
  slug: string;
  productId: string;
  /** Loads the product the form was posted for (through the data cache). */
  load: () => Promise<Product>;
}

/** The answer to a purchase form over MAX_PURCHASE_BODY_BYTES: nothing was added. */
export function purchaseTooLarge(c: Context, ctx: RouteContext<unknown>): Promise<Response> {
  const slug = c.req.param('slug') ?? '';
  return ctx.pages.error(c, {
    status: 413,
    title: 'Nothing was added to your cart',
    message: NOJS_REFUSAL_TEXT.malformed,
    retryHref: `/p/${slug}`,
  });
}

export async function handlePurchasePost(
  c: Context,
  posted: PostedProduct,
  ctx: RouteContext<unknown>,
): Promise<Response> {
  const { slug } = posted;
  const failed = (status: 400 | 403 | 502, message: string) =>
    ctx.pages.error(c, {
      status,
      title: 'Nothing was added to your cart',
      message,
      retryHref: `/p/${slug}`,
    });
  if (isCrossSite(c.req.raw.headers, ctx.formOrigins()))
    return failed(403, NOJS_REFUSAL_TEXT.crossSite);
  // The body is at most MAX_PURCHASE_BODY_BYTES here: the route's body limit (route.ts) refused
  // a larger one with 413 as it streamed in (purchaseTooLarge below).
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    return failed(400, NOJS_REFUSAL_TEXT.malformed);
  }
  let body: PostedBody;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return failed(400, NOJS_REFUSAL_TEXT.malformed);
  }

  let product: Product;
  try {
    product = await posted.load();
  } catch (error) {
    ctx.log(`product ${posted.productId} could not be loaded for a posted purchase`, error);
    return failed(502, NOJS_REFUSAL_TEXT.unavailable);
  }

  const pub = ctx.publicConfig;
  const flows = pub.purchaseFlows;
  const errorTexts = { errorMessages: flows.errorMessages, messages: flows.messages };
  const limits = { liveChatUrl: flows.liveChatUrl, egiftPhone: flows.egiftOrderPhone };
  const parsed = parsePurchaseForm(body, product, {
    quantity: {
      bulkMinQuantity: product.giftCard.bulkMinQuantity,
      maxEgiftRecipients: pub.maxEgiftRecipients,
    },
    limits,
    errorTexts,
    // The send date is checked against the shopper's today in the zone the form carries.
    now: new Date(),
  });
  if (parsed.kind === 'hostile') return failed(400, NOJS_REFUSAL_TEXT.malformed);

  const secure = ctx.isHttps(c);
  const back = (outcome: PurchaseFormOutcome, cookies: readonly string[] = []) => {
    let sealed = ctx.flash.put({ slug, outcome });
    // Never a cookie the browser would drop: without the values, the outcome still shows.
    if (sealed.token.length > MAX_FLASH_CHARS) {
      sealed = ctx.flash.put({
        slug,
        outcome: { ...outcome, values: { ...outcome.values, egift: null } },
      });
    }
    // The receipt names this post's outcome; the fragment takes the shopper to it (the error
    // summary, or the 'added' message).
    return redirect(withReceipt(`/p/${slug}`, sealed.receipt, PURCHASE_IDS.result), [
      ...cookies,
      flashCookie(sealed.token, secure),
    ]);
  };
  // The eGift order item being edited (spec 2, ?orderItemId): replaced once the new one is in.
  const editedField = body[PURCHASE_FIELDS.orderItemId];
  const replaces =
    typeof editedField === 'string' && /^\d{1,20}$/.test(editedField) ? editedField : null;
  if (parsed.kind === 'invalid') {
    return back({ values: parsed.values, errors: parsed.errors, result: null, replaces });
  }

  const cookieHeader = c.req.header('cookie');
  // The shop's cookies (a new cart's, a refreshed session's) go back to the browser.
  const shopCookies: string[] = [];
  const capturing: typeof globalThis.fetch = async (input, init) => {
    const response = await ctx.shop.fetch(input, init);
    shopCookies.push(...response.headers.getSetCookie());
    return response;
  };
  // No retries of its own: one post adds once. (Over HTTP, the keyed add is sent again only when
  // its kept-alive connection was closed before any byte of the answer: ../server/resend.ts.)
  const shop = ctx.shop.forRequest(c, { retries: 0, fetch: capturing });
  const shopper = parseShopper(cookieHeader, pub.regionCookie, pub);
  const request = {
    product,
    storeId: shopper.storeId,
    ...parsed.input,
    replacesOrderItemId: replaces,
  };
  const pageKey = postedSubmissionKey(body);
  const cards = cardsAsked(request);
  const outcome = await addToCart(cartClientOf(shop), request, {
    errorTexts,
    limits,
    cartItemVariant: pub.purchase.cartItemEndpoints,
    // The page's own key with the cards: a second post of the same page and cards (a double
    // tap before hydration, a retry after a lost answer) adds once. A post without one gets a
    // key of its own.
    idempotencyKey: pageKey ? postedAddKey(pageKey, cards) : crypto.randomUUID(),
    passwordExpired: isPasswordExpired(cookieHeader),
    log: ctx.log,
  });
  if (outcome.kind === 'createPassword') return redirect(CREATE_PASSWORD_URL, []);
  if (outcome.kind === 'signIn') return redirect(SIGN_IN_URL, shopCookies);
  const result: PurchaseFormOutcome['result'] =
    outcome.kind === 'added'
      ? { kind: 'added', message: fillPlaceholders(ADDED_TEXT.noScript, { name: product.name }) }
      : outcome.kind === 'unavailable'
        ? { kind: 'unavailable', message: outcome.message }
        : outcome.kind === 'overLimit'
          ? { kind: 'failed', message: outcome.message, help: outcome.help }
          : { kind: 'failed', message: outcome.message };
  return back(
    {
      values: parsed.values,
      errors: [],
      result,
      // Replaced once added; otherwise posting again still replaces it.
      replaces: outcome.kind === 'added' ? null : replaces,
      // The answer was lost: the page comes back with the same key, so the same cards posted
      // again get the shop's first answer rather than a second add (purchase/submission.ts).
      retryKey: pageKey && unsettledAfter(outcome, pageKey, cards) ? pageKey : null,
    },
    shopCookies,
  );
}

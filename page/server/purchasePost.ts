/**
 * POST /p/:slug: the purchase form posted without JavaScript (issue [6] item 14). Reads the form
 * with the page's own rules (purchase/purchaseForm.ts), adds to cart with the shopper's cookies
 * through the same payload builder and answer readers as the JavaScript path, hands the shop's
 * cookies to the browser (the cart is the shopper's) and redirects 303 back to the page, which
 * shows the outcome and every posted value (kept server-side behind a random id: ./flash.ts).
 */
import type { Context } from 'hono';
import type { ShopClient } from '../api';
import { shopFailureOf } from '../api/errors';
import { toPublicConfig, type ServerConfig } from '../config';
import type { Product } from '../domain';
import {
  buildAddToCartPayload,
  interpretAddToCart,
  interpretAddToCartError,
  SIGN_IN_URL,
  type AddOutcome,
} from '../purchase/addToCart';
import { fillPlaceholders, withOverrides } from '../purchase/errorCatalogue';
import { NOJS_TEXT } from '../purchase/messages';
import { PURCHASE_IDS } from '../purchase/formFields';
import {
  parsePurchaseForm,
  type PostedBody,
  type PurchaseFormOutcome,
} from '../purchase/purchaseForm';
import { CREATE_PASSWORD_URL, isPasswordExpired } from '../purchase/switches';
import { isCrossSite } from '../security/origin';
import { parseShopper } from '../shopper';
import type { FlashStore } from './flash';

/** The cookie holding the flash id (HttpOnly; only the product pages read it). */
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

export interface PurchasePostDeps {
  config: ServerConfig;
  flash: FlashStore<PurchaseFlash>;
  formOrigins: () => string[];
  https: (c: Context) => boolean;
  /** A shop client for this request whose fetch is `fetch` (cookies and correlation id set). */
  shopClientFor: (c: Context, retries: number, fetch?: typeof globalThis.fetch) => ShopClient;
  baseFetch: typeof globalThis.fetch;
  loadProduct: (c: Context, productId: string) => Promise<Product | null>;
  errorPage: (
    c: Context,
    status: 400 | 403 | 413 | 502,
    message: string,
  ) => Response | Promise<Response>;
  log: (message: string, error?: unknown) => void;
}

function flashCookie(id: string, secure: boolean, maxAge = 60): string {
  return `${PURCHASE_FLASH_COOKIE}=${id}; Path=${FLASH_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie that removes the flash cookie once read. */
export function clearFlashCookie(secure: boolean): string {
  return flashCookie('', secure, 0);
}

function redirect(location: string, cookies: readonly string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export async function handlePurchasePost(
  c: Context,
  slug: string,
  productId: string,
  deps: PurchasePostDeps,
): Promise<Response> {
  const { config } = deps;
  if (isCrossSite(c.req.raw.headers, deps.formOrigins())) {
    return deps.errorPage(c, 403, NOJS_TEXT.crossSite);
  }
  const length = Number(c.req.header('content-length') ?? '0');
  if (!Number.isFinite(length) || length > MAX_PURCHASE_BODY_BYTES) {
    return deps.errorPage(c, 413, NOJS_TEXT.malformed);
  }
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    return deps.errorPage(c, 400, NOJS_TEXT.malformed);
  }
  let body: PostedBody;
  try {
    const raw = await c.req.raw.clone().arrayBuffer();
    if (raw.byteLength > MAX_PURCHASE_BODY_BYTES) {
      return deps.errorPage(c, 413, NOJS_TEXT.malformed);
    }
    body = await c.req.parseBody({ all: true });
  } catch {
    return deps.errorPage(c, 400, NOJS_TEXT.malformed);
  }

  let product: Product | null;
  try {
    product = await deps.loadProduct(c, productId);
  } catch (error) {
    deps.log(`product ${productId} could not be loaded for a posted purchase`, error);
    return deps.errorPage(c, 502, NOJS_TEXT.unavailable);
  }
  if (!product) return deps.errorPage(c, 400, NOJS_TEXT.malformed);

  const pub = toPublicConfig(config);
  const flows = pub.purchaseFlows;
  const catalogue = withOverrides({ errorMessages: flows.errorMessages, messages: flows.messages });
  const parsed = parsePurchaseForm(body, product, {
    quantity: {
      bulkMinQuantity: product.giftCard.bulkMinQuantity,
      maxEgiftRecipients: pub.maxEgiftRecipients,
    },
    limits: { liveChatUrl: flows.liveChatUrl, egiftPhone: flows.egiftOrderPhone },
    catalogue,
  });
  if (parsed.kind === 'hostile') return deps.errorPage(c, 400, NOJS_TEXT.malformed);

  const secure = deps.https(c);
  const back = (outcome: PurchaseFormOutcome, cookies: readonly string[] = []) => {
    let id = deps.flash.put({ slug, outcome });
    // Never a cookie the browser would drop: without the values, the outcome still shows.
    if (id.length > MAX_FLASH_CHARS) {
      id = deps.flash.put({
        slug,
        outcome: { ...outcome, values: { ...outcome.values, egift: null } },
      });
    }
    // The fragment takes the shopper to the outcome (the error summary, or the 'added' message).
    return redirect(`/p/${slug}#${PURCHASE_IDS.result}`, [...cookies, flashCookie(id, secure)]);
  };
  if (parsed.kind === 'invalid') {
    return back({ values: parsed.values, errors: parsed.errors, result: null });
  }

  const cookieHeader = c.req.header('cookie');
  // Item 3: a shopper whose password has expired sets a new one before buying.
  if (isPasswordExpired(cookieHeader)) return redirect(CREATE_PASSWORD_URL, []);

  // The shop's cookies (a new cart's, a refreshed session's) go back to the browser.
  const shopCookies: string[] = [];
  const capturing: typeof globalThis.fetch = async (input, init) => {
    const response = await deps.baseFetch(input, init);
    shopCookies.push(...response.headers.getSetCookie());
    return response;
  };
  // No retries: one post adds once.
  const shop = deps.shopClientFor(c, 0, capturing);
  const shopper = parseShopper(cookieHeader, config.public.regionCookie, config.public);
  const { input } = parsed;
  const payload = buildAddToCartPayload({ product, storeId: shopper.storeId, ...input });
  let outcome: AddOutcome;
  try {
    outcome = interpretAddToCart(
      await shop.addToCart(payload, {
        idempotencyKey: crypto.randomUUID(),
        cartItemVariant: pub.purchase.cartItemEndpoints,
      }),
      input.quantity,
      catalogue,
    );
  } catch (error) {
    outcome = interpretAddToCartError(shopFailureOf(error), catalogue);
  }
  if (outcome.kind === 'signIn') return redirect(SIGN_IN_URL, shopCookies);
  if (outcome.kind === 'quantityLimit') {
    // Spec 5: the quantity-limit error shows and the cart is restored.
    try {
      await shop.restoreCart();
    } catch (error) {
      deps.log('cart restore after a partial add failed', error);
    }
  }
  const result: PurchaseFormOutcome['result'] =
    outcome.kind === 'added'
      ? { kind: 'added', message: fillPlaceholders(NOJS_TEXT.added, { name: product.name }) }
      : outcome.kind === 'unavailable'
        ? { kind: 'unavailable', message: outcome.message }
        : { kind: 'failed', message: outcome.message };
  return back({ values: parsed.values, errors: [], result }, shopCookies);
}

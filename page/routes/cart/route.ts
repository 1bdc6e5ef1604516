/**
 * /shop/cart (spec 2: the header's and the cart drawer's cart link). The loader reads the
 * shopper's cart (GET /api/cart/000000 with their cookies, spec 7) and each line's quantity limits
 * from its product (spec 9), and renders the cart page. The action is the page's one form per
 * line, posted without JavaScript: change the quantity (checked with the product
 * page's rules and texts before the shop is asked) or remove the line (POST /api/orders/{orderId},
 * quantity 0), then a 303 back to the page, which announces the outcome at the URL the post
 * redirected to (a sealed flash cookie and its receipt, as the product page's form does).
 */
import { parse as parseCookies } from 'cookie';
import type { Context } from 'hono';
import * as v from 'valibot';
import { errorSummary, isApiError, shopFailureOf, type ShopClient } from '../../api';
import type { CartNotice, CartPageData } from './data';
import {
  CART_FIELDS,
  CART_STATUS_ID,
  CART_TEXT,
  changeMessage,
  lineRules,
  readQuantityChange,
  type CartView,
  type LineRules,
} from '../../purchase/cart';
import { resolveErrorMessage, withOverrides } from '../../purchase/errorCatalogue';
import { CART_URL } from '../../routing/paths';
import { isCrossSite } from '../../security/origin';
import { receiptOf, withReceipt } from '../../server/flash';
import { simpleHead } from '../../seo/head';
import { parseShopper, type ShopperSettings } from '../../storefront/shopper';
import { defineRoute, type RouteContext } from '../route';

/** The cookie holding the sealed outcome of the last post (HttpOnly, this path only). */
export const CART_FLASH_COOKIE = 'cart_notice';
const MAX_BODY_BYTES = 2048;

const NOTICE = v.union([
  v.object({ kind: v.literal('status'), message: v.string() }),
  v.object({
    kind: v.literal('error'),
    message: v.string(),
    orderItemId: v.nullable(v.string()),
    attempted: v.nullable(v.string()),
  }),
]);
/** Sealed with a kind of its own: another form's flash is never read as the cart's. */
const SEALED = v.object({ cart: NOTICE });

const POSTED = v.object({
  [CART_FIELDS.line]: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
  [CART_FIELDS.intent]: v.picklist(['update', 'remove']),
  [CART_FIELDS.quantity]: v.optional(v.pipe(v.string(), v.maxLength(40)), ''),
});

/** Not cleared by the page that reads it (../../server/flash.ts): its minute bounds it. */
function flashCookie(token: string, secure: boolean): string {
  return `${CART_FLASH_COOKIE}=${token}; Path=${CART_URL}; Max-Age=60; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Each line's limits: non-eGift lines from their product (through the data cache). */
async function limitsOf(
  cart: CartView,
  shop: ShopClient,
  ctx: RouteContext<unknown>,
): Promise<Record<string, LineRules | null>> {
  const pub = ctx.publicConfig;
  const ids = [...new Set(cart.lines.filter((l) => !l.isEgift).map((l) => l.productId))];
  const rules = new Map<string, LineRules | null>();
  await Promise.all(
    ids.map(async (productId) => {
      try {
        const { product } = await shop.getProduct(productId, {
          sanitizeHtml: ctx.sanitizeHtml,
          defaultBulkMinQuantity: pub.bulkGiftcardMinQuantity,
          presetAmounts: pub.presetAmounts,
        });
        rules.set(
          productId,
          lineRules(product.giftCard.type, {
            bulkMinQuantity: product.giftCard.bulkMinQuantity,
            maxEgiftRecipients: pub.maxEgiftRecipients,
          }),
        );
      } catch (error) {
        ctx.log(`product ${productId} of a cart line could not be loaded`, error);
        rules.set(productId, null);
      }
    }),
  );
  return Object.fromEntries(
    cart.lines.map((l) => [l.orderItemId, l.isEgift ? null : (rules.get(l.productId) ?? null)]),
  );
}

function cartUnavailable(c: Context, ctx: RouteContext<unknown>, error: unknown) {
  ctx.log('the cart could not be loaded', error);
  const timeout = isApiError(error) && error.kind === 'timeout';
  return ctx.pages.error(c, {
    status: timeout ? 504 : 502,
    title: 'Your cart could not be shown',
    message: `${errorSummary(error)} Please try again in a moment.`,
    retryHref: CART_URL,
  });
}

/** What the cart page's wallets need of the shopper (their cookies, as the product page reads them). */
function cartShopper(
  cookieHeader: string | undefined,
  config: ShopperSettings,
): CartPageData['shopper'] {
  const { signedIn, expressOptions } = parseShopper(cookieHeader, config.regionCookie, config);
  return { signedIn, expressOptions };
}

export const cartRoute = defineRoute({
  path: CART_URL,
  // Reads no configuration of its own.
  config: () => null,

  async loader(c, ctx) {
    const shop = ctx.shop.forRequest(c);
    let cart: CartView;
    try {
      cart = await shop.getCartView();
    } catch (error) {
      return cartUnavailable(c, ctx, error);
    }
    const limits = await limitsOf(cart, ctx.shop.cached(shop), ctx);
    // The last post's outcome, at the URL it redirected to (and each reload of it).
    const token = parseCookies(c.req.header('cookie') ?? '')[CART_FLASH_COOKIE];
    const receipt = receiptOf(new URL(c.req.url));
    const sealed = token ? v.safeParse(SEALED, ctx.cartFlash.open(token, receipt)) : null;
    const notice: CartNotice | null = sealed?.success ? sealed.output.cart : null;
    const data: CartPageData = {
      kind: 'cart',
      cart,
      limits: Object.fromEntries(
        Object.entries(limits).map(([id, rules]) => [id, rules?.bounds ?? null]),
      ),
      notice,
      shopper: cartShopper(c.req.header('cookie'), ctx.publicConfig),
      config: ctx.publicConfig,
    };
    const description =
      cart.count === 0 ? CART_TEXT.empty : `${cart.count} gift cards in your cart.`;
    return ctx.pages.render(
      c,
      data,
      simpleHead(CART_TEXT.title, description, null, 'noindex'),
      200,
      shop,
    );
  },

  async action(c, ctx) {
    const secure = ctx.isHttps(c);
    const back = (notice: CartNotice) => {
      const { token, receipt } = ctx.cartFlash.put({ cart: notice });
      return new Response(null, {
        status: 303,
        headers: {
          Location: withReceipt(CART_URL, receipt, CART_STATUS_ID),
          'Cache-Control': 'no-store',
          'Set-Cookie': flashCookie(token, secure),
        },
      });
    };
    const refused = (status: 400 | 403) =>
      ctx.pages.error(c, {
        status,
        title: 'Your cart was not changed',
        message: status === 403 ? CART_TEXT.crossSite : CART_TEXT.malformed,
        retryHref: CART_URL,
      });
    if (isCrossSite(c.req.raw.headers, ctx.formOrigins())) return refused(403);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const length = Number(c.req.header('content-length') ?? '0');
    if (type !== 'application/x-www-form-urlencoded' || !(length <= MAX_BODY_BYTES)) {
      return refused(400);
    }
    let posted: v.InferOutput<typeof POSTED>;
    try {
      const raw = await c.req.raw.text();
      if (raw.length > MAX_BODY_BYTES) return refused(400);
      const parsed = v.safeParse(POSTED, Object.fromEntries(new URLSearchParams(raw)));
      if (!parsed.success) return refused(400);
      posted = parsed.output;
    } catch {
      return refused(400);
    }

    // No retries: one post changes the cart once.
    const shop = ctx.shop.forRequest(c, { retries: 0 });
    let cart: CartView;
    try {
      cart = await shop.getCartView();
    } catch (error) {
      return cartUnavailable(c, ctx, error);
    }
    const lineId = posted[CART_FIELDS.line];
    const line = cart.lines.find((l) => l.orderItemId === lineId);
    if (!line || !cart.orderId) {
      return back({
        kind: 'error',
        message: CART_TEXT.lineGone,
        orderItemId: null,
        attempted: null,
      });
    }
    const flows = ctx.publicConfig.purchaseFlows;
    const errorTexts = { errorMessages: flows.errorMessages, messages: flows.messages };

    let quantity = 0;
    if (posted[CART_FIELDS.intent] === 'update') {
      const typed = posted[CART_FIELDS.quantity];
      if (line.isEgift) {
        const error = CART_TEXT.egiftQuantity;
        return back({ kind: 'error', message: error, orderItemId: lineId, attempted: typed });
      }
      const rules = (await limitsOf(cart, ctx.shop.cached(shop), ctx))[lineId] ?? null;
      // Without the product's rules the shop's own check stands (it answers the same limits).
      const change = rules
        ? readQuantityChange(typed, rules, errorTexts)
        : /^\d{1,3}$/.test(typed.trim()) && Number(typed) > 0
          ? ({ kind: 'change', quantity: Number(typed) } as const)
          : ({ kind: 'invalid', message: CART_TEXT.malformed, attempted: typed } as const);
      if (change.kind === 'invalid') {
        return back({
          kind: 'error',
          message: change.message,
          orderItemId: lineId,
          attempted: change.attempted,
        });
      }
      quantity = change.quantity;
    }

    try {
      await shop.updateOrder(cart.orderId, {
        action: 'update',
        orderItems: [{ orderItemId: lineId, quantity }],
      });
    } catch (error) {
      const failure = shopFailureOf(error);
      const message =
        failure.kind === 'http' && failure.errorKey
          ? resolveErrorMessage(
              { errorKey: failure.errorKey, message: failure.serverMessage },
              failure.values,
              withOverrides(errorTexts),
            )
          : CART_TEXT.failed;
      if (failure.kind !== 'http') ctx.log(`cart line ${lineId} could not be changed`, error);
      return back({
        kind: 'error',
        message,
        orderItemId: quantity > 0 ? lineId : null,
        attempted: quantity > 0 ? String(quantity) : null,
      });
    }
    return back({
      kind: 'status',
      message: changeMessage(
        quantity > 0 ? { kind: 'updated', quantity } : { kind: 'removed' },
        line.name,
      ),
    });
  },
});

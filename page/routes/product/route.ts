/**
 * /p/:slug, the gift card product page (spec 2). The loader renders the page with its data
 * (loader.ts): a 404 for a product the shop does not have, an error page saying what went
 * wrong when the shop fails or is slow, and after a form post its outcome (action.ts) at the URL
 * the post redirected to.
 * The action is the purchase form posted without JavaScript.
 */
import { parse as parseCookies } from 'cookie';
import type { Context } from 'hono';
import { errorSummary, isApiError } from '../../api/errors';
import type { ServerConfig } from '../../config';
import type { Product } from '../../domain';
import { availabilityOf } from '../../purchase/availability';
import { egiftEditOutcome } from '../../purchase/eGiftEdit';
import type { PurchaseFormOutcome } from '../../purchase/purchaseForm';
import { parsePageQuery } from '../../routing/query';
import { buildProductJsonLd } from '../../seo/jsonLd';
import { productHead } from '../../seo/head';
import { parseShopper } from '../../storefront/shopper';
import { receiptOf } from '../../server/flash';
import { CACHE_CONTROL } from '../../server/respond';
import {
  handlePurchasePost,
  MAX_PURCHASE_BODY_BYTES,
  PURCHASE_FLASH_COOKIE,
  purchaseTooLarge,
} from './action';
import { loadProductPage } from './loader';
import { defineRoute, type RouteContext } from '../route';

interface ProductRouteConfig {
  /** Slug to product id: the pages this server has. */
  productRoutes: Readonly<Record<string, string>>;
  /** How long inventory and review statistics may take before the page goes without them. */
  secondaryDataWaitMs: number;
}

/** The product id of the route's slug, or null for a page this server does not have. */
function productIdOf(c: Context, ctx: RouteContext<ProductRouteConfig>): string | null {
  const slug = c.req.param('slug') ?? '';
  return Object.hasOwn(ctx.config.productRoutes, slug)
    ? (ctx.config.productRoutes[slug] ?? null)
    : null;
}

/**
 * ?orderItemId= on an eGift page (spec 2): the shopper's order item, as the form filled from it,
 * so the page is filled without JavaScript too. Null when the cart does not hold it or the shop
 * does not answer (the browser's own lookup then has its say).
 */
async function egiftBeingEdited(
  c: Context,
  ctx: RouteContext<ProductRouteConfig>,
  product: Product,
  orderItemId: string,
): Promise<PurchaseFormOutcome | null> {
  const shop = ctx.shop.forRequest(c, { retries: 0 });
  try {
    const { orderId } = await shop.getCartView();
    if (!orderId) return null;
    const lookup = await shop.getEgiftDeliveryOptions(orderId);
    const item =
      lookup.kind === 'found' ? lookup.items.find((i) => i.orderItemId === orderItemId) : null;
    return item
      ? egiftEditOutcome(product, item, {
          bulkMinQuantity: product.giftCard.bulkMinQuantity,
          maxEgiftRecipients: ctx.publicConfig.maxEgiftRecipients,
        })
      : null;
  } catch (error) {
    ctx.log(`eGift order item ${orderItemId} could not be read for editing`, error);
    return null;
  }
}

export const productRoute = defineRoute({
  path: '/p/:slug',
  config: (server: ServerConfig): ProductRouteConfig => ({
    productRoutes: server.productRoutes,
    secondaryDataWaitMs: server.secondaryDataWaitMs,
  }),

  async loader(c, ctx) {
    const slug = c.req.param('slug') ?? '';
    const productId = productIdOf(c, ctx);
    if (!productId) return ctx.pages.notFound(c);
    const pub = ctx.publicConfig;
    const url = new URL(c.req.url);
    const query = parsePageQuery(url.search);
    const shopper = parseShopper(c.req.header('cookie'), pub.regionCookie, pub);
    const shop = ctx.shop.cached(ctx.shop.forRequest(c));
    // Inventory and statistics have a short budget: no retries for them here (the browser tries
    // again when they do not make it).
    const secondaryShop = ctx.shop.cached(ctx.shop.forRequest(c, { retries: 0 }));
    const load = await loadProductPage(
      {
        shop,
        secondaryShop,
        sanitizeHtml: ctx.sanitizeHtml,
        defaultBulkMinQuantity: pub.bulkGiftcardMinQuantity,
        presetAmounts: pub.presetAmounts,
        secondaryDataWaitMs: ctx.config.secondaryDataWaitMs,
        publicConfig: pub,
      },
      { slug, productId, query, shopper },
    );
    if (load.kind === 'not-found') return ctx.pages.notFound(c);
    if (load.kind === 'error') {
      ctx.log(`product ${productId} could not be loaded`, load.error);
      const timeout = isApiError(load.error) && load.error.kind === 'timeout';
      const malformed = isApiError(load.error) && load.error.kind === 'malformed';
      return ctx.pages.error(c, {
        status: timeout ? 504 : malformed ? 502 : 500,
        title: 'This gift card could not be shown',
        message: `${errorSummary(load.error)} Please try again in a moment.`,
        retryHref: `${url.pathname}${url.search}`,
      });
    }

    // After the purchase form was posted without JavaScript: its outcome, at the URL the post
    // redirected to (its receipt), and at each reload of it. The cookie stays (../server/flash.ts).
    const token = parseCookies(c.req.header('cookie') ?? '')[PURCHASE_FLASH_COOKIE];
    const flash = token ? ctx.flash.open(token, receiptOf(url)) : null;
    const fromPost = flash && flash.slug === slug ? flash.outcome : null;
    const posted =
      fromPost ??
      (query.orderItemId && load.data.product.giftCard.type === 'egift'
        ? await egiftBeingEdited(c, ctx, load.data.product, query.orderItemId)
        : null);
    const data = { ...load.data, posted };
    const origin = ctx.publicOrigin();
    const availability =
      data.inventory.status === 'ready'
        ? availabilityOf(data.product, data.inventory.data, data.product.defaultSkuId)
        : null;
    const jsonLd = buildProductJsonLd({
      product: data.product,
      availability,
      reviewStats: data.reviewStats.status === 'ready' ? data.reviewStats.data : null,
      origin,
      now: ctx.now(),
    });
    const head = productHead(data.product, origin, jsonLd, { preview: query.previewId !== null });
    // A posted outcome holds what the shopper typed (recipients, a message), and its URL is this
    // post's alone: stored by no cache, the browser's included (as the sign-in form is not).
    return ctx.pages.render(
      c,
      data,
      head,
      200,
      shop,
      fromPost ? { 'Cache-Control': CACHE_CONTROL.error } : {},
    );
  },

  maxBodyBytes: MAX_PURCHASE_BODY_BYTES,
  tooLarge: purchaseTooLarge,
  action(c, ctx) {
    const slug = c.req.param('slug') ?? '';
    const productId = productIdOf(c, ctx);
    if (!productId) return ctx.pages.notFound(c);
    return handlePurchasePost(
      c,
      {
        slug,
        productId,
        load: async () => {
          const shop = ctx.shop.cached(ctx.shop.forRequest(c));
          const answer = await shop.getProduct(productId, {
            sanitizeHtml: ctx.sanitizeHtml,
            defaultBulkMinQuantity: ctx.publicConfig.bulkGiftcardMinQuantity,
            presetAmounts: ctx.publicConfig.presetAmounts,
          });
          return answer.product;
        },
      },
      ctx,
    );
  },
});

/**
 * The page server: a Hono app serving the product pages, the index, the client assets and the
 * shop's routes (embedded or proxied), with security headers on every page. Shared by
 * server/main.ts (production), scripts/dev.mjs (Vite middleware mode) and the tests.
 */
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createShopClientFor, type ShopClient } from '../api';
import { errorSummary, isApiError } from '../api/errors';
import { defaultServerConfig, toPublicConfig, type ServerConfig } from '../config';
import type { ErrorPageData, IndexPageData, PageData } from '../pageData';
import { parsePageQuery } from '../routing/query';
import type { SanitizeHtml } from '../sanitize/policy';
import { sanitizeHtml as serverSanitizeHtml } from '../sanitize/sanitizeHtml.server';
import { createNonce, securityHeaders } from '../security/headers';
import { buildProductJsonLd } from '../seo/jsonLd';
import { productHead, simpleHead, type HeadData } from '../seo/head';
import type { PageServices } from '../services';
import { availabilityOf } from '../purchase/availability';
import { parseShopper } from '../shopper';
import { NO_ASSETS, type PageAssets } from './assets';
import { indexSummaryOf } from './indexSummary';
import { loadProductPage } from './loadPage';
import { isShopPath, proxyToOrigin } from './proxy';
import { isCrawler, renderPageStream } from './render';

/** Anything with a fetch handler: the embedded shop API's Hono app. */
export interface ShopApiHandler {
  fetch(request: Request): Response | Promise<Response>;
}

export interface PageServerOptions {
  /** @default defaultServerConfig (all defaults) */
  config?: ServerConfig;
  /** External shop origin: browser requests under the shop prefixes are proxied there and the
   * page's own server-side calls go there. Overrides config.shopApiOrigin. */
  shopApiOrigin?: string | null;
  /** Embedded shop API, used when there is no shop origin. */
  shopApi?: ShopApiHandler | null;
  /** The page server's own origin (http://127.0.0.1:PORT): with the embedded API, server-side
   * calls go there over real HTTP. A function because the port is known only once listening. */
  selfOrigin?: () => string;
  /** Client entry, CSS and preloads (from the Vite manifest, or the dev server). */
  assets?: PageAssets;
  /** Folder holding the client build (its `assets/` are served with long-cache headers). */
  clientDir?: string | null;
  /** fetch for server-side calls and the proxy (tests inject one). */
  fetch?: typeof fetch;
  sanitizeHtml?: SanitizeHtml;
  /** Where errors are reported. @default console.error */
  log?: (message: string, error?: unknown) => void;
  now?: () => Date;
}

const CACHE = {
  /** A nonce-bearing page must never be reused by a shared cache (its nonce would repeat). */
  page: 'private, no-cache',
  /** Hashed file names: safe to cache for a year. */
  asset: 'public, max-age=31536000, immutable',
  error: 'no-store',
} as const;

export function createPageServer(options: PageServerOptions = {}) {
  const config = options.config ?? defaultServerConfig;
  const shopApiOrigin = options.shopApiOrigin ?? config.shopApiOrigin;
  const assets = options.assets ?? NO_ASSETS;
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const sanitizeHtml = options.sanitizeHtml ?? serverSanitizeHtml;
  const now = options.now ?? (() => new Date());
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const app = new Hono();

  function serverShopOrigin(): string {
    if (shopApiOrigin) return shopApiOrigin;
    if (options.selfOrigin) return options.selfOrigin();
    throw new Error('createPageServer needs shopApiOrigin, or shopApi with selfOrigin');
  }

  /** A shop client for one page request: the shopper's cookies and a correlation id go along. */
  function shopClientFor(c: Context, retries = config.apiRetries): ShopClient {
    const origin = serverShopOrigin();
    const cookie = c.req.header('cookie');
    const incoming = c.req.header('x-correlation-id');
    return createShopClientFor({
      shopOrigin: origin,
      reviewsOrigin: config.reviewsOrigin ?? origin,
      fetch: fetchImpl,
      timeoutMs: config.serverApiTimeoutMs,
      retries,
      correlationId: incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID(),
      headers: cookie ? { cookie } : {},
    });
  }

  function publicOrigin(c: Context): string {
    return config.publicOrigin ?? new URL(c.req.url).origin;
  }

  async function respond(
    c: Context,
    data: PageData,
    head: HeadData,
    status: number,
    shop: ShopClient | null,
  ): Promise<Response> {
    const nonce = createNonce();
    const headers: Record<string, string> = {
      ...securityHeaders(nonce),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status === 200 ? CACHE.page : CACHE.error,
      Vary: 'Cookie',
    };
    const services: PageServices = {
      // Never called during a server render (no component fetches; effects do not run here).
      shop: shop ?? (null as unknown as ShopClient),
      loadSanitizer: () => Promise.resolve(sanitizeHtml),
      nonce,
      loadReviewsProvider: () => Promise.reject(new Error('reviews load in the browser')),
    };
    try {
      const stream = await renderPageStream({
        data,
        head,
        assets,
        nonce,
        services,
        waitForAll: isCrawler(c.req.header('user-agent')),
        onError: (error) => log(`render error on ${c.req.path}`, error),
      });
      return new Response(stream, { status, headers });
    } catch (error) {
      // The shell itself failed: still a page, never a blank one.
      log(`render failed on ${c.req.path}`, error);
      return new Response(
        '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Something went wrong | Cairnfield Outfitters</title></head>' +
          '<body><main><h1>Something went wrong</h1><p>This page could not be shown. <a href="">Try again</a> or <a href="/">go to all gift cards</a>.</p></main></body></html>',
        { status: 500, headers: { ...headers, 'Cache-Control': CACHE.error } },
      );
    }
  }

  function errorPage(c: Context, page: Omit<ErrorPageData, 'kind' | 'config'>) {
    const data: ErrorPageData = { kind: 'error', ...page, config: toPublicConfig(config) };
    return respond(
      c,
      data,
      simpleHead(page.title, page.message, null, 'noindex'),
      page.status,
      null,
    );
  }

  function notFound(c: Context) {
    return errorPage(c, {
      status: 404,
      title: 'Page not found',
      message: 'We could not find that page. It may have moved, or the address may be mistyped.',
      retryHref: null,
    });
  }

  // Client build output: hashed, immutable.
  if (options.clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', CACHE.asset);
          c.header('X-Content-Type-Options', 'nosniff');
        },
      }),
    );
  }

  // The shop's routes, same-origin for the browser.
  app.use('*', async (c, next) => {
    if (!isShopPath(c.req.path)) return next();
    if (shopApiOrigin) return proxyToOrigin(c.req.raw, shopApiOrigin, fetchImpl);
    if (options.shopApi) return options.shopApi.fetch(c.req.raw);
    return c.json({ errorKey: '_ERR_NOT_FOUND', message: 'No shop API is configured.' }, 404);
  });

  app.get('/healthz', (c) => c.text('ok'));

  app.get('/', async (c) => {
    const shop = shopClientFor(c);
    const entries = Object.entries(config.productRoutes);
    const products = await Promise.all(
      entries.map(async ([slug, productId]) => {
        const href = `/p/${slug}`;
        try {
          const answer = await shop.getProduct(productId, {
            sanitizeHtml,
            defaultBulkMinQuantity: config.public.bulkGiftcardMinQuantity,
          });
          const summary = await indexSummaryOf(shop, answer, config.public);
          return { slug, productId, name: answer.product.name, href, summary };
        } catch {
          // The index still lists the page; its name is derived from the slug.
          const name = slug.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
          return { slug, productId, name, href };
        }
      }),
    );
    const data: IndexPageData = { kind: 'index', products, config: toPublicConfig(config) };
    const origin = publicOrigin(c);
    return respond(
      c,
      data,
      simpleHead(
        'Gift cards',
        'Cairnfield Outfitters gift cards: physical, bulk and eGift cards in any amount.',
        `${origin}/`,
      ),
      200,
      shop,
    );
  });

  app.get('/p/:slug', async (c) => {
    const slug = c.req.param('slug');
    const productId = Object.hasOwn(config.productRoutes, slug)
      ? config.productRoutes[slug]
      : undefined;
    if (!productId) return notFound(c);

    const url = new URL(c.req.url);
    const query = parsePageQuery(url.search);
    const shopper = parseShopper(c.req.header('cookie'), config.public.regionCookie);
    const shop = shopClientFor(c);
    // Inventory and statistics have a short budget: no retries for them here (the browser tries
    // again when they do not make it).
    const secondaryShop = shopClientFor(c, 0);
    const load = await loadProductPage(
      { shop, secondaryShop, config, sanitizeHtml },
      { slug, productId, query, shopper },
    );

    if (load.kind === 'not-found') return notFound(c);
    if (load.kind === 'error') {
      log(`product ${productId} could not be loaded`, load.error);
      const timeout = isApiError(load.error) && load.error.kind === 'timeout';
      const malformed = isApiError(load.error) && load.error.kind === 'malformed';
      return errorPage(c, {
        status: timeout ? 504 : malformed ? 502 : 500,
        title: 'This gift card could not be shown',
        message: `${errorSummary(load.error)} Please try again in a moment.`,
        retryHref: `${url.pathname}${url.search}`,
      });
    }

    const { data } = load;
    const origin = publicOrigin(c);
    const availability =
      data.inventory.status === 'ready'
        ? availabilityOf(data.product, data.inventory.data, data.product.defaultSkuId)
        : null;
    const jsonLd = buildProductJsonLd({
      product: data.product,
      availability,
      reviewStats: data.reviewStats.status === 'ready' ? data.reviewStats.data : null,
      origin,
      now: now(),
    });
    const head = productHead(data.product, origin, jsonLd, { preview: query.previewId !== null });
    return respond(c, data, head, 200, shop);
  });

  app.all('*', (c) => notFound(c));

  app.onError((error, c) => {
    log(`unhandled error on ${c.req.path}`, error);
    return errorPage(c, {
      status: 500,
      title: 'Something went wrong',
      message: 'Sorry, something went wrong on our side. Please try again in a moment.',
      retryHref: new URL(c.req.url).pathname,
    });
  });

  return app;
}

export type PageServer = ReturnType<typeof createPageServer>;

/**
 * The page server: a Hono app serving the product pages, the index, the client assets and the
 * shop's routes (embedded or proxied), with security headers on every page. Shared by
 * server/main.ts (production), scripts/dev.mjs (Vite middleware mode) and the tests.
 */
import { Hono, type Context } from 'hono';
import { parse as parseCookies } from 'cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { createShopClientFor, type ShopClient } from '../api';
import { errorSummary, isApiError } from '../api/errors';
import { defaultServerConfig, toPublicConfig, type ServerConfig } from '../config';
import type { ErrorPageData, IndexPageData, OrderConfirmationData, PageData } from '../pageData';
import { readOrder, type WalletOrder } from '../purchase/wallet/readers';
import { parsePageQuery } from '../routing/query';
import type { SanitizeHtml } from '../sanitize/policy';
import { sanitizeHtml as serverSanitizeHtml } from '../sanitize/sanitizeHtml.server';
import { createNonce, HSTS, isHttpsRequest, securityHeaders } from '../security/headers';
import { isCrossSite, resolvePublicOrigin } from '../security/origin';
import { walletProviderPolicy } from '../security/walletProvider';
import { buildProductJsonLd } from '../seo/jsonLd';
import { productHead, simpleHead, type HeadData } from '../seo/head';
import type { PageServices } from '../services';
import { availabilityOf } from '../purchase/availability';
import { parseShopper } from '../shopper';
import { inertFraudSession } from '../storefront/fraud';
import { NO_ASSETS, type PageAssets } from './assets';
import { streamingCompress } from './compress';
import { createDataCache, type DataCache } from './dataCache';
import { createFlashStore } from './flash';
import { createRenderCache, type RenderCache } from './renderCache';
import { inProcessFetch } from './inProcessFetch';
import { indexSummaryOf } from './indexSummary';
import { loadProductPage } from './loadPage';
import { LOGON_MESSAGES, renderLogonPage, safeReturnTo, type LogonFormState } from './logonForm';
import { isShopPath, proxyToOrigin } from './proxy';
import {
  clearFlashCookie,
  handlePurchasePost,
  PURCHASE_FLASH_COOKIE,
  type PurchaseFlash,
} from './purchasePost';
import { isCrawler, renderPageStream } from './render';

/** Anything with a fetch handler: the embedded shop API's Hono app. */
export interface ShopApiHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
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
  /** fetch for server-side calls and the proxy (tests inject one). @default with an embedded shop
   * API, an in-process fetch that hands the shop's requests to its app (no loopback HTTP). */
  fetch?: typeof fetch;
  /** Cache of product data, review statistics and sanitised HTML (page/server/dataCache.ts);
   * null turns it off. @default a cache with a 10 s TTL and 60 s stale-while-revalidate */
  dataCache?: DataCache | null;
  /** Rendered pages by payload (page/server/renderCache.ts); null renders every request. */
  renderCache?: RenderCache | null;
  sanitizeHtml?: SanitizeHtml;
  /** Where errors are reported. @default console.error */
  log?: (message: string, error?: unknown) => void;
  now?: () => Date;
  /**
   * Seals the outcome of a purchase form posted without JavaScript into its redirect's cookie
   * (./flash.ts). The same on every instance (SESSION_SECRET); @default a random key per process
   */
  flashSecret?: string | null;
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
  const now = options.now ?? (() => new Date());
  const dataCache =
    options.dataCache === undefined
      ? createDataCache({
          // A new build or configuration never reads the old one's entries.
          version: () => `${assets.entryModules.join(',')}|${JSON.stringify(config.productRoutes)}`,
          onRefreshError: (key, error) => log(`background refresh of ${key} failed`, error),
        })
      : options.dataCache;
  const baseSanitizeHtml = options.sanitizeHtml ?? serverSanitizeHtml;
  const renderCache = options.renderCache === undefined ? createRenderCache() : options.renderCache;
  const sanitizeHtml = dataCache ? dataCache.sanitizer(baseSanitizeHtml) : baseSanitizeHtml;
  const app = new Hono();
  // A real wallet provider's needs in the headers (CSP, opener policy), or null with the simulator.
  const walletProvider = walletProviderPolicy(config.public.wallets, config.walletProviderOrigins);

  function serverShopOrigin(): string {
    if (shopApiOrigin) return shopApiOrigin;
    if (options.selfOrigin) return options.selfOrigin();
    throw new Error('createPageServer needs shopApiOrigin, or shopApi with selfOrigin');
  }
  const globalFetch = (...args: Parameters<typeof fetch>) => fetch(...args);
  const fetchImpl =
    options.fetch ??
    (options.shopApi && !shopApiOrigin
      ? inProcessFetch(options.shopApi, serverShopOrigin, globalFetch)
      : globalFetch);

  /** A shop client for one page request: the shopper's cookies and a correlation id go along. */
  function shopClientFor(
    c: Context,
    retries = config.apiRetries,
    fetchFor: typeof fetch = fetchImpl,
  ): ShopClient {
    const origin = serverShopOrigin();
    const cookie = c.req.header('cookie');
    const incoming = c.req.header('x-correlation-id');
    return createShopClientFor({
      shopOrigin: origin,
      reviewsOrigin: config.reviewsOrigin ?? origin,
      fetch: fetchFor,
      timeoutMs: config.serverApiTimeoutMs,
      retries,
      correlationId: incoming && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID(),
      headers: cookie ? { cookie } : {},
    });
  }

  /** Product data and review statistics through the cache (inventory is never cached). */
  function cached(shop: ShopClient): ShopClient {
    return dataCache ? dataCache.shop(shop) : shop;
  }

  /** The configured public origin, never the request's Host header (which anyone can set). */
  function publicOrigin(): string {
    return resolvePublicOrigin(
      config.publicOrigin,
      options.selfOrigin?.() ?? `http://${config.host}:${config.port}`,
    );
  }

  async function respond(
    c: Context,
    data: PageData,
    head: HeadData,
    status: number,
    shop: ShopClient | null,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const nonce = createNonce();
    const headers: Record<string, string> = {
      ...securityHeaders(nonce, walletProvider),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status === 200 ? CACHE.page : CACHE.error,
      Vary: 'Cookie',
      ...extraHeaders,
    };
    const services: PageServices = {
      // Never called during a server render (no component fetches; effects do not run here).
      shop: shop ?? (null as unknown as ShopClient),
      loadSanitizer: () => Promise.resolve(sanitizeHtml),
      nonce,
      loadReviewsProvider: () => Promise.reject(new Error('reviews load in the browser')),
      now: () => new Date(),
      fraud: inertFraudSession(),
    };
    try {
      // A page carrying a posted form's outcome (the shopper's own values) is rendered for that
      // response alone, never kept.
      const personal = data.kind === 'product' && data.posted != null;
      if (renderCache && !personal) {
        // Nothing on the server suspends, so the shell is the whole page: render it once per
        // payload and serve it again with this response's nonce.
        const html = await renderCache.page({ data, head, assets }, nonce, async (placeholder) => {
          let keep = true;
          const stream = await renderPageStream({
            data,
            head,
            assets,
            nonce: placeholder,
            services: { ...services, nonce: placeholder },
            waitForAll: true,
            onError: (error) => {
              keep = false;
              log(`render error on ${c.req.path}`, error);
            },
          });
          return { html: await new Response(stream).text(), keep };
        });
        return new Response(html, { status, headers });
      }
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

  // A path with dot segments ('..', '%2e%2e', '.') names nothing here. URL parsing would resolve
  // them away (so `/p/%2e%2e` became `/`, the index); the raw request line still shows them.
  app.use('*', async (c, next) => {
    const raw = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
    if (raw !== undefined && hasDotSegment(raw)) return notFound(c as Context);
    return next();
  });

  // Pages and API responses: brotli/gzip by Accept-Encoding, without holding back the stream.
  app.use('*', streamingCompress());

  // Client build output: hashed, immutable, with its brotli/gzip twins written at build time.
  if (options.clientDir) {
    app.use(
      '/assets/*',
      serveStatic({
        root: options.clientDir,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', CACHE.asset);
          c.header('X-Content-Type-Options', 'nosniff');
          c.header('Vary', 'Accept-Encoding');
        },
      }),
    );
  }

  // The shop's routes, same-origin for the browser.
  app.use('*', async (c, next) => {
    if (!isShopPath(c.req.path)) return next();
    if (shopApiOrigin) return proxyToOrigin(c.req.raw, shopApiOrigin, fetchImpl);
    // The server bindings go along: the shop reads its listening address from the socket.
    if (options.shopApi) return options.shopApi.fetch(c.req.raw, c.env);
    return c.json({ errorKey: '_ERR_NOT_FOUND', message: 'No shop API is configured.' }, 404);
  });

  // HTTPS (directly, or through a trusted proxy): tell browsers to keep to it.
  app.use('*', async (c, next) => {
    await next();
    if (isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto'), config.trustProxy)) {
      c.res.headers.set('Strict-Transport-Security', HSTS);
    }
  });

  app.get('/healthz', (c) => c.text('ok'));

  app.get('/', async (c) => {
    const shop = cached(shopClientFor(c));
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
    const origin = publicOrigin();
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
    const shopper = parseShopper(c.req.header('cookie'), config.public.regionCookie, config.public);
    const shop = cached(shopClientFor(c));
    // Inventory and statistics have a short budget: no retries for them here (the browser tries
    // again when they do not make it).
    const secondaryShop = cached(shopClientFor(c, 0));
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

    // After the purchase form was posted without JavaScript (./purchasePost.ts): its outcome, once.
    const flashId = parseCookies(c.req.header('cookie') ?? '')[PURCHASE_FLASH_COOKIE];
    const flash = flashId ? purchaseFlash.take(flashId) : null;
    const data = {
      ...load.data,
      posted: flash && flash.slug === slug ? flash.outcome : null,
    };
    const origin = publicOrigin();
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
    return respond(
      c,
      data,
      head,
      200,
      shop,
      flashId ? { 'Set-Cookie': clearFlashCookie(isHttps(c)) } : {},
    );
  });

  // The purchase form without JavaScript: add to cart, then back to the page (post/redirect/get).
  const purchaseFlash = createFlashStore<PurchaseFlash>(options.flashSecret);
  const isHttps = (c: Context) =>
    isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto'), config.trustProxy);
  app.post('/p/:slug', async (c) => {
    const slug = c.req.param('slug');
    const productId = Object.hasOwn(config.productRoutes, slug)
      ? config.productRoutes[slug]
      : undefined;
    if (!productId) return notFound(c);
    return handlePurchasePost(c, slug, productId, {
      config,
      flash: purchaseFlash,
      formOrigins,
      https: isHttps,
      shopClientFor,
      baseFetch: fetchImpl,
      loadProduct: async (ctx, id) => {
        const answer = await cached(shopClientFor(ctx)).getProduct(id, {
          sanitizeHtml,
          defaultBulkMinQuantity: config.public.bulkGiftcardMinQuantity,
        });
        return answer.product;
      },
      errorPage: (ctx, status, message) =>
        errorPage(ctx, {
          status,
          title: 'Nothing was added to your cart',
          message,
          retryHref: `/p/${slug}`,
        }),
      log,
    });
  });

  // Sign-in (/shop/LogonForm): a plain form that works without JavaScript (./logonForm.ts).
  function logonPage(c: Context, state: LogonFormState, status: number) {
    const nonce = createNonce();
    return c.html(renderLogonPage(state, nonce), status as 200, {
      ...securityHeaders(nonce),
      'Cache-Control': CACHE.error,
    });
  }

  const emptyLogon = (c: Context): LogonFormState => ({
    email: { value: '', error: null },
    password: { error: null },
    rememberMe: c.req.query('rememberMe') === 'true',
    returnTo: safeReturnTo(c.req.query('returnTo')),
    formError: null,
    signedIn: parseShopper(c.req.header('cookie'), config.public.regionCookie).signedIn,
    notice: c.req.query('signedOut') === '1' ? LOGON_MESSAGES.signedOut : null,
  });

  app.get('/shop/LogonForm', (c) => logonPage(c, emptyLogon(c), 200));

  /** Calls the shop's identity route server-side and hands its cookies to the browser. */
  async function identityCall(c: Context, path: string, body: unknown) {
    const forwardedProto = c.req.header('x-forwarded-proto');
    return fetchImpl(new URL(path, serverShopOrigin()), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}),
        ...(c.req.header('cookie') ? { cookie: c.req.header('cookie') ?? '' } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.serverApiTimeoutMs * 4),
    });
  }

  function redirectWithCookies(to: string, from: Response) {
    const headers = new Headers({ Location: to, 'Cache-Control': CACHE.error });
    for (const cookie of from.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  }

  const formOrigins = () => [publicOrigin()];

  app.post('/shop/LogonForm', async (c) => {
    const state = emptyLogon(c);
    state.signedIn = false;
    if (isCrossSite(c.req.raw.headers, formOrigins())) {
      return logonPage(c, { ...state, formError: LOGON_MESSAGES.crossSite }, 403);
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    const field = (name: string) => {
      const value = form[name];
      return typeof value === 'string' ? value.slice(0, 512) : '';
    };
    const email = field('email').trim();
    const password = field('password');
    state.email.value = email;
    state.rememberMe = field('rememberMe') === 'true';
    state.returnTo = safeReturnTo(field('returnTo'));
    if (!email) state.email.error = LOGON_MESSAGES.emailRequired;
    if (!password) state.password.error = LOGON_MESSAGES.passwordRequired;
    if (state.email.error || state.password.error) return logonPage(c, state, 400);

    let answer: Response;
    try {
      answer = await identityCall(c, '/api/identity/login', {
        email,
        password,
        rememberMe: state.rememberMe,
      });
    } catch (error) {
      log('sign-in: the shop could not be reached', error);
      return logonPage(c, { ...state, formError: LOGON_MESSAGES.unavailable }, 503);
    }
    if (answer.ok) return redirectWithCookies(state.returnTo, answer);
    if (answer.status === 401) {
      return logonPage(c, { ...state, formError: LOGON_MESSAGES.invalidLogin }, 401);
    }
    if (answer.status === 400) {
      const body = (await answer.json().catch(() => null)) as {
        errors?: { field?: string }[];
      } | null;
      const fields = new Set((body?.errors ?? []).map((e) => e.field));
      if (fields.has('email')) state.email.error = LOGON_MESSAGES.emailInvalid;
      if (fields.has('password') || (!fields.has('email') && fields.size > 0)) {
        state.password.error = LOGON_MESSAGES.passwordRequired;
      }
      if (state.email.error || state.password.error) return logonPage(c, state, 400);
    }
    log(`sign-in: the shop answered ${answer.status}`);
    return logonPage(c, { ...state, formError: LOGON_MESSAGES.unavailable }, 503);
  });

  app.post('/shop/Logout', async (c) => {
    if (isCrossSite(c.req.raw.headers, formOrigins())) {
      return logonPage(c, { ...emptyLogon(c), formError: LOGON_MESSAGES.crossSite }, 403);
    }
    try {
      const answer = await identityCall(c, '/api/identity/logout', {});
      if (answer.ok) return redirectWithCookies('/shop/LogonForm?signedOut=1', answer);
      log(`sign-out: the shop answered ${answer.status}`);
    } catch (error) {
      log('sign-out: the shop could not be reached', error);
    }
    return logonPage(c, { ...emptyLogon(c), formError: LOGON_MESSAGES.unavailable }, 503);
  });

  // After a wallet express order ([7]): the placed order, read with the shopper's cookies.
  app.get('/OrderConfirmation', async (c) => {
    const orderId = c.req.query('orderId') ?? '';
    if (!/^\d{1,20}$/.test(orderId)) return notFound(c);
    const shop = shopClientFor(c, 0);
    let order: WalletOrder;
    try {
      order = readOrder(await shop.getOrder(orderId));
    } catch (error) {
      if (
        isApiError(error) &&
        error.kind === 'http' &&
        (error.status === 404 || error.status === 400)
      ) {
        return notFound(c);
      }
      log(`order ${orderId} could not be loaded`, error);
      return errorPage(c, {
        status: 502,
        title: 'Your order could not be shown',
        message: `${errorSummary(error)} Your order is placed; please try again in a moment.`,
        retryHref: `/OrderConfirmation?orderId=${orderId}`,
      });
    }
    // Only a placed order has a confirmation.
    if (order.status !== 'M' || order.orderId !== orderId) return notFound(c);
    const data: OrderConfirmationData = {
      kind: 'confirmation',
      order,
      config: toPublicConfig(config),
    };
    return respond(
      c,
      data,
      simpleHead('Order confirmation', `Order ${orderId} is placed.`, null, 'noindex'),
      200,
      shop,
    );
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

/** Whether a raw request target has a `.` or `..` segment, plain or percent-encoded. */
export function hasDotSegment(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path.split(/\/|%2f|\\|%5c/i).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

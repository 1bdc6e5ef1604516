/**
 * The page server: a Hono app that mounts the page's routes (page/routes/), serves the client
 * assets and forwards the browser's shop requests, with the security headers every answer
 * carries. Shared by server/main.ts (production), scripts/dev.mjs (Vite middleware mode) and the
 * tests. It only wires: what a page does lives in its route module.
 */
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { requestId } from 'hono/request-id';
import { CORRELATION_HEADER } from '../api/http';
import { defaultServerConfig, toPublicConfig, type ServerConfig } from '../config';
import { PAGE_ROUTES } from '../routes';
import type { PurchaseFlash } from '../routes/product/action';
import { limitBody, type ServerServices } from '../routes/route';
import type { SanitizeHtml } from '../sanitize/policy';
import { sanitizeHtml as serverSanitizeHtml } from '../sanitize/sanitizeHtml.server';
import { HSTS, isHttpsRequest } from '../security/headers';
import { resolvePublicOrigin } from '../security/origin';
import { walletProviderPolicy } from '../security/walletProvider';
import { NO_ASSETS, type PageAssets } from './assets';
import { streamingCompress } from './compress';
import { applyForwardedHeaders, forwardedHeaders } from './clientAddress';
import { createDataCache, type DataCache } from './dataCache';
import { createFlashStore } from './flash';
import { forwardToShop, isShopPath, proxyToOrigin, SHOP_PREFIXES } from './proxy';
import { createRenderCache, type RenderCache } from './renderCache';
import { CACHE_CONTROL, createPageResponder } from './respond';
import { createShopAccess, type ShopApiHandler } from './shopAccess';
import { requestClientAddress } from './clientAddress';
import { pageTelemetry } from './telemetry';
import { quietLogger, type Logger } from '../../telemetry/logger';
import { requestIdOf, requestLog } from '../../telemetry/httpTelemetry';
import { injectTraceHeaders } from '../../telemetry/tracing';

export type { ShopApiHandler } from './shopAccess';

/** The largest body passed on to an external shop (the reference shop takes 32 KiB at most). */
export const SHOP_PROXY_MAX_BODY_BYTES = 64 * 1024;

export interface PageServerOptions {
  /** @default defaultServerConfig (all defaults) */
  config?: ServerConfig;
  /** External shop origin: browser requests under the shop prefixes are proxied there and the
   * page's own server-side calls go there. Overrides config.shopApiOrigin. */
  shopApiOrigin?: string | null;
  /** Embedded shop API, used when there is no shop origin. */
  shopApi?: ShopApiHandler | null;
  /** The largest body of a request to the shop (its own limit, when embedded); a larger one is
   * refused here as it streams in. @default SHOP_PROXY_MAX_BODY_BYTES */
  shopMaxBodyBytes?: number;
  /** The page server's own origin (http://127.0.0.1:PORT): the embedded shop's requests are
   * addressed to it. A function because the port is known only once listening. */
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
  /** Where the server logs: its requests and errors (docs/operations.md). @default warnings and
   * errors only, on stdout (telemetry/logger.ts, quietLogger) */
  logger?: Logger;
  /**
   * Whether the instance should be sent requests (/readyz) and whether it is draining (its answers
   * then close their connections, so the balancer's kept-alive connections end before it stops).
   * @default always ready, never draining
   */
  lifecycle?: PageLifecycle;
  now?: () => Date;
  /**
   * Seals the outcome of a purchase form posted without JavaScript into its redirect's cookie
   * (./flash.ts). The same on every instance (SESSION_SECRET); @default a random key per process
   */
  flashSecret?: string | null;
}

/** What the composition root (server/lifecycle.ts) tells the page server of the instance. */
export interface PageLifecycle {
  ready(): Promise<{ ready: true } | { ready: false; reason: string }>;
  draining(): boolean;
}

const ALWAYS_READY: PageLifecycle = {
  ready: () => Promise.resolve({ ready: true }),
  draining: () => false,
};

export function createPageServer(options: PageServerOptions = {}) {
  const config = options.config ?? defaultServerConfig;
  const shopApiOrigin = options.shopApiOrigin ?? config.shopApiOrigin;
  const assets = options.assets ?? NO_ASSETS;
  // Errors go in as `err` (never printed whole: telemetry/logLine.ts masks what a shopper sent).
  const logger = options.logger ?? quietLogger().child({ server: 'page' });
  const lifecycle = options.lifecycle ?? ALWAYS_READY;
  const telemetry = pageTelemetry(logger);
  // A new build or configuration never reads the old one's entries. Both are fixed for this
  // server's life, so the version is made once, not on every cache read.
  const cacheVersion = `${assets.entryModules.join(',')}|${JSON.stringify(config.productRoutes)}`;
  const dataCache =
    options.dataCache === undefined
      ? createDataCache({
          version: () => cacheVersion,
          // One line: while the shop is down this repeats every refreshBackoffMs per key.
          onRefreshError: (key, error) =>
            logger.warn(
              { err: error, key },
              'background refresh failed, the cached value is served meanwhile',
            ),
          onLookup: telemetry.dataCacheLookup,
        })
      : options.dataCache;
  const baseSanitizeHtml = options.sanitizeHtml ?? serverSanitizeHtml;
  const sanitizeHtml = dataCache ? dataCache.sanitizer(baseSanitizeHtml) : baseSanitizeHtml;
  const publicConfig = toPublicConfig(config);
  const isHttps = (c: Context) =>
    isHttpsRequest(c.req.url, c.req.header('x-forwarded-proto'), config.trustProxy);
  const forwarded = (c: Context) =>
    forwardedHeaders(c, { trustProxy: config.trustProxy, isHttps: isHttps(c) });
  const shop = createShopAccess({
    config,
    forwarded,
    shopApiOrigin,
    shopApi: options.shopApi ?? null,
    selfOrigin: options.selfOrigin ?? null,
    fetch: options.fetch ?? null,
    dataCache,
  });
  const pages = createPageResponder({
    assets,
    publicConfig,
    // A real wallet provider's needs in the headers (CSP, opener policy), or null with the simulator.
    walletProvider: walletProviderPolicy(config.public.wallets, config.walletProviderOrigins),
    sanitizeHtml,
    renderCache:
      options.renderCache === undefined
        ? createRenderCache({ onLookup: telemetry.renderCacheLookup })
        : options.renderCache,
    logger,
  });
  const publicOrigin = () =>
    resolvePublicOrigin(
      config.publicOrigin,
      options.selfOrigin?.() ?? `http://${config.host}:${config.port}`,
    );
  const services: ServerServices = {
    publicConfig,
    shop,
    pages,
    sanitizeHtml,
    publicOrigin,
    isHttps,
    formOrigins: () => [publicOrigin()],
    flash: createFlashStore<PurchaseFlash>(options.flashSecret),
    cartFlash: createFlashStore<unknown>(options.flashSecret),
    // Outside a request; each route is handed its request's own (routes/route.ts).
    log: (message, error) => logger.error(error === undefined ? {} : { err: error }, message),
    now: options.now ?? (() => new Date()),
  };

  const app = new Hono();

  // One correlation id per request (spec 7): the caller's X-Correlation-Id when it is a plain
  // token of at most 128 characters, else a new one; the shop calls carry it, the answer names it.
  app.use('*', requestId({ headerName: 'X-Correlation-Id', limitLength: 128 }));

  // One log record, one duration observed and (traces on) one span per request, under that id.
  app.use(
    '*',
    telemetry.requests((c) => requestClientAddress(c, config.trustProxy), config.trustProxy),
  );

  // Draining (SIGTERM): every answer closes its connection, so the balancer holds none open.
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining()) c.res.headers.set('Connection', 'close');
  });

  // A path with dot segments ('..', '%2e%2e', '.') names nothing here. URL parsing would resolve
  // them away (so `/p/%2e%2e` became `/`, the index); the raw request line still shows them.
  app.use('*', async (c, next) => {
    const raw = (c.env as { incoming?: { url?: string } } | undefined)?.incoming?.url;
    if (raw !== undefined && hasDotSegment(raw)) return pages.notFound(c as Context);
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
          // Hashed and immutable, an asset is never revalidated: its Last-Modified would only be
          // 46 more bytes on every file of a visit.
          c.header('Last-Modified', undefined);
          // An asset calls no shop and leaves no log line: its correlation id would be 55 more
          // bytes on every file of a visit, naming nothing.
          c.header('X-Correlation-Id', undefined);
          // A module script is decoded as UTF-8 whatever its type says (HTML's fetch of a module
          // script): `; charset=utf-8` would be 15 more bytes on every file of a visit.
          if (c.req.path.endsWith('.js')) c.header('Content-Type', 'text/javascript');
          c.header('Cache-Control', CACHE_CONTROL.asset);
          c.header('X-Content-Type-Options', 'nosniff');
          c.header('Vary', 'Accept-Encoding');
        },
      }),
    );
  }

  // Every shop request's body is bounded here, as it streams in, whichever way it goes on: over
  // HTTP to an external shop (proxy.ts reads it whole first), over the cluster's channel to the
  // primary's shop (server/shopChannel.ts carries it whole) or to the embedded shop in this
  // process. A declared Content-Length over the limit is refused unread, a chunked body at the
  // first byte past it: 413 and `Connection: close` (routes/route.ts, limitBody).
  const shopBodyLimit = limitBody(options.shopMaxBodyBytes ?? SHOP_PROXY_MAX_BODY_BYTES, () =>
    Response.json(
      {
        errors: [{ errorKey: '_ERR_PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }],
      },
      { status: 413, headers: { 'Cache-Control': 'no-store' } },
    ),
  );
  for (const prefix of SHOP_PREFIXES) app.use(`${prefix}*`, shopBodyLimit);

  // The shop's routes, same-origin for the browser. The shop counts its limits by the client's
  // address: the one decided here, never the client's own X-Forwarded-For (./clientAddress.ts).
  app.use('*', async (c, next) => {
    if (!isShopPath(c.req.path)) return next();
    applyForwardedHeaders(c.req.raw.headers, forwarded(c as Context));
    // The shop logs it under this request's id, in this request's trace.
    c.req.raw.headers.set(CORRELATION_HEADER, requestIdOf(c as Context));
    injectTraceHeaders(c.req.raw.headers);
    if (shopApiOrigin) return proxyToOrigin(c.req.raw, shopApiOrigin, shop.fetch);
    // The server bindings go along: the shop reads its listening address from the socket.
    if (options.shopApi) return forwardToShop(options.shopApi, c.req.raw, c.env);
    return c.json({ errorKey: '_ERR_NOT_FOUND', message: 'No shop API is configured.' }, 404);
  });

  // HTTPS (directly, or through a trusted proxy): tell browsers to keep to it.
  app.use('*', async (c, next) => {
    await next();
    if (isHttps(c as Context)) c.res.headers.set('Strict-Transport-Security', HSTS);
  });

  // Liveness: the process answers. Readiness: it should be sent requests (started, its database
  // reachable, not draining); the balancer checks /readyz (deploy/haproxy.cfg).
  app.get('/healthz', (c) => c.text('ok'));
  app.get('/readyz', async (c) => {
    const state = await lifecycle.ready();
    c.header('Cache-Control', 'no-store');
    return state.ready ? c.text('ready') : c.text(`not ready: ${state.reason}`, 503);
  });
  for (const route of PAGE_ROUTES) route.mount(app, services, config);
  app.all('*', (c) => pages.notFound(c as Context));

  app.onError((error, c) => {
    requestLog(c as Context, logger).error({ err: error }, 'unhandled error');
    return pages.error(c, {
      status: 500,
      title: 'Something went wrong',
      message: 'Sorry, something went wrong on our side. Please try again in a moment.',
      retryHref: new URL(c.req.url).pathname,
    });
  });

  return app;
}

/** Whether a raw request target has a `.` or `..` segment, plain or percent-encoded. */
export function hasDotSegment(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return path.split(/\/|%2f|\\|%5c/i).some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}

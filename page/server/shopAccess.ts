/**
 * How the page server reaches the shop for one request: a shop client carrying the shopper's
 * cookies and a correlation id (spec 7: a request's correlationId travels as a header), through
 * the data cache for product data and review statistics.
 *
 * With an external shop (SHOP_API_ORIGIN) the calls go there over HTTP. With the embedded shop
 * API, they are handed to its Hono app in this process (./inProcessFetch.ts): the same requests
 * and answers as over HTTP, without a loopback connection.
 */
import type { Context } from 'hono';
import { createShopClientFor, type ShopClient } from '../api';
import type { ServerConfig } from '../config';
import type { ForwardedHeaders } from './clientAddress';
import type { DataCache } from './dataCache';
import { inProcessFetch } from './inProcessFetch';
import { resendingFetch } from './resend';

/** Anything with a fetch handler: the embedded shop API's Hono app. */
export interface ShopApiHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export interface ShopAccess {
  /**
   * The client's address and scheme as the shop reads them (./clientAddress.ts): every request the
   * page makes to the shop for a shopper carries them; `forRequest` adds them itself.
   */
  forwarded(c: Context): ForwardedHeaders;
  /** A client for this request; `retries` defaults to the configured API retries. */
  forRequest(c: Context, options?: { retries?: number; fetch?: typeof fetch }): ShopClient;
  /** `shop` with product data and review statistics through the data cache (if any). */
  cached(shop: ShopClient): ShopClient;
  /** The shop's origin for server-side calls. */
  origin(): string;
  /** The fetch server-side calls go through (the embedded app's, or the network's). */
  fetch: typeof fetch;
  /** Whether the shop is an external origin (its browser requests are proxied there). */
  external: boolean;
}

export interface ShopAccessOptions {
  config: Pick<ServerConfig, 'shopApiOrigin' | 'apiRetries' | 'serverApiTimeoutMs'> & {
    public: Pick<ServerConfig['public'], 'reviewsOrigin'>;
  };
  shopApiOrigin: string | null;
  shopApi: ShopApiHandler | null;
  selfOrigin: (() => string) | null;
  fetch: typeof fetch | null;
  /** The request's client address and scheme, for the shop. @default none (tests) */
  forwarded?: (c: Context) => ForwardedHeaders;
  dataCache: DataCache | null;
}

export function createShopAccess(options: ShopAccessOptions): ShopAccess {
  const { config, shopApiOrigin, dataCache } = options;
  function origin(): string {
    if (shopApiOrigin) return shopApiOrigin;
    if (options.selfOrigin) return options.selfOrigin();
    throw new Error('createPageServer needs shopApiOrigin, or shopApi with selfOrigin');
  }
  // Over HTTP, a safe request whose kept-alive connection the shop had just closed goes once more
  // on a fresh one (./resend.ts); the in-process fetch has no connections to lose.
  const networkFetch = resendingFetch();
  const fetchImpl =
    options.fetch ??
    (options.shopApi && !shopApiOrigin
      ? inProcessFetch(options.shopApi, origin, networkFetch)
      : networkFetch);

  const forwarded = options.forwarded ?? (() => ({ 'x-forwarded-proto': 'http' as const }));
  return {
    origin,
    fetch: fetchImpl,
    external: shopApiOrigin !== null,
    forwarded,
    forRequest(c, { retries = config.apiRetries, fetch: fetchFor = fetchImpl } = {}) {
      const shopOrigin = origin();
      const cookie = c.req.header('cookie');
      return createShopClientFor({
        shopOrigin,
        reviewsOrigin: config.public.reviewsOrigin ?? shopOrigin,
        fetch: fetchFor,
        timeoutMs: config.serverApiTimeoutMs,
        retries,
        // A write is sent again only by the connection layer (./resend.ts), which knows whether
        // its connection was a reused one that failed before any byte of the answer.
        resendLostWrites: false,
        // The request's own id (hono/request-id in app.ts: the caller's X-Correlation-Id when it
        // is a plain token, else a new one).
        correlationId: c.get('requestId') ?? crypto.randomUUID(),
        headers: { ...forwarded(c), ...(cookie ? { cookie } : {}) },
      });
    },
    cached: (shop) => (dataCache ? dataCache.shop(shop) : shop),
  };
}

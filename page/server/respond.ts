/**
 * Page responses: a route's data and head rendered into the document (streamed, or from the render
 * cache with this response's nonce), with the security headers every page carries; the error pages
 * (404 and the rest) are pages too. The routes (page/routes/) answer through this.
 */
import type { Context } from 'hono';
import type { ShopClient } from '../api';
import type { PublicConfig } from '../config';
import type { PageServices } from '../providers/ServicesProvider';
import type { ErrorPageData } from '../routes/error/data';
import type { PageData } from '../routes/registry';
import type { SanitizeHtml } from '../sanitize/policy';
import { createNonce, securityHeaders } from '../security/headers';
import type { WalletProviderPolicy } from '../security/walletProvider';
import { simpleHead, type HeadData } from '../seo/head';
import { inertFraudSession } from '../storefront/fraud';
import type { PageAssets } from './assets';
import { compressWhole } from './compress';
import { byIdentity, type RenderCache, type SharedParts } from './renderCache';
import { isCrawler, renderPageStream } from './render';
import { timedRender } from './telemetry';
import { requestLog } from '../../telemetry/httpTelemetry';
import type { Logger } from '../../telemetry/logger';

export const CACHE_CONTROL = {
  /** A nonce-bearing page must never be reused by a shared cache (its nonce would repeat). */
  page: 'private, no-cache',
  /**
   * Hashed file names: safe to cache for a year. No `public`: it only lets a cache store an answer
   * to a request with credentials (Authorization), which no asset request carries, and it would be
   * 8 more bytes on every file of a visit.
   */
  asset: 'max-age=31536000, immutable',
  error: 'no-store',
} as const;

export type ErrorPageContent = Omit<ErrorPageData, 'kind' | 'config'>;

/**
 * A page's data for the render cache's key: the public config (copied and frozen once) and a
 * product page's product (the data cache's, shared by every request while it is fresh) go as
 * shared parts, whose JSON is made once per object; the rest (inventory, query, shopper, ...) is
 * this request's own.
 */
function keyParts(data: PageData): { own: unknown; shared: SharedParts } {
  if (data.kind === 'product') {
    const { config, product, ...own } = data;
    return { own, shared: { config, product } };
  }
  const { config, ...own } = data;
  return { own, shared: { config } };
}

export interface PageResponder {
  /** The page for `data`, rendered with `head`; `shop` is the request's client (null for none). */
  render(
    c: Context,
    data: PageData,
    head: HeadData,
    status: number,
    shop: ShopClient | null,
    extraHeaders?: Record<string, string>,
  ): Promise<Response>;
  /** An error page (not indexed, never cached). */
  error(c: Context, page: ErrorPageContent): Promise<Response>;
  notFound(c: Context): Promise<Response>;
}

export interface PageResponderOptions {
  assets: PageAssets;
  publicConfig: PublicConfig;
  walletProvider: WalletProviderPolicy | null;
  sanitizeHtml: SanitizeHtml;
  renderCache: RenderCache | null;
  /** The server's logger; a request's errors go to its own child (requestLog). */
  logger: Logger;
}

export function createPageResponder(options: PageResponderOptions): PageResponder {
  const { renderCache, logger } = options;
  async function render(
    c: Context,
    data: PageData,
    head: HeadData,
    status: number,
    shop: ShopClient | null,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const { assets } = options;
    const nonce = createNonce();
    // This response's key for the no-JavaScript purchase form (page/purchase/submission.ts): a
    // fresh one, or the posted one again when the shop's answer to that post was lost.
    const submissionKey =
      (data.kind === 'product' ? data.posted?.retryKey : null) ?? crypto.randomUUID();
    const headers: Record<string, string> = {
      ...securityHeaders(nonce, options.walletProvider),
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': status === 200 ? CACHE_CONTROL.page : CACHE_CONTROL.error,
      Vary: 'Cookie',
      ...extraHeaders,
    };
    const services: PageServices = {
      // Never called during a server render (no component fetches; effects do not run here).
      shop: shop ?? (null as unknown as ShopClient),
      loadSanitizer: () => Promise.resolve(options.sanitizeHtml),
      nonce,
      submissionKey,
      loadReviewsProvider: () => Promise.reject(new Error('reviews load in the browser')),
      now: () => new Date(),
      fraud: inertFraudSession(),
    };
    try {
      // A page carrying a posted form's outcome (the shopper's own values) is rendered for that
      // response alone, never kept; so is the cart (the shopper's own on every response) and a
      // page its route marks no-store (a form with what the shopper typed).
      const personal =
        (data.kind === 'product' && data.posted != null) ||
        data.kind === 'cart' ||
        headers['Cache-Control'] === CACHE_CONTROL.error;
      if (renderCache && !personal) {
        // Nothing on the server suspends, so the shell is the whole page: render it once per
        // payload and serve it again with this response's nonce and submission key.
        const perResponse = { nonce, submissionKey };
        const { own, shared } = keyParts(data);
        const payload = { data: own, head, assets: byIdentity(assets) };
        const page = await renderCache.page(
          payload,
          perResponse,
          async (stand) => {
            let keep = true;
            const html = await timedRender(data.kind, () =>
              renderPageStream({
                data,
                head,
                assets,
                nonce: stand.nonce,
                services: { ...services, nonce: stand.nonce, submissionKey: stand.submissionKey },
                waitForAll: true,
                onError: (error) => {
                  keep = false;
                  requestLog(c, logger).error({ err: error }, 'render error');
                },
              }).then((rendered) => new Response(rendered).text()),
            );
            return { html, keep };
          },
          shared,
        );
        // Whole, so compressed in one call (the compression middleware leaves it as it is).
        const sent = new Headers(headers);
        const body = await compressWhole(page, c.req.header('Accept-Encoding'), sent);
        return new Response(body, { status, headers: sent });
      }
      const stream = await timedRender(data.kind, () =>
        renderPageStream({
          data,
          head,
          assets,
          nonce,
          services,
          waitForAll: isCrawler(c.req.header('user-agent')),
          onError: (error) => requestLog(c, logger).error({ err: error }, 'render error'),
        }),
      );
      return new Response(stream, { status, headers });
    } catch (error) {
      // The shell itself failed: still a page, never a blank one.
      requestLog(c, logger).error({ err: error }, 'render failed');
      return new Response(
        '<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Something went wrong | Cairnfield Outfitters</title></head>' +
          '<body><main><h1>Something went wrong</h1><p>This page could not be shown. <a href="">Try again</a> or <a href="/">go to all gift cards</a>.</p></main></body></html>',
        { status: 500, headers: { ...headers, 'Cache-Control': CACHE_CONTROL.error } },
      );
    }
  }

  function error(c: Context, page: ErrorPageContent) {
    const data: ErrorPageData = { kind: 'error', ...page, config: options.publicConfig };
    return render(
      c,
      data,
      simpleHead(page.title, page.message, null, 'noindex'),
      page.status,
      null,
    );
  }

  function notFound(c: Context) {
    return error(c, {
      status: 404,
      title: 'Page not found',
      message: 'We could not find that page. It may have moved, or the address may be mistyped.',
      retryHref: null,
    });
  }

  return { render, error, notFound };
}

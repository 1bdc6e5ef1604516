/**
 * The embedded shop while it starts: the page server (and a cluster's primary, for its workers'
 * channel) listens at once, before the shop has opened its database and run its migrations, so
 * that /readyz can say "not yet" with a 503 instead of the connection being refused. Until the
 * shop is there, its requests are answered 503 with Retry-After (the shop's own answer while its
 * database is away); then they go to it.
 */
import type { EmbeddedShopApi } from './main';

const RETRY_AFTER_SECONDS = '5';

export interface PendingShop {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
  /** The shop once it is open (null before). */
  current(): EmbeddedShopApi | null;
}

export function pendingShop(loading: Promise<EmbeddedShopApi>): PendingShop {
  let shop: EmbeddedShopApi | null = null;
  loading.then(
    (opened) => {
      shop = opened;
    },
    () => undefined, // the caller sees the failure (the server stops)
  );
  return {
    current: () => shop,
    fetch(request, env) {
      if (shop) return shop.app.fetch(request, env);
      if (new URL(request.url).pathname === '/readyz') {
        return new Response('not ready: starting', {
          status: 503,
          headers: { 'Cache-Control': 'no-store' },
        });
      }
      return Response.json(
        {
          errors: [
            {
              errorKey: '_ERR_SERVICE_UNAVAILABLE',
              message: 'The shop is starting. Please try again in a few seconds.',
            },
          ],
        },
        {
          status: 503,
          headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
        },
      );
    },
  };
}

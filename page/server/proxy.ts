/**
 * Forwards the browser's shop requests (/api, /data, /media, /cs, /session) to the shop, so the
 * browser always talks to the page's own origin: either to the embedded shop API's fetch handler
 * (in this process, or the cluster primary's over its channel) or, with SHOP_API_ORIGIN, over HTTP to that origin (Hono's proxy helper: hop-by-hop headers and
 * those the Connection header names are dropped both ways, and a body fetch has decoded loses its
 * encoding headers).
 */
import { proxy } from 'hono/proxy';
import type { ShopApiHandler } from './shopAccess';

export const SHOP_PREFIXES = ['/api/', '/data/', '/media/', '/cs/', '/session/'] as const;

export function isShopPath(pathname: string): boolean {
  return SHOP_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export async function proxyToOrigin(
  request: Request,
  origin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, origin);
  const headers = new Headers(request.headers);
  // The shop's own host and length, not the page's; it learns the page's through X-Forwarded-*.
  headers.delete('host');
  headers.delete('content-length');
  headers.set('x-forwarded-host', incoming.host);
  // The page server set the client's address and scheme (./clientAddress.ts, from app.ts).
  if (!headers.has('x-forwarded-proto')) {
    headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  }
  // The body is read whole (the page's body limit keeps it small) so the shop gets a
  // Content-Length: a streamed body would go out chunked, which some backends and balancers refuse.
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const body = hasBody ? await request.arrayBuffer() : undefined;
    return await proxy(target, {
      raw: new Request(target, { method: request.method, headers, signal: request.signal }),
      ...(body ? { body } : {}),
      customFetch: fetchImpl,
      redirect: 'manual',
    });
  } catch {
    return new Response(
      JSON.stringify({ errorKey: '_ERR_DEFAULT_KEY', message: 'The shop could not be reached.' }),
      { status: 502, headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
  }
}

/** Whether `error` is the request's body failing because the client went away. */
function isClientGone(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    error instanceof Error &&
    (error.message === 'aborted' || code === 'ECONNRESET' || code === 'ECONNABORTED')
  );
}

/**
 * The embedded shop's answer to `request` (`env`: the server's bindings, whose socket the shop
 * reads). A client that went away before its body was read (it hung up, or was cut off by the
 * request timeout: server/httpServer.ts) is no fault of the server and nobody is there to read an
 * answer: an empty 400, and nothing logged.
 */
export async function forwardToShop(
  shopApi: ShopApiHandler,
  request: Request,
  env: unknown,
): Promise<Response> {
  try {
    return await shopApi.fetch(request, env);
  } catch (error) {
    if (isClientGone(error, request)) return new Response(null, { status: 400 });
    throw error;
  }
}

/**
 * Forwards the browser's shop requests (/api, /data, /media, /cs, /session) to the shop, so the
 * browser always talks to the page's own origin: either to the embedded shop API's fetch handler
 * or, with SHOP_API_ORIGIN, over HTTP to that origin (Hono's proxy helper: hop-by-hop headers and
 * those the Connection header names are dropped both ways, and a body fetch has decoded loses its
 * encoding headers).
 */
import { proxy } from 'hono/proxy';

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

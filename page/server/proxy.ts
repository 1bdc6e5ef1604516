/**
 * Forwards the browser's shop requests (/api, /data, /media, /cs, /session) to the shop, so the
 * browser always talks to the page's own origin: either to the embedded shop API's fetch handler
 * or, with SHOP_API_ORIGIN, over HTTP to that origin.
 */
export const SHOP_PREFIXES = ['/api/', '/data/', '/media/', '/cs/', '/session/'] as const;

export function isShopPath(pathname: string): boolean {
  return SHOP_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Hop-by-hop headers (RFC 9110 7.6.1) are not forwarded. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
];

export async function proxyToOrigin(
  request: Request,
  origin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, origin);
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetchImpl(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: request.signal,
    });
    const responseHeaders = new Headers(upstream.headers);
    // fetch already decoded the body; the length and encoding no longer describe it.
    responseHeaders.delete('content-encoding');
    responseHeaders.delete('content-length');
    responseHeaders.delete('transfer-encoding');
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: responseHeaders,
    });
  } catch {
    return new Response(
      JSON.stringify({ errorKey: '_ERR_DEFAULT_KEY', message: 'The shop could not be reached.' }),
      { status: 502, headers: { 'content-type': 'application/json; charset=utf-8' } },
    );
  }
}

/**
 * The cluster's one way to the embedded shop API (see README "Scaling out"). PGlite is a
 * single-writer database: one process may open its data folder. So under `npm start` with several
 * workers, the cluster's primary process runs the shop API (the only owner of the database) and
 * serves it on a loopback port only the workers use; each worker's page server reaches it through
 * `shopChannelClient`, a fetch handler standing in for the embedded Hono app.
 *
 * Why not simply SHOP_API_ORIGIN (the page's proxy to an external shop)? The embedded shop reads
 * the page server's socket: the client's address counts new carts per shopper
 * (middleware/cartRateLimit.ts), and the page's listening address is an origin allowed to post
 * (middleware/crossSite.ts). Behind the proxy both would become the worker's loopback connection
 * (every shopper one address, one rate limit). The channel carries the original request whole (its
 * URL, Host and cookies) and the page socket's addresses, and the primary hands it to the shop's
 * app with those addresses, so the shop answers exactly as when it ran inside the page server.
 *
 * The channel trusts what a worker says about the socket, so it listens on loopback only and each
 * request must carry the run's random token (handed to the workers in their environment; anything
 * else on the machine gets 403). A worker always overwrites the channel's headers, so a browser
 * cannot set them either.
 */
import { timingSafeEqual } from 'node:crypto';

/** The shop's Hono app, or anything else with its fetch. */
export interface FetchHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

export const CHANNEL_TOKEN_HEADER = 'x-cairnfield-channel-token';
export const CHANNEL_URL_HEADER = 'x-cairnfield-channel-url';
export const CHANNEL_SOCKET_HEADER = 'x-cairnfield-channel-socket';
const CHANNEL_HEADERS = [CHANNEL_TOKEN_HEADER, CHANNEL_URL_HEADER, CHANNEL_SOCKET_HEADER];

/** Headers of one connection, never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** What the shop reads of the page server's socket. */
export interface SocketAddresses {
  remoteAddress?: string;
  localAddress?: string;
  localPort?: number;
}

function socketOf(env: unknown): SocketAddresses | null {
  const socket = (env as { incoming?: { socket?: SocketAddresses } } | undefined)?.incoming?.socket;
  if (!socket) return null;
  return {
    remoteAddress: socket.remoteAddress,
    localAddress: socket.localAddress,
    localPort: socket.localPort,
  };
}

function withoutHopByHop(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of copy.get('connection')?.split(',') ?? []) copy.delete(name.trim());
  for (const name of HOP_BY_HOP) copy.delete(name);
  return copy;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * A worker's stand-in for the embedded shop app: `fetch(request, env)` sends the request to the
 * primary's channel at `origin` and answers with the shop's answer.
 */
export function shopChannelClient(options: {
  origin: string;
  token: string;
  fetch?: typeof fetch;
}): FetchHandler {
  const fetchImpl = options.fetch ?? ((...args) => fetch(...args));
  return {
    async fetch(request, env) {
      const incoming = new URL(request.url);
      const headers = withoutHopByHop(request.headers);
      headers.delete('host');
      headers.delete('content-length');
      // fetch decodes a compressed answer but keeps its Content-Encoding; ask for none (the page
      // server compresses what it sends the browser).
      headers.set('accept-encoding', 'identity');
      headers.set(CHANNEL_TOKEN_HEADER, options.token);
      headers.set(CHANNEL_URL_HEADER, request.url);
      const socket = socketOf(env);
      if (socket) headers.set(CHANNEL_SOCKET_HEADER, JSON.stringify(socket));
      else headers.delete(CHANNEL_SOCKET_HEADER);
      const body = hasBody(request.method) ? await request.arrayBuffer() : undefined;
      const answer = await fetchImpl(
        new URL(`${incoming.pathname}${incoming.search}`, options.origin),
        {
          method: request.method,
          headers,
          ...(body ? { body } : {}),
          redirect: 'manual',
          signal: request.signal,
        },
      );
      return new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: withoutHopByHop(answer.headers),
      });
    },
  };
}

function sameToken(given: string | null, token: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function readSocket(value: string | null): SocketAddresses | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return {
      ...(typeof parsed.remoteAddress === 'string' ? { remoteAddress: parsed.remoteAddress } : {}),
      ...(typeof parsed.localAddress === 'string' ? { localAddress: parsed.localAddress } : {}),
      ...(typeof parsed.localPort === 'number' ? { localPort: parsed.localPort } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The primary's side: a fetch handler for its loopback server that rebuilds the worker's request
 * (its URL, Host, headers and body) and hands it to `shop` with the page socket's addresses.
 */
export function shopChannelHandler(shop: FetchHandler, token: string) {
  return async (request: Request): Promise<Response> => {
    if (!sameToken(request.headers.get(CHANNEL_TOKEN_HEADER), token)) {
      return new Response('Forbidden', { status: 403 });
    }
    let url: URL;
    try {
      url = new URL(request.headers.get(CHANNEL_URL_HEADER) ?? '');
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    } catch {
      return new Response('Bad channel request', { status: 400 });
    }
    const socket = readSocket(request.headers.get(CHANNEL_SOCKET_HEADER));
    const headers = withoutHopByHop(request.headers);
    for (const name of CHANNEL_HEADERS) headers.delete(name);
    headers.delete('content-length');
    headers.set('host', url.host);
    const body = hasBody(request.method) ? await request.arrayBuffer() : undefined;
    const inner = new Request(url, {
      method: request.method,
      headers,
      ...(body ? { body } : {}),
      signal: request.signal,
    });
    return shop.fetch(inner, socket ? { incoming: { socket } } : undefined);
  };
}

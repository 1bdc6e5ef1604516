/**
 * The cluster's one way to the embedded shop API (see README "On every core of one machine").
 * PGlite is a single-writer database: one process may open its data folder. So under `npm start`
 * with several workers, the cluster's primary process runs the shop API (the only owner of the
 * database) and answers the workers' shop requests over the cluster's own IPC channel (the pipe
 * Node opens between the primary and each worker it forks); each worker's page server reaches it
 * through `shopChannelClient`, a fetch handler standing in for the embedded Hono app.
 *
 * Why not simply SHOP_API_ORIGIN (the page's proxy to an external shop)? The embedded shop reads
 * the page server's socket: the client's address counts new carts per shopper
 * (middleware/cartRateLimit.ts), and the page's listening address is an origin allowed to post
 * (middleware/crossSite.ts). Behind the proxy both would become the worker's loopback connection
 * (every shopper one address, one rate limit). The channel carries the original request whole (its
 * method, URL, headers with Host and cookies, and body) and the page socket's addresses, and the
 * primary hands it to the shop's app with those addresses, so the shop answers exactly as when it
 * ran inside the page server.
 *
 * Why IPC and not HTTP on a loopback port: the pipe reaches only the cluster's own processes (a
 * port is open to anything on the machine, and needed a token), and a message is one JSON line
 * each way. Over HTTP every shop call was undici's client in the worker and Node's HTTP server in
 * the primary, a cost the single process does not pay: with the page served on both cores, it
 * held the cluster to about 1.4 times one process.
 *
 * Shop answers are small JSON documents and requests at most the shop's 32 KiB, so bodies travel
 * whole (base64), not streamed. That bound is the worker's page server's: it refuses a larger body
 * as it streams in, before anything reaches this channel (page/server/app.ts, with the shop's limit
 * from server/cluster.ts), so a worker never buffers more than that, nor sends it to the primary.
 */

/** The shop's Hono app, or anything else with its fetch. */
export interface FetchHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/** One end of the channel: a worker's `process`, or the primary's `Worker`. */
export interface ChannelPort {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

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

/** Answers without a body (Fetch: a null body status). */
const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/** What the shop reads of the page server's socket. */
export interface SocketAddresses {
  remoteAddress?: string;
  localAddress?: string;
  localPort?: number;
}

type HeaderList = [string, string][];

export interface ShopRequestMessage {
  type: 'cairnfield:shop-request';
  id: number;
  method: string;
  url: string;
  headers: HeaderList;
  /** base64, or null for none. */
  body: string | null;
  socket: SocketAddresses | null;
}

export type ShopResponseMessage = { type: 'cairnfield:shop-response'; id: number } & (
  { status: number; statusText: string; headers: HeaderList; body: string } | { error: string }
);

const isRequestMessage = (message: unknown): message is ShopRequestMessage =>
  (message as ShopRequestMessage | null)?.type === 'cairnfield:shop-request';

const isResponseMessage = (message: unknown): message is ShopResponseMessage =>
  (message as ShopResponseMessage | null)?.type === 'cairnfield:shop-response';

function socketOf(env: unknown): SocketAddresses | null {
  const socket = (env as { incoming?: { socket?: SocketAddresses } } | undefined)?.incoming?.socket;
  if (!socket) return null;
  return {
    remoteAddress: socket.remoteAddress,
    localAddress: socket.localAddress,
    localPort: socket.localPort,
  };
}

/** The headers as name-value pairs, less the hop-by-hop ones (Set-Cookie stays one per cookie). */
function endToEnd(headers: Headers): HeaderList {
  const hop = new Set(HOP_BY_HOP);
  for (const name of headers.get('connection')?.split(',') ?? []) {
    hop.add(name.trim().toLowerCase());
  }
  const list: HeaderList = [];
  for (const [name, value] of headers) if (!hop.has(name)) list.push([name, value]);
  return list;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

async function base64Body(body: Request | Response): Promise<string> {
  return Buffer.from(await body.arrayBuffer()).toString('base64');
}

/**
 * A worker's stand-in for the embedded shop app: `fetch(request, env)` sends the request to the
 * primary over `port` and answers with the shop's answer. A request whose signal aborts is
 * rejected with its reason at once (the shop's late answer is dropped).
 */
export function shopChannelClient(port: ChannelPort): FetchHandler {
  let nextId = 0;
  const waiting = new Map<number, (message: ShopResponseMessage) => void>();
  port.on('message', (message) => {
    if (!isResponseMessage(message)) return;
    const settle = waiting.get(message.id);
    waiting.delete(message.id);
    settle?.(message);
  });
  return {
    async fetch(request, env) {
      request.signal.throwIfAborted();
      const message: ShopRequestMessage = {
        type: 'cairnfield:shop-request',
        id: nextId,
        method: request.method,
        url: request.url,
        headers: endToEnd(request.headers),
        body: hasBody(request.method) ? await base64Body(request) : null,
        socket: socketOf(env),
      };
      nextId += 1;
      const { signal } = request;
      return new Promise<Response>((resolve, reject) => {
        const onAbort = () => {
          waiting.delete(message.id);
          reject(
            signal.reason instanceof Error
              ? signal.reason
              : new DOMException('aborted', 'AbortError'),
          );
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiting.set(message.id, (answer) => {
          signal.removeEventListener('abort', onAbort);
          if ('error' in answer) {
            // As fetch reports a connection that failed.
            reject(new TypeError('shop channel failed', { cause: new Error(answer.error) }));
            return;
          }
          resolve(
            new Response(
              NULL_BODY_STATUS.has(answer.status) ? null : Buffer.from(answer.body, 'base64'),
              {
                status: answer.status,
                statusText: answer.statusText,
                headers: answer.headers,
              },
            ),
          );
        });
        port.send(message);
      });
    },
  };
}

async function answer(
  shop: FetchHandler,
  message: ShopRequestMessage,
): Promise<ShopResponseMessage> {
  const reply = { type: 'cairnfield:shop-response' as const, id: message.id };
  let url: URL;
  try {
    url = new URL(message.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    const body = Buffer.from('Bad channel request').toString('base64');
    return { ...reply, status: 400, statusText: 'Bad Request', headers: [], body };
  }
  try {
    const headers = new Headers(message.headers);
    headers.delete('content-length');
    headers.set('host', url.host);
    const inner = new Request(url, {
      method: message.method,
      headers,
      ...(message.body !== null ? { body: Buffer.from(message.body, 'base64') } : {}),
    });
    const response = await shop.fetch(
      inner,
      message.socket ? { incoming: { socket: message.socket } } : undefined,
    );
    return {
      ...reply,
      status: response.status,
      statusText: response.statusText,
      headers: endToEnd(response.headers),
      body: await base64Body(response),
    };
  } catch (error) {
    return { ...reply, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The primary's side, for one worker: answers each shop request arriving on `port` with `shop`,
 * given the request's URL, Host, headers and body and the page socket's addresses.
 */
export function serveShopChannel(shop: FetchHandler, port: ChannelPort): void {
  port.on('message', (message) => {
    if (!isRequestMessage(message)) return;
    void answer(shop, message).then((reply) => port.send(reply));
  });
}

/**
 * How long a client may take to send a request, for every Node HTTP server of the shop: the page
 * server (one process, or each cluster worker: server/main.ts) and the standalone shop API
 * (shop-api/main.ts). A client that sends its headers or its body a byte at a time would otherwise
 * hold a connection, and the memory behind it, for as long as it likes (Node's own defaults are
 * 60 s for the headers and 300 s for the whole request, checked every 30 s).
 *
 * - `headersTimeout`: the request line and headers must have arrived within this time.
 * - `requestTimeout`: the whole request, body included, within this time. Past either, Node
 *   answers 408 and closes the connection (or just closes it if an answer has begun).
 * - `connectionsCheckingInterval`: how often Node looks for connections past those times. Its
 *   default of 30 s would let a slow client run up to 30 s over them; once a second keeps the cut
 *   within a second of the limit, at the cost of one pass over the open connections.
 *
 * Requests are small here (a form, or a shop call of at most 32 KiB), so the limits are far above
 * what a slow mobile connection needs (32 KiB at 50 kbit/s is about 5 s) and well within the 30 s
 * a slow client may hold a connection. docs/security.md, "Request limits and slow clients".
 */
import type { ServerOptions } from 'node:http';

export interface ClientTimeouts {
  /** ms for the request line and headers; null: DEFAULT_CLIENT_TIMEOUTS.headersMs. */
  headersMs: number | null;
  /** ms for the whole request; null: DEFAULT_CLIENT_TIMEOUTS.requestMs. */
  requestMs: number | null;
}

export const DEFAULT_CLIENT_TIMEOUTS = { headersMs: 10_000, requestMs: 20_000 } as const;

/** How often Node checks for requests past their time, at most. */
export const CONNECTIONS_CHECK_MS = 1_000;

/**
 * The options of `http.createServer` (`serve({ serverOptions })` of @hono/node-server) for these
 * timeouts. Throws when the headers' time is longer than the whole request's (Node refuses that).
 */
export function httpServerOptions(
  timeouts: ClientTimeouts = { headersMs: null, requestMs: null },
): ServerOptions {
  const headersTimeout = timeouts.headersMs ?? DEFAULT_CLIENT_TIMEOUTS.headersMs;
  const requestTimeout = timeouts.requestMs ?? DEFAULT_CLIENT_TIMEOUTS.requestMs;
  if (headersTimeout > requestTimeout) {
    throw new Error(
      `CLIENT_HEADERS_TIMEOUT_MS (${headersTimeout}) must not be longer than CLIENT_REQUEST_TIMEOUT_MS (${requestTimeout})`,
    );
  }
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_MS, Math.ceil(headersTimeout / 2)),
  };
}

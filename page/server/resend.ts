/**
 * The page server's connections to a shop over HTTP (SHOP_API_ORIGIN): a request that went out on
 * a kept-alive connection the shop had just closed is sent once more, on a fresh connection, when
 * it is safe to (page/api/resendRule.ts: a read, or a write with an Idempotency-Key), and never
 * otherwise. Browsers and undici's own clients do the same; Node's fetch does not, so a shop that
 * closes idle connections (every server does, after its keep-alive timeout) would otherwise fail
 * the odd request at random. The page's own calls (ShopAccess) and its proxy for the browser
 * (./proxy.ts) both go through this fetch.
 *
 * What the connection saw comes from undici's diagnostics channels (documented in undici's
 * docs/api/DiagnosticsChannel.md; Node's fetch is undici and publishes them): the socket a
 * request was written to, whether an answer had come on that socket before, and whether any byte
 * of this request's answer came before the failure.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { Agent } from 'undici';
import { isSafeToResend, mayResendAfter, type ConnectionFailure } from '../api/resendRule';

interface Sent {
  socket: Socket;
  /** Requests written to the socket before this one. */
  earlier: number;
  /** What the socket had read when this request was written (the earlier answers). */
  bytesReadBefore: number;
  answerStarted: boolean;
}

/** undici's request object, as the channels hand it over (only its identity is used). */
type UndiciRequest = object;

const requestsOnSocket = new WeakMap<Socket, number>();
const sent = new WeakMap<UndiciRequest, Sent>();
const failures = new WeakMap<object, ConnectionFailure>();

let watching = false;
/** Subscribes to undici's channels once per process (they are process-wide). */
function watchConnections(): void {
  if (watching) return;
  watching = true;
  subscribe('undici:client:sendHeaders', (message) => {
    const { request, socket } = message as { request: UndiciRequest; socket: Socket };
    const earlier = requestsOnSocket.get(socket) ?? 0;
    requestsOnSocket.set(socket, earlier + 1);
    sent.set(request, { socket, earlier, bytesReadBefore: socket.bytesRead, answerStarted: false });
  });
  subscribe('undici:request:headers', (message) => {
    const entry = sent.get((message as { request: UndiciRequest }).request);
    if (entry) entry.answerStarted = true;
  });
  subscribe('undici:request:error', (message) => {
    const { request, error } = message as { request: UndiciRequest; error: unknown };
    const entry = sent.get(request);
    if (!entry || typeof error !== 'object' || error === null) return;
    failures.set(error, {
      reusedConnection: entry.earlier > 0,
      answerStarted: entry.answerStarted || entry.socket.bytesRead > entry.bytesReadBefore,
    });
  });
}

/**
 * What the connection of a failed fetch saw, or null when the failure was not a connection's
 * (a refused connection, an abort, an invalid request) or the request never reached a socket.
 * fetch rejects with a TypeError whose cause is undici's error.
 */
export function connectionFailureOf(error: unknown): ConnectionFailure | null {
  for (let at: unknown = error, depth = 0; at && depth < 3; depth += 1) {
    if (typeof at !== 'object') return null;
    const failure = failures.get(at);
    if (failure) return failure;
    at = (at as { cause?: unknown }).cause;
  }
  return null;
}

/** A connection used for one request and closed (no keep-alive: pipelining 0, undici's docs). */
let freshConnections: Agent | null = null;
function fresh(): Agent {
  freshConnections ??= new Agent({ pipelining: 0 });
  return freshConnections;
}

/** Whether a body can be sent a second time as it is (a stream is read once). */
function replayable(body: RequestInit['body']): boolean {
  return body === undefined || body === null || !(body instanceof ReadableStream);
}

/**
 * `fetchImpl` that sends a safe request once more, on a fresh connection, when its reused
 * connection failed before any byte of the answer (see above and page/api/resendRule.ts).
 */
export function resendingFetch(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  watchConnections();
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    // A Request's body can be read once: the copy for a second sending is made before the first.
    const second =
      isSafeToResend(method, headers) && replayable(init?.body)
        ? input instanceof Request
          ? input.clone()
          : input
        : null;
    try {
      return await fetchImpl(input, init);
    } catch (error) {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : null);
      if (
        !second ||
        signal?.aborted ||
        !mayResendAfter({ method, headers }, connectionFailureOf(error))
      ) {
        throw error;
      }
      // undici's dispatcher option (Node's fetch takes it; the DOM's RequestInit does not name it).
      const onFreshConnection = { ...init, dispatcher: fresh() } as RequestInit;
      return fetchImpl(second, onFreshConnection);
    }
  };
}

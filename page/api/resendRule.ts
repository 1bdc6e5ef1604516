/**
 * Which requests may go to the shop twice: the one rule the shop client (./http.ts), the page
 * server's connection layer (page/server/resend.ts) and its proxy to a separate shop follow.
 *
 * A read changes nothing, and a write carrying an Idempotency-Key is answered once per key (the
 * shop stores the first answer and gives it again to a repeat: Stripe's idempotent requests,
 * shop-api/middleware/idempotency.ts). Nothing else is ever sent twice: a write without a key,
 * sent again, may be done twice (two adds, two orders).
 */

/** The header that makes a write safe to send again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Methods that only read (RFC 9110 9.2.1 safe methods that carry no body the shop acts on). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

type HeaderSource = Headers | Readonly<Record<string, string>>;

function hasIdempotencyKey(headers: HeaderSource): boolean {
  if (headers instanceof Headers) return (headers.get(IDEMPOTENCY_KEY_HEADER) ?? '') !== '';
  return Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'idempotency-key' && value !== '',
  );
}

/** Whether sending this request twice does what sending it once does. */
export function isSafeToResend(method: string, headers: HeaderSource): boolean {
  return READS.has(method.toUpperCase()) || hasIdempotencyKey(headers);
}

/** What became of a request whose connection failed (as the connection layer saw it). */
export interface ConnectionFailure {
  /** The request went out on a kept-alive connection an earlier answer had come on. */
  reusedConnection: boolean;
  /** Some of the answer (even one byte) had come before the connection failed. */
  answerStarted: boolean;
}

/**
 * Whether a request that failed is sent once more, on a fresh connection: a safe request whose
 * reused connection failed before any byte of its answer (the shop had closed an idle kept-alive
 * connection as the request went out on it: a race every keep-alive client meets, and the rule
 * browsers and undici follow). A fresh connection that fails, or an answer cut off, says
 * something about the shop, not about the connection: not sent again.
 */
export function mayResendAfter(
  request: { method: string; headers: HeaderSource },
  failure: ConnectionFailure | null,
): boolean {
  return (
    failure !== null &&
    failure.reusedConnection &&
    !failure.answerStarted &&
    isSafeToResend(request.method, request.headers)
  );
}

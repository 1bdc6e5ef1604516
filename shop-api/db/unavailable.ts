/**
 * Whether an error means the database cannot be reached right now, as opposed to a query that is
 * wrong. Such a request is worth repeating in a few seconds: the shop answers 503 with
 * Retry-After (app.ts) instead of a 500, and a load balancer or the shopper's retry tries again.
 *
 * - Node's socket errors: the server is down or restarting (ECONNREFUSED), a connection broke
 *   (ECONNRESET, EPIPE), or the network does not answer (ETIMEDOUT, EHOSTUNREACH, …).
 * - node-postgres's own errors for a connection that ended or never opened (they carry no code).
 * - PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (the server
 *   is shutting down or starting up) and 53300 (too many connections).
 *
 * The error's `cause` chain and an AggregateError's errors (a refused dual-stack connect) count.
 */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/** Seconds a client should wait before trying again (a restarting PostgreSQL is back in a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

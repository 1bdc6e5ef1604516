/**
 * A client that hangs up in the middle of its request (its body cut short) is no fault of the
 * shop: it is noted in one record, never a stack trace per request, and at most once per interval
 * (the record counts how many more there were), so a flood of hang-ups cannot flood the log.
 */
import type { Logger } from '../../telemetry/logger.ts';

/**
 * Whether `error` is the request's body failing because the client went away: the request's signal
 * aborted, or Node's own error for a request cut short (`aborted`). Not any connection reset: a
 * stopping PostgreSQL resets the database's sockets (`read ECONNRESET`), which is the database
 * being away (503 with Retry-After, db/unavailable.ts), not a client that left.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  return error instanceof Error && error.message === 'aborted';
}

/**
 * One record per interval at most, however often the returned function is called: the next record
 * says how many were left out since the last (`more`). For what a client or an outage can repeat
 * on every request (a hang-up, the database down), so that it cannot flood the log.
 */
export function oncePerInterval<T extends object>(options: {
  log: (fields: T & { more?: number }) => void;
  /** @default one minute */
  intervalMs?: number;
  now?: () => number;
}): (fields: T) => void {
  const interval = options.intervalMs ?? 60_000;
  const now = options.now ?? Date.now;
  let last = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (fields) => {
    const at = now();
    if (at - last < interval) {
      unlogged += 1;
      return;
    }
    options.log(unlogged > 0 ? { ...fields, more: unlogged } : fields);
    last = at;
    unlogged = 0;
  };
}

export interface AbortNotices {
  note(method: string, route: string): void;
}

export function abortNotices(options: {
  logger: Logger;
  intervalMs?: number;
  now?: () => number;
}): AbortNotices {
  const record = oncePerInterval<{ method: string; route: string }>({
    ...options,
    log: (fields) => options.logger.warn(fields, 'a client hung up before its request was read'),
  });
  return { note: (method, route) => record({ method, route }) };
}

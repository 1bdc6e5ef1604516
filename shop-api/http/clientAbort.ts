/**
 * A client that hangs up in the middle of its request (its body cut short) is no fault of the
 * shop: it is noted in one line, never a stack trace per request, and at most once per interval
 * (the line says how many more there were), so a flood of hang-ups cannot flood the log.
 */

/** Whether `error` is the request's body failing because the client went away. */
export function isClientAbort(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.message === 'aborted' || code === 'ECONNRESET' || code === 'ECONNABORTED';
}

export interface AbortNotices {
  note(method: string, path: string): void;
}

export function abortNotices(options: {
  log: (line: string) => void;
  /** @default one minute */
  intervalMs?: number;
  now?: () => number;
}): AbortNotices {
  const interval = options.intervalMs ?? 60_000;
  const now = options.now ?? Date.now;
  let last = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return {
    note(method, path) {
      const at = now();
      if (at - last < interval) {
        unlogged += 1;
        return;
      }
      const more = unlogged > 0 ? ` (and ${unlogged} more since the last such line)` : '';
      options.log(
        `[shop-api] a client hung up before its request was read: ${method} ${path}${more}`,
      );
      last = at;
      unlogged = 0;
    },
  };
}

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

/**
 * One line per interval at most, however often `note` is called: the next line says how many
 * were left out since the last. For what a client or an outage can repeat on every request (a
 * hang-up, the database down), so that it cannot flood the log.
 */
export function intervalLines(options: {
  log: (line: string) => void;
  /** @default one minute */
  intervalMs?: number;
  now?: () => number;
}): (line: string) => void {
  const interval = options.intervalMs ?? 60_000;
  const now = options.now ?? Date.now;
  let last = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (line) => {
    const at = now();
    if (at - last < interval) {
      unlogged += 1;
      return;
    }
    const more = unlogged > 0 ? ` (and ${unlogged} more since the last such line)` : '';
    options.log(`${line}${more}`);
    last = at;
    unlogged = 0;
  };
}

export function abortNotices(options: Parameters<typeof intervalLines>[0]): AbortNotices {
  const line = intervalLines(options);
  return {
    note: (method, path) =>
      line(`[shop-api] a client hung up before its request was read: ${method} ${path}`),
  };
}

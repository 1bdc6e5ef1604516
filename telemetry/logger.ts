/**
 * The servers' logs (docs/operations.md, "Logs"): pino, one JSON object a line on stdout, for the
 * page server, the shop API (embedded or standalone) and the cluster's primary. Each server logs
 * through a child of one process logger (`server: 'page' | 'shop' | 'cluster'`), and each request
 * with its request id and trace id added to each record (./httpTelemetry.ts).
 *
 * Nothing a shopper sent reaches a record: request records are built from an allowlist of fields
 * (never a header, a cookie, a query or a body), errors go through ./logLine.ts's rule (masked
 * message, code and frames), and as a second line of defence the fields that would carry a secret
 * if someone logged a request object (cookies, authorization, passwords, e-mails, card fields) are
 * censored (`censorSecrets`).
 *
 * Writes are asynchronous and batched (./batchedDestination.ts): lines gather in the process's
 * memory until 32 KiB (about 140 request lines) are waiting or a quarter of a second has passed,
 * then go out in one write off the main thread (sonic-boom), never waited for by a request. A
 * write per line (one system call, one trip through libuv's thread pool each) was most of what the
 * logs cost the product page, and sonic-boom's own batching most of what was left. `flushLogs()`,
 * and the destination's exit handler, write out what is waiting before the process exits, so a
 * line logged before SIGTERM is never lost; a process killed outright (SIGKILL) loses at most the
 * last quarter-second.
 */
import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';
import { batchedDestination, type BatchedDestination } from './batchedDestination';
import type { LogFormat, LogLevel } from './levels';
import { serializeError } from './logLine';

export type { Logger } from 'pino';

/** Keys that would hold a secret or a shopper's data if an object carrying them were logged. */
const SECRET_KEYS = [
  'cookie',
  'set-cookie',
  'authorization',
  'password',
  'email',
  'token',
  'sessionToken',
  'cardNumber',
  'cvv',
  'cvc',
  'securityCode',
];
const SECRET = new Set(SECRET_KEYS);
const CENSOR = '[redacted]';

/** Whether `value` is a plain record to look into (an Error is the `err` serializer's to mask). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    !(value instanceof Error)
  );
}

/** `record` with every secret key of its own censored (copied only when there is one). */
function censorKeys(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    if (SECRET.has(key)) {
      copy ??= { ...record };
      copy[key] = CENSOR;
    }
  }
  return copy ?? record;
}

/**
 * Marks a record built from an allowlist of fields (a request's record, ./httpTelemetry.ts): no
 * key of it can hold a secret, so `censorRecord` passes it as it is. A symbol: no JSON line shows
 * it.
 */
export const ALLOWLISTED: unique symbol = Symbol('allowlisted');

/** pino's `formatters.log`: every record censored (`censorSecrets`) but an allowlisted one. */
export function censorRecord(record: Record<string, unknown>): Record<string, unknown> {
  return (record as { [ALLOWLISTED]?: true })[ALLOWLISTED] === true
    ? record
    : censorSecrets(record);
}

/**
 * A record with the secrets an object logged by mistake may hold censored: a secret key at the
 * top, in any object at the top (`request.cookie`), or in its `headers` (`request.headers.cookie`).
 * The caller's objects are never changed; a record with none (every request record, built from an
 * allowlist) is returned as it is. pino's own `redact` did the same with wildcard paths at about
 * 30 µs a record, the largest part of what the logs cost a request (the bench's "Logs and metrics").
 */
export function censorSecrets(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    const value = record[key];
    let censored: unknown = value;
    if (SECRET.has(key)) censored = CENSOR;
    else if (isRecord(value)) {
      censored = censorKeys(value);
      const headers = (censored as Record<string, unknown>).headers;
      if (isRecord(headers)) {
        const clean = censorKeys(headers);
        if (clean !== headers)
          censored = { ...(censored as Record<string, unknown>), headers: clean };
      }
    }
    if (censored !== value) {
      copy ??= { ...record };
      copy[key] = censored;
    }
  }
  return copy ?? record;
}

export interface LoggerOptions {
  level: LogLevel;
  format: LogFormat;
  /** Where JSON lines go. @default stdout, written asynchronously */
  destination?: DestinationStream;
}

/**
 * The process's stdout as pino writes it (asynchronously, flushed at exit): one for the process,
 * made once (each made its own exit handler, one more for every logger a test server built).
 */
let processDestination: BatchedDestination | null = null;

/** Lines are written out once this many characters are waiting, or every `BATCH_MS` (see above). */
const BATCH_BYTES = 32 * 1024;
const BATCH_MS = 250;

export function createLogger(options: LoggerOptions): Logger {
  const settings: pino.LoggerOptions = {
    level: options.level,
    base: { pid: process.pid, hostname: hostname() },
    formatters: { level: (label) => ({ level: label }), log: censorRecord },
    serializers: { err: serializeError },
  };
  if (options.destination) return pino(settings, options.destination);
  if (options.format === 'pretty') {
    // A worker thread formats the lines (pino-pretty, a development dependency).
    return pino(
      { ...settings, formatters: { log: censorRecord } },
      pino.transport({
        target: 'pino-pretty',
        options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'hostname' },
      }),
    );
  }
  processDestination ??= batchedDestination({
    fd: 1,
    batchBytes: BATCH_BYTES,
    flushMs: BATCH_MS,
  });
  return pino(settings, processDestination);
}

/** Writes out what the process logger holds (call before process.exit). */
export function flushLogs(): void {
  try {
    processDestination?.flushSync();
  } catch {
    // stdout already closed: nothing more can be written
  }
}

/**
 * The logger of a server built without one (tests, tools): warnings and errors only, so a test's
 * requests print no access lines. The servers' entries (server/main.ts, shop-api/main.ts) give
 * theirs at LOG_LEVEL. Made as the module loads: its stdout stream registers the process's exit
 * handler once, before any server starts, not in the middle of a test file.
 */
const fallback: Logger = pino({
  level: 'warn',
  base: { pid: process.pid },
  formatters: { level: (label) => ({ level: label }), log: censorRecord },
  serializers: { err: serializeError },
});

export function quietLogger(): Logger {
  return fallback;
}

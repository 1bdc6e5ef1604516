/**
 * What every request leaves behind, on both servers (the page server: page/server/app.ts; the shop
 * API, embedded or standalone: shop-api/app.ts): one log record, one observation of
 * `http_request_duration_seconds` and, with traces on, one server span (docs/operations.md).
 *
 * - Every record of a request carries its request id and trace id: the access record has them as
 *   fields, and the handlers log through `requestLog(c)`, which adds them to what they log. (A pino
 *   child logger made per request did the same at several times the cost: most requests log
 *   nothing but their access record.)
 * - The record and the observation are made when the answer's last byte has gone to the socket
 *   (Node's `close` on the response): a streamed page's duration and bytes are the whole page's.
 *   A request served with no socket (the page's own call handed to the embedded shop in this
 *   process, or over the cluster's channel) is complete when its Response is made.
 * - Only allowlisted fields: method, route pattern (never the path or the query, which may carry
 *   a session id or an e-mail), status, duration, bytes, the client's address as the server counts
 *   it, request id, trace id, pid. Never a header, a cookie or a body.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';
import { epochNow } from './clock';
import { requestSeries } from './histogramSeries';
import { ALLOWLISTED, type Logger } from './logger';
import { httpRequestDuration, httpRequestDurationFromBalancer, requestsInFlight } from './metrics';
import { requestLineWriter, type RequestFields } from './requestLine';
import { SpanStatusCode, startServerSpan, withContext } from './tracing';

export type ServerName = 'page' | 'shop';

export interface HttpTelemetryOptions {
  server: ServerName;
  logger: Logger;
  /** The route label when the route pattern is not it (say, a prefix the page forwards). */
  route?(c: Context): string | undefined;
  /** The client's address as this server counts it, for the record. */
  clientAddress?(c: Context): string | null;
  /** Called once per request when it is complete (the shop's outcome counters). */
  onComplete?(c: Context, route: string, status: number): void;
  /** Requests logged at debug level whatever their status (the balancer's health checks: a 503
   * while starting or draining is their answer, not a failure). */
  quiet?(path: string): boolean;
  /** When the balancer in front received the request (epoch ms, its `X-Request-Start`), or null:
   * then the request is also timed from there (`http_request_duration_from_balancer_seconds`). */
  balancerStart?(c: Context): number | null;
  /**
   * Routes whose duration series exist from the start, at zero, for each status in
   * FORESEEN_STATUSES (see there): the server's main routes, as `{ method, route }` labels.
   */
  foreseen?: readonly { method: string; route: string }[];
}

/**
 * The statuses a foreseen route's series are made for before its first request: its success,
 * and the 503 every route answers when what it needs (the database, the shop) is away. A series
 * Prometheus first sees with a count already in it is read as starting there: `increase()` and
 * `rate()` leave out everything it counted before its first scrape, so the first minute of an
 * outage's 503s would be missing from the error ratio an alert reads, and from the chaos run's
 * figures (its database phase's 503s were; docs/operations.md). Prometheus's advice is the
 * same: make the series whose label values are known in advance at zero.
 */
export const FORESEEN_STATUSES = ['200', '503'] as const;

/** Balancer times further than this from the server's clock are a clock apart, not a wait. */
const MAX_BALANCER_SKEW_MS = 60_000;

/**
 * The time in an `X-Request-Start` header (`t=1700000000123456`, microseconds since the epoch, as
 * HAProxy's `date(0,us)` writes it; also in milliseconds or seconds, as other balancers do), or
 * null when it is missing, malformed or further than a minute from `now` (another host's clock).
 */
export function parseRequestStart(header: string | undefined, now: number): number | null {
  const match = /^\s*(?:t=)?(\d{1,16}(?:\.\d+)?)\s*$/.exec(header ?? '');
  if (!match) return null;
  const value = Number(match[1]);
  // Seconds (10 digits), milliseconds (13) or microseconds (16) since the epoch.
  const ms = value < 1e11 ? value * 1000 : value < 1e14 ? value : value / 1000;
  return Math.abs(now - ms) <= MAX_BALANCER_SKEW_MS ? ms : null;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const labels = new Map<string, string>();

/** A route pattern as a label: Hono's `{regex}` parts dropped (`/api/orders/:orderId/...`). */
export function routeLabel(pattern: string): string {
  let label = labels.get(pattern);
  if (label === undefined) {
    label = pattern.replace(/\{[^}]*\}/g, '') || '*';
    if (labels.size < 1000) labels.set(pattern, label);
  }
  return label;
}

/**
 * The pattern of the route that matched `c`'s request: the last matched route registered for a
 * method (middleware is registered for ALL), else the pattern of whatever answered (`*`).
 */
export function routeOf(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i -= 1) {
    const route = routes[i]!;
    if (route.method !== 'ALL') return routeLabel(route.path);
  }
  return routeLabel(routePath(c));
}

interface NodeBindings {
  outgoing?: {
    once(event: 'close', listener: () => void): unknown;
    writableFinished: boolean;
    destroyed: boolean;
    socket: { bytesWritten: number } | null;
  };
}

function contentLength(response: Response): number | undefined {
  const value = response.headers.get('content-length');
  return value === null ? undefined : Number(value);
}

export function httpTelemetry(options: HttpTelemetryOptions): MiddlewareHandler {
  const { server, logger } = options;
  for (const { method, route } of options.foreseen ?? []) {
    for (const status_code of FORESEEN_STATUSES) {
      const labels = { server, method, route, status_code };
      httpRequestDuration().zero(labels);
      if (options.balancerStart) httpRequestDurationFromBalancer().zero(labels);
    }
  }
  // The request's line, written as pino would write it (./requestLine.ts), and its durations'
  // series, found by method, route and status with no label object or key made per request.
  const writeLine = requestLineWriter(logger);
  const durations = requestSeries(httpRequestDuration, server);
  const durationsFromBalancer = requestSeries(httpRequestDurationFromBalancer, server);
  return async (c, next) => {
    const started = performance.now();
    const fromBalancer = options.balancerStart?.(c) ?? null;
    // The wait from the balancer's stamp to here, read to the microsecond as HAProxy stamps it
    // (whole milliseconds of Date.now() read half a millisecond short on average: ./clock.ts).
    const waitedMs = fromBalancer === null ? 0 : Math.max(0, epochNow() - fromBalancer);
    const method = METHODS.has(c.req.method) ? c.req.method : '_OTHER';
    const reqId = requestIdOf(c);
    const traced = startServerSpan(method, c.req.raw.headers, {
      'http.request.method': method,
      'request.id': reqId,
    });
    const bound: RequestBindings = traced
      ? { reqId, traceId: traced.span.spanContext().traceId }
      : { reqId };
    const log = new BoundLog(logger, bound);
    c.set('log' as never, log as never);
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    const socket = outgoing?.socket ?? null;
    const bytesBefore = socket?.bytesWritten ?? 0;
    const inFlight = requestsInFlight(server);
    inFlight.count += 1;

    if (traced) await withContext(traced.context, next);
    else await next();

    const route = options.route?.(c) ?? routeOf(c);
    const status = c.res.status;
    const complete = (aborted: boolean, bytes: number | undefined) => {
      const elapsedMs = performance.now() - started;
      const seconds = elapsedMs / 1000;
      inFlight.count -= 1;
      durations(method, route, status)(seconds);
      if (fromBalancer !== null) {
        durationsFromBalancer(method, route, status)((waitedMs + elapsedMs) / 1000);
      }
      options.onComplete?.(c, route, status);
      const level = options.quiet?.(c.req.path) ? 'debug' : status >= 500 ? 'error' : 'info';
      // Built only when it is written, with every field in one literal (absent ones undefined, left
      // out of the line): a record spread together from optional parts cost several microseconds.
      if (logger.isLevelEnabled(level)) {
        const record: RequestFields = {
          [ALLOWLISTED]: true,
          reqId: bound.reqId,
          traceId: bound.traceId,
          method,
          route,
          status,
          durationMs: Math.round(seconds * 10_000) / 10,
          bytes,
          client: options.clientAddress?.(c) ?? undefined,
          aborted: aborted ? true : undefined,
        };
        writeLine(level, record);
      }
      if (traced) {
        const { span } = traced;
        span.updateName(`${method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    };
    if (outgoing?.destroyed) {
      // The client went away before the answer began.
      complete(true, socket ? socket.bytesWritten - bytesBefore : undefined);
    } else if (outgoing && typeof outgoing.once === 'function') {
      outgoing.once('close', () =>
        complete(
          !outgoing.writableFinished,
          socket ? socket.bytesWritten - bytesBefore : undefined,
        ),
      );
    } else {
      complete(false, contentLength(c.res));
    }
  };
}

/** The request's id, as Hono's request-id middleware (run before this one) set it. */
export function requestIdOf(c: Context): string {
  const id: unknown = c.get('requestId' as never);
  return typeof id === 'string' ? id : '';
}

interface RequestBindings {
  reqId: string;
  traceId?: string;
}

type LogMethod = (fields: object, message?: string) => void;

/** What a handler logs through: a record at a level, its request's fields added. */
export interface RequestLogger {
  fatal: LogMethod;
  error: LogMethod;
  warn: LogMethod;
  info: LogMethod;
  debug: LogMethod;
}

/** A request's logger: the server's, its request id and trace id added to every record. */
class BoundLog implements RequestLogger {
  constructor(
    private readonly logger: Logger,
    private readonly bound: RequestBindings,
  ) {}
  fatal(fields: object, message?: string): void {
    this.logger.fatal({ ...this.bound, ...fields }, message);
  }
  error(fields: object, message?: string): void {
    this.logger.error({ ...this.bound, ...fields }, message);
  }
  warn(fields: object, message?: string): void {
    this.logger.warn({ ...this.bound, ...fields }, message);
  }
  info(fields: object, message?: string): void {
    this.logger.info({ ...this.bound, ...fields }, message);
  }
  debug(fields: object, message?: string): void {
    this.logger.debug({ ...this.bound, ...fields }, message);
  }
}

/** The request's logger (its id and trace id added), or `fallback` outside a request. */
export function requestLog(c: Context, fallback: RequestLogger): RequestLogger {
  return (c.get('log' as never) as RequestLogger | undefined) ?? fallback;
}

/**
 * The page server's part of the telemetry (docs/operations.md): its request records and
 * durations (telemetry/httpTelemetry.ts) with a route label for what it forwards to the shop, its
 * caches' hits and misses, its renders' time, and its calls to the shop API (duration by endpoint
 * and outcome, a client span each, the trace carried in `traceparent`).
 */
import type { Context } from 'hono';
import { httpTelemetry, parseRequestStart, routeLabel } from '../../telemetry/httpTelemetry';
import type { Logger } from '../../telemetry/logger';
import { counterOf } from '../../telemetry/counterSeries';
import { seriesOf } from '../../telemetry/histogramSeries';
import { cacheLookups, shopApiCallDuration, ssrRenderDuration } from '../../telemetry/metrics';
import { injectTraceHeaders, inSpan, SpanKind } from '../../telemetry/tracing';
import { SHOP_PREFIXES } from './proxy';

export type CacheResult = 'hit' | 'stale' | 'miss';

/**
 * The shoppers' main routes: the product page and what goes to the shop (reads and writes), whose
 * duration series exist at zero from the start (telemetry/httpTelemetry.ts, FORESEEN_STATUSES).
 */
const FORESEEN = [
  { method: 'GET', route: '/p/:slug' },
  { method: 'GET', route: '/api/*' },
  { method: 'POST', route: '/api/*' },
];

/** Health checks: logged at debug level (the balancer asks every second). */
const HEALTH = new Set(['/healthz', '/readyz']);

/**
 * A shop call's endpoint as a metric label: its path with every segment that names one thing (a
 * number, a hexadecimal token, anything over 24 characters) as `:id`, so an order or a session
 * never becomes a label of its own; words (`v2`, `sku`) stay.
 */
export function shopEndpoint(path: string): string {
  const segments = path.split('?', 1)[0]!.split('/');
  return segments.map((segment) => (isIdSegment(segment) ? ':id' : segment)).join('/');
}

function isIdSegment(segment: string): boolean {
  return (
    /^\d+$/.test(segment) ||
    /^[0-9a-f]{8,}(?:-[0-9a-f]+)*$/i.test(segment) ||
    segment.length > 24 ||
    segment.includes('%')
  );
}

/** How a shop call ended, as a label: its status class, or why there was no answer. */
export function shopOutcome(result: { status: number } | { error: unknown; aborted: boolean }) {
  if ('status' in result) return `${Math.floor(result.status / 100)}xx`;
  return result.aborted ? 'timeout' : 'network';
}

/** The method of a fetch call (a Request's, or the init's, GET by default). */
function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
}

/**
 * `fetch` measured and traced: each call to the shop observes `shop_api_call_duration_seconds` and,
 * with traces on, runs in a client span whose context goes along as `traceparent`.
 */
export function measuredShopFetch(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = methodOf(input, init);
    const endpoint = shopEndpoint(url.pathname);
    const started = performance.now();
    const observe = (outcome: string) =>
      seriesOf(
        shopApiCallDuration(),
        { method, endpoint, outcome },
        `${method} ${endpoint} ${outcome}`,
      )((performance.now() - started) / 1000);
    return inSpan(
      `${method} ${endpoint}`,
      { 'http.request.method': method, 'url.template': endpoint, 'server.address': url.host },
      async (span) => {
        let sent = init;
        if (span) {
          const headers = new Headers(
            init?.headers ?? (input instanceof Request ? input.headers : undefined),
          );
          injectTraceHeaders(headers);
          sent = { ...init, headers };
        }
        try {
          const response = await fetchImpl(input, sent);
          observe(shopOutcome(response));
          span?.setAttribute('http.response.status_code', response.status);
          return response;
        } catch (error) {
          observe(shopOutcome({ error, aborted: init?.signal?.aborted === true }));
          throw error;
        }
      },
      SpanKind.CLIENT,
    );
  };
}

/** A render of `page` timed (and traced as `render <page>`). */
export function timedRender<T>(page: string, render: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return inSpan(`render ${page}`, { 'page.kind': page }, async () => {
    try {
      return await render();
    } finally {
      ssrRenderDuration().observe({ page }, (performance.now() - started) / 1000);
    }
  });
}

export function pageTelemetry(logger: Logger) {
  return {
    requests: (clientAddress: (c: Context) => string | null, trustProxy: boolean) =>
      httpTelemetry({
        server: 'page',
        logger,
        // What the page forwards to the shop, by prefix: the shop logs the route itself.
        route: (c) => {
          const prefix = SHOP_PREFIXES.find((p) => c.req.path.startsWith(p));
          return prefix ? routeLabel(`${prefix}*`) : undefined;
        },
        clientAddress,
        quiet: (path) => HEALTH.has(path),
        foreseen: FORESEEN,
        // The balancer's receipt of the request, believed as X-Forwarded-For is (TRUST_PROXY).
        ...(trustProxy
          ? { balancerStart: (c) => parseRequestStart(c.req.header('x-request-start'), Date.now()) }
          : {}),
      }),
    dataCacheLookup: (key: string, result: CacheResult) => {
      const cache = key.slice(0, key.indexOf(':')).replace('-', '_');
      counterOf(cacheLookups(), { cache, result }, `${cache} ${result}`)();
    },
    renderCacheLookup: (result: CacheResult) =>
      counterOf(cacheLookups(), { cache: 'render', result }, `render ${result}`)(),
  };
}

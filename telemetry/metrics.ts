/**
 * Every metric the servers export, in one place (docs/operations.md, "Metrics"): prom-client on
 * the process's default registry, named after Prometheus's conventions (base units, `_total` for
 * counters, `_seconds` for durations). The servers only observe; the operator reads them on the
 * metrics port (server/metricsServer.ts), a cluster's workers' summed by the primary
 * (./clusterMetrics.ts).
 *
 * Metrics are made on first use, once per process, so a module that imports this file registers
 * nothing until it observes something. Node's default metrics (event-loop lag, heap, GC, CPU) are
 * turned on by the servers' entries (`collectNodeMetrics`), not by importing.
 */
import client from 'prom-client';

export const registry = client.register;

/**
 * Buckets of the request duration histogram: 8 % apart from 1 ms to 20 s, so that a quantile
 * Prometheus estimates from them (linear within a bucket) is within 10 % of the true one even in a
 * sparse tail: the chaos run holds Prometheus's p50 and p99 against its load generator's, and the
 * p99 of its database phase's few hundred adds is three requests (./requestBuckets.test.ts; 15 %
 * apart read up to 15 % off there). Observing costs the same whatever their number (a binary
 * search, ./histogramSeries.ts); only the exposition grows.
 */
export const REQUEST_BUCKETS = client
  .exponentialBuckets(0.001, 1.08, 130)
  .map((bound) => Number(bound.toPrecision(3)));

/** Coarser buckets for the inner timings (a render, a shop call). */
const INNER_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let metricsOn = true;

/**
 * No metrics in this process from now on: every metric's getter answers a stand-in that records
 * nothing (a process with no metrics port: nobody could read them, so none are counted; the bench
 * measures what counting costs against this).
 */
export function turnMetricsOff(): void {
  metricsOn = false;
}

/** What a metric's getter answers with metrics off: each call does nothing. */
const NOTHING = {
  observe() {},
  inc() {},
  dec() {},
  set() {},
  reset() {},
  zero() {},
  startTimer: () => () => 0,
  labels: () => NOTHING,
};

/** The default registry's metrics, made on first use (see above); nothing with metrics off. */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (metricsOn ? (made ??= make()) : (NOTHING as unknown as T));
}

export const httpRequestDuration = lazy(
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests served, by server (page or shop), method, route pattern and status: time from the request to the last byte of the answer.',
      labelNames: ['server', 'method', 'route', 'status_code'] as const,
      buckets: REQUEST_BUCKETS,
    }),
);

export const httpRequestDurationFromBalancer = lazy(
  () =>
    new client.Histogram({
      name: 'http_request_duration_from_balancer_seconds',
      help: "Requests that came through the balancer (its X-Request-Start, TRUST_PROXY on), by the same labels: time from the balancer's receipt of the request to the last byte of the answer, the wait in the instance's socket and event loop included.",
      labelNames: ['server', 'method', 'route', 'status_code'] as const,
      buckets: REQUEST_BUCKETS,
    }),
);

/** Requests being served by one server: a plain count a request moves, read when scraped. */
export interface InFlight {
  count: number;
}

const inFlightCounts = new Map<string, InFlight>();

/** The count every request moves with metrics off: one object, read by nobody. */
const UNREAD: InFlight = { count: 0 };

const inFlightGauge = lazy(
  () =>
    new client.Gauge({
      name: 'http_requests_in_flight',
      help: 'Requests being served right now, by server (page or shop).',
      labelNames: ['server'] as const,
      // Read from the counts when scraped: a request only adds and takes away one (a gauge's own
      // inc and dec hash their labels each time).
      collect() {
        for (const [server, inFlight] of inFlightCounts) this.set({ server }, inFlight.count);
      },
    }),
);

/**
 * The in-flight count of `server`'s requests (`http_requests_in_flight`): a request adds one to
 * `count` as it starts and takes it away when it is complete. With metrics off, a count nobody reads.
 */
export function requestsInFlight(server: string): InFlight {
  if (!metricsOn) return UNREAD;
  inFlightGauge();
  let inFlight = inFlightCounts.get(server);
  if (inFlight === undefined) {
    inFlight = { count: 0 };
    inFlightCounts.set(server, inFlight);
  }
  return inFlight;
}

export const ssrRenderDuration = lazy(
  () =>
    new client.Histogram({
      name: 'ssr_render_duration_seconds',
      help: 'Server-side React renders of a page (a render cache miss, or a page never cached), by page kind.',
      labelNames: ['page'] as const,
      buckets: INNER_BUCKETS,
    }),
);

export const shopApiCallDuration = lazy(
  () =>
    new client.Histogram({
      name: 'shop_api_call_duration_seconds',
      help: "The page server's calls to the shop API, by method, endpoint pattern and outcome (2xx, 4xx, 5xx, timeout, network): time to the answer's headers.",
      labelNames: ['method', 'endpoint', 'outcome'] as const,
      buckets: INNER_BUCKETS,
    }),
);

export const cacheLookups = lazy(
  () =>
    new client.Counter({
      name: 'page_cache_lookups_total',
      help: "The page server's cache lookups, by cache (render, product, review_stats, sanitized_html) and result (hit, stale, miss).",
      labelNames: ['cache', 'result'] as const,
    }),
);

export const cartAdditions = lazy(
  () =>
    new client.Counter({
      name: 'shop_cart_additions_total',
      help: 'Add-to-cart requests answered by the shop, by route and outcome (added, or the error key refusing it).',
      labelNames: ['route', 'outcome'] as const,
    }),
);

export const orders = lazy(
  () =>
    new client.Counter({
      name: 'shop_orders_total',
      help: 'Orders the shop was asked to place, by route and outcome (placed, or the error key refusing it).',
      labelNames: ['route', 'outcome'] as const,
    }),
);

export const idempotentReplays = lazy(
  () =>
    new client.Counter({
      name: 'shop_idempotent_replays_total',
      help: 'Writes answered from their Idempotency-Key record instead of applied again, by route.',
      labelNames: ['route'] as const,
    }),
);

export const signInRefusals = lazy(
  () =>
    new client.Counter({
      name: 'shop_sign_in_refusals_total',
      help: 'Sign-ins refused, by reason (the error key: wrong e-mail or password, too many attempts, invalid input).',
      labelNames: ['reason'] as const,
    }),
);

export const rateLimited = lazy(
  () =>
    new client.Counter({
      name: 'shop_rate_limited_total',
      help: 'Requests refused with 429 by a limit, by limit (new_cart, sign_in, other).',
      labelNames: ['limit'] as const,
    }),
);

/** What the database pool reports (pg's pool; PGlite is one connection). */
export interface PoolState {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The database pool's gauges, read when scraped. One pool per process: a later call replaces the
 * source (a test opening a second shop in one process).
 */
export function observePool(read: () => PoolState | null): void {
  poolSource = read;
  poolGauges();
}

let poolSource: () => PoolState | null = () => null;

const poolGauges = lazy(() => {
  const connections = new client.Gauge({
    name: 'db_client_connections',
    help: "The shop's database connections, by state (idle, used).",
    labelNames: ['state'] as const,
    collect() {
      const pool = poolSource();
      this.reset();
      if (!pool) return;
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'used' }, pool.total - pool.idle);
    },
  });
  const max = new client.Gauge({
    name: 'db_client_connections_max',
    help: "The most connections the shop's database pool opens.",
    collect() {
      const pool = poolSource();
      if (pool) this.set(pool.max);
    },
  });
  const waiting = new client.Gauge({
    name: 'db_client_connection_pending_requests',
    help: 'Queries waiting for a free database connection.',
    collect() {
      const pool = poolSource();
      if (pool) this.set(pool.waiting);
    },
  });
  return { connections, max, waiting };
});

/**
 * Whether the shop's database answers, asked when scraped (1 yes, 0 no): the "database down"
 * alert reads it. One source per process, as for the pool.
 */
export function observeDatabase(ping: () => Promise<boolean>): void {
  databasePing = ping;
  databaseUp();
}

let databasePing: (() => Promise<boolean>) | null = null;

const databaseUp = lazy(
  () =>
    new client.Gauge({
      name: 'shop_database_up',
      help: "1 when the shop's database answered a query at this scrape, else 0.",
      // Summed over a cluster's processes it would count the primary once: the one that owns it.
      aggregator: 'max',
      async collect() {
        if (databasePing) this.set((await databasePing()) ? 1 : 0);
      },
    }),
);

let nodeMetrics = false;

/** Node's default metrics (event-loop lag, heap, GC, CPU, handles), once per process. */
export function collectNodeMetrics(): void {
  if (nodeMetrics || !metricsOn) return;
  nodeMetrics = true;
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 10 });
}

/** The registry's exposition text and its content type. */
export async function exposition(): Promise<{ text: string; contentType: string }> {
  return { text: await registry.metrics(), contentType: registry.contentType };
}

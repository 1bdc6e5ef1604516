// @ts-check
// A phase's figures as the shop's own monitoring saw them: Prometheus's queries over the phase's
// window on what the instances export (docs/operations.md, "Metrics"), for the chaos report to
// set beside its load generator's (./compare.mjs). Only the shoppers' requests to the page server
// count (the balancer's health checks, /healthz and /readyz, are left out), as the load generator
// counts them; p50 and p99 by route and status (`GET /p/:slug 200`, `POST /api/* 503`), as it
// groups them.
//
// The window is the phase's to the millisecond: the range of each query ends at the phase's end
// and reaches back exactly its length, and it is evaluated once every instance has been scraped
// after the end, at the last of those scrapes, so that the counts of the phase's last requests are
// in it and no later ones (the load has stopped).

import { groupKey } from './compare.mjs';

const SHOPPERS = 'server="page",route!~"/healthz|/readyz"';

/**
 * The histogram the comparison reads: the page server's time from the balancer's receipt of each
 * request (HAProxy's X-Request-Start) to its last byte, the wait in the instance's socket and
 * event loop included, which its own `http_request_duration_seconds` cannot see (it starts when
 * the event loop reaches the request). The shoppers' time adds HAProxy's answer hop and their own
 * event loop to it.
 */
export const COMPARED_HISTOGRAM = 'http_request_duration_from_balancer_seconds';

/**
 * The PromQL of each figure over a window of `ms` milliseconds.
 * @param {number} ms
 */
export function figureQueries(ms, histogram = COMPARED_HISTOGRAM) {
  const range = `[${Math.max(1, Math.round(ms))}ms]`;
  const quantile = (/** @type {number} */ q) =>
    `histogram_quantile(${q}, sum by (method, route, status_code, le) (increase(${histogram}_bucket{${SHOPPERS}}${range})))`;
  return {
    requests: `sum by (method, route, status_code) (increase(${histogram}_count{${SHOPPERS}}${range}))`,
    errors: `sum(increase(${histogram}_count{${SHOPPERS},status_code=~"5.."}${range})) or vector(0)`,
    p50: quantile(0.5),
    p99: quantile(0.99),
  };
}

/**
 * Prometheus's figures for the phase that ran from `fromMs` to `toMs` (waits for the scrapes after
 * `toMs` first), as ./compare.mjs reads them, or null without Prometheus. `sinceMs`: the start of
 * the range, a scrape of every instance taken before the phase's load began (`markStart`), so that
 * the counts start from a sample and are not extrapolated back to the phase's start.
 * @param {import('../cluster/prometheus.mjs').Prometheus | null} prometheus
 * @param {number} fromMs
 * @param {number} toMs
 * @param {number} [sinceMs]
 * @returns {Promise<import('./compare.mjs').Figures | null>}
 */
export async function prometheusFigures(prometheus, fromMs, toMs, sinceMs = fromMs) {
  if (!prometheus) return null;
  // The first scrape of every instance after the end: the evaluation time that holds the phase's
  // last counts. The range reaches back from it to the scrapes before the phase's start.
  const { latest: at } = await prometheus.waitForScrapes(toMs);
  const queries = figureQueries(at - sinceMs);
  const key = (/** @type {Record<string, string>} */ m) =>
    groupKey(`${m.method} ${m.route}`, Number(m.status_code));
  const byRoute = async (/** @type {string} */ expr) =>
    new Map(
      (await prometheus.query(expr, at)).map(
        (/** @type {{ metric: Record<string, string>, value: number }} */ r) => [
          key(r.metric),
          Number(r.value),
        ],
      ),
    );
  const requests = await byRoute(queries.requests);
  const errors = (await prometheus.query(queries.errors, at))[0]?.value ?? 0;
  const p50 = await byRoute(queries.p50);
  const p99 = await byRoute(queries.p99);
  // The same requests timed inside the server alone, shown beside (what its own histogram sees).
  const inServer = figureQueries(at - sinceMs, 'http_request_duration_seconds');
  const serverP50 = await byRoute(inServer.p50);
  const serverP99 = await byRoute(inServer.p99);
  const total = [...requests.values()].reduce((a, b) => a + b, 0);
  // How many of each instance's scrapes in the window answered (a scrape that takes longer than
  // the interval fails): with none but the two ends, no count can say when the requests came.
  const range = `[${Math.max(1, Math.round(at - sinceMs))}ms]`;
  const answered = await byInstance(prometheus, `sum_over_time(up${range})`, at);
  const tried = await byInstance(prometheus, `count_over_time(up${range})`, at);
  return {
    at,
    scrapes: scrapeSummary(answered, tried),
    requests: total,
    throughput: total / Math.max(0.001, (toMs - fromMs) / 1000),
    errorRate: total > 0 ? errors / total : 0,
    routes: Object.fromEntries(
      [...requests].map(([route, n]) => [
        route,
        {
          requests: n,
          p50Ms: (p50.get(route) ?? Number.NaN) * 1000,
          p99Ms: (p99.get(route) ?? Number.NaN) * 1000,
          serverP50Ms: (serverP50.get(route) ?? Number.NaN) * 1000,
          serverP99Ms: (serverP99.get(route) ?? Number.NaN) * 1000,
        },
      ]),
    ),
  };
}

/**
 * @param {import('../cluster/prometheus.mjs').Prometheus} prometheus
 * @param {string} expr
 * @param {number} at
 */
async function byInstance(prometheus, expr, at) {
  return new Map(
    (await prometheus.query(expr, at)).map((r) => [r.metric.instance ?? '?', Number(r.value)]),
  );
}

/**
 * Each instance's scrapes in a window, answered of tried, as the report prints them
 * (`127.0.0.1:41013 58/60, 127.0.0.1:45159 3/60`).
 * @param {ReadonlyMap<string, number>} answered `sum_over_time(up[window])` by instance
 * @param {ReadonlyMap<string, number>} tried `count_over_time(up[window])` by instance
 */
export function scrapeSummary(answered, tried) {
  return [...tried]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([instance, n]) => `${instance} ${answered.get(instance) ?? 0}/${n}`)
    .join(', ');
}

/**
 * The raw samples behind the counts (every series of the shoppers' request counts in the window,
 * each sample with its time), to see where two sides' counts part: written beside the report.
 * @param {import('../cluster/cluster.mjs').Prometheus} prometheus
 * @param {number} fromMs
 * @param {number} atMs
 */
export async function rawCounts(prometheus, fromMs, atMs) {
  const expr = `http_request_duration_seconds_count{${SHOPPERS}}[${Math.round(atMs - fromMs)}ms]`;
  const params = new URLSearchParams({ query: expr, time: String(atMs / 1000) });
  const answer = await fetch(`${prometheus.url}/api/v1/query?${params}`);
  return (await answer.json()).data?.result ?? [];
}

/**
 * Before a phase's load: a scrape of every instance, the start of the phase's range (its time), or
 * undefined without Prometheus.
 * @param {import('../cluster/prometheus.mjs').Prometheus | null} prometheus
 */
export async function markStart(prometheus) {
  if (!prometheus) return undefined;
  return (await prometheus.waitForScrapes(Date.now())).earliest;
}

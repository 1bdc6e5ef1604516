// A phase's figures as the shop's own monitoring saw them: Prometheus's queries over the phase's
// window on what the instances export (docs/operations.md, "Metrics"), for the chaos report to
// set beside its load generator's. Only the shoppers' requests to the page server count (the
// balancer's health checks, /healthz and /readyz, are left out), as the load generator counts them.

const SHOPPERS = 'server="page",route!~"/healthz|/readyz"';

/** The PromQL of each figure over a window of `seconds`. */
export function figureQueries(seconds) {
  const range = `[${seconds}s]`;
  const quantile = (q) =>
    `histogram_quantile(${q}, sum by (le) (increase(http_request_duration_seconds_bucket{${SHOPPERS}}${range})))`;
  return {
    requests: `sum(increase(http_request_duration_seconds_count{${SHOPPERS}}${range}))`,
    errors: `sum(increase(http_request_duration_seconds_count{${SHOPPERS},status_code=~"5.."}${range})) or vector(0)`,
    p50: quantile(0.5),
    p99: quantile(0.99),
  };
}

/**
 * Prometheus's figures for the window [fromMs, toMs] (waits for the scrapes after `toMs` first):
 * { requests, throughput (per second), errorRate (0-1), p50Ms, p99Ms }, or null without Prometheus.
 */
export async function prometheusFigures(prometheus, fromMs, toMs) {
  if (!prometheus) return null;
  await prometheus.waitForScrapes();
  const seconds = Math.max(1, Math.round((toMs - fromMs) / 1000));
  const queries = figureQueries(seconds);
  const one = async (expr) => (await prometheus.query(expr, toMs))[0]?.value ?? Number.NaN;
  const requests = await one(queries.requests);
  const errors = await one(queries.errors);
  return {
    requests,
    throughput: requests / seconds,
    errorRate: requests > 0 ? errors / requests : 0,
    p50Ms: (await one(queries.p50)) * 1000,
    p99Ms: (await one(queries.p99)) * 1000,
  };
}

/** How far `measured` is from `reference`, as a fraction of it (0.04 = 4 % apart). */
export function apart(measured, reference) {
  if (!Number.isFinite(measured) || !Number.isFinite(reference) || reference === 0) {
    return Number.NaN;
  }
  return Math.abs(measured - reference) / reference;
}

// @ts-check
// The load generator's figures and Prometheus's, made comparable (compare.test.ts), pure:
//
// - by route and status, as the page server labels its requests (`GET /p/:slug 200`,
//   `POST /api/* 503`): a phase's mix of fast product pages and slower adds to cart has two humps,
//   and so has one route's mix of quick refusals and slower successes (the adds while the database
//   is away: 503s in about 30 ms, 200s in about 100); the p50 of a mix falls in the gap between
//   its humps, where a few requests more of one kind move it by tens of per cent. Each route and
//   status sits inside one hump, and its p50 and p99 are comparable;
// - over the same window (the phase's, to the millisecond) and the same requests (the shoppers',
//   never the balancer's health checks);
// - each side measuring what it can: the generator from its send to the answer's last byte
//   (through HAProxy, on its own event loop), the page server from its middleware to the last byte
//   on its socket. The difference is HAProxy's hop and the generator's own wait.
import { formatMs, formatPercent, percentile, table } from './figures.mjs';

/** The most two figures may be apart, as a fraction of the generator's (docs/operations.md). */
export const TOLERANCE = 0.1;

/**
 * Groups with fewer requests than this are shown, not compared: below 100 the p99 (nearest rank)
 * is the slowest request alone.
 */
export const MIN_COMPARED = 100;

/**
 * A group's p99 is compared from this many requests: it stands on the slowest hundredth, and
 * below 1000 that is fewer than ten requests, where one request more on one side moves it by tens
 * of percent (a chaos run, 29 Nov: the form posts of the killed-instance phase, 200 requests seen
 * by the generator and 202 counted by the servers, as HAProxy resent two that the killed instance
 * had begun: p99 286 ms against 326; the database phase's 503s, 185 against 186: 34 ms against
 * 40). Below it the p99 is shown beside the compared p50.
 */
export const MIN_COMPARED_P99 = 1000;

/** The page server's prefixes it forwards to the shop (page/server/proxy.ts, SHOP_PREFIXES). */
const SHOP_PREFIXES = ['/api/', '/data/', '/media/', '/cs/', '/session/'];

/**
 * The route label the page server gives a request (telemetry/httpTelemetry.ts, routeOf; the
 * forwarded prefixes as `/api/*`): `GET /p/:slug`, `POST /api/*`.
 * @param {string} method
 * @param {string} path
 */
export function routeKey(method, path) {
  const pathname = path.split('?')[0] ?? path;
  const prefix = SHOP_PREFIXES.find((p) => pathname.startsWith(p));
  if (prefix) return `${method} ${prefix}*`;
  if (/^\/p\/[^/]+$/.test(pathname)) return `${method} /p/:slug`;
  return `${method} ${pathname}`;
}

/**
 * One answer the generator saw: its route, status (or 'network'), time (ms) and when it was sent.
 * @typedef {{ route: string, status: number | 'network', ms: number, at: number, pid?: string | null }} Seen
 */

/**
 * A side's figures: every request, and per route its count, p50 and p99.
 * @typedef {{ at?: number, scrapes?: string, requests: number, throughput: number, errorRate: number, routes: Record<string, { requests: number, p50Ms: number, p99Ms: number, serverP50Ms?: number, serverP99Ms?: number }> }} Figures
 */

/**
 * The group a timed answer is compared in: its route and status (`POST /api/* 503`), as the page
 * server's histogram labels it.
 * @param {string} route
 * @param {number} status
 */
export const groupKey = (route, status) => `${route} ${status}`;

/**
 * The generator's figures over [fromMs, toMs]: answers sent in the window; an error is a 5xx or
 * no answer at all (the server's 5xx are what Prometheus counts as errors). Times by route and
 * status (`groupKey`).
 * @param {readonly Seen[]} answers
 * @param {number} fromMs
 * @param {number} toMs
 * @returns {Figures}
 */
export function generatorFigures(answers, fromMs, toMs) {
  const inWindow = answers.filter((a) => a.at >= fromMs && a.at <= toMs);
  const seconds = Math.max(0.001, (toMs - fromMs) / 1000);
  const failed = inWindow.filter((a) => a.status === 'network' || a.status >= 500).length;
  /** @type {Map<string, number[]>} */
  const byRoute = new Map();
  for (const a of inWindow) {
    // Only answered requests have a server-side duration to compare with.
    if (a.status === 'network') continue;
    const key = groupKey(a.route, a.status);
    const list = byRoute.get(key) ?? [];
    list.push(a.ms);
    byRoute.set(key, list);
  }
  return {
    requests: inWindow.length,
    throughput: inWindow.length / seconds,
    errorRate: inWindow.length > 0 ? failed / inWindow.length : 0,
    routes: Object.fromEntries(
      [...byRoute].map(([route, ms]) => [
        route,
        { requests: ms.length, p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99) },
      ]),
    ),
  };
}

/**
 * How far `measured` is from `reference`, as a signed fraction of it (-0.04: 4 % below).
 * @param {number} measured
 * @param {number} reference
 */
export function apart(measured, reference) {
  if (!Number.isFinite(measured) || !Number.isFinite(reference) || reference === 0) {
    return Number.NaN;
  }
  return (measured - reference) / reference;
}

/**
 * The compared figures and whether each is within TOLERANCE: throughput, and each route and
 * status's p50 with at least MIN_COMPARED requests on the generator's side, and its p99 with at
 * least MIN_COMPARED_P99. Error rates are compared
 * as counts apart (0.5 % of the requests at most): near 0, a fraction of each other means nothing.
 * @param {Figures} load
 * @param {Figures} monitored
 */
export function comparisons(load, monitored) {
  /** @type {{ figure: string, load: number, monitored: number, inServer?: number, apart: number, ok: boolean }[]} */
  const rows = [];
  const push = (
    /** @type {string} */ figure,
    /** @type {number} */ a,
    /** @type {number} */ b,
    /** @type {number | undefined} */ inServer = undefined,
  ) => {
    const d = apart(b, a);
    rows.push({ figure, load: a, monitored: b, inServer, apart: d, ok: Math.abs(d) <= TOLERANCE });
  };
  push('throughput', load.throughput, monitored.throughput);
  const errorGap = Math.abs(load.errorRate - monitored.errorRate);
  rows.push({
    figure: 'error rate',
    load: load.errorRate,
    monitored: monitored.errorRate,
    apart: errorGap,
    ok: errorGap <= 0.005,
  });
  for (const [route, mine] of Object.entries(load.routes).sort(([a], [b]) => a.localeCompare(b))) {
    if (mine.requests < MIN_COMPARED) continue;
    const theirs = monitored.routes[route];
    push(`${route} p50`, mine.p50Ms, theirs?.p50Ms ?? Number.NaN, theirs?.serverP50Ms);
    if (mine.requests < MIN_COMPARED_P99) continue;
    push(`${route} p99`, mine.p99Ms, theirs?.p99Ms ?? Number.NaN, theirs?.serverP99Ms);
  }
  return rows;
}

/**
 * The side-by-side table for the report, and whether every compared figure is within TOLERANCE.
 * @param {Figures | null} load
 * @param {Figures | null} monitored
 */
export function sideBySide(load, monitored) {
  if (!monitored) {
    return { ok: false, markdown: 'Prometheus is not installed: no figures from the monitoring.' };
  }
  const perSecond = (/** @type {number} */ n) => `${n.toFixed(1)}/s`;
  const percent = (/** @type {number} */ n) => `${(n * 100).toFixed(2)} %`;
  if (!load) {
    return {
      ok: false,
      markdown: table(
        ['figure', 'Prometheus'],
        [
          ['throughput', perSecond(monitored.throughput)],
          ['error rate', percent(monitored.errorRate)],
        ],
      ),
    };
  }
  const rows = comparisons(load, monitored);
  const compared = new Set(rows.map((r) => r.figure));
  const shown = rows.map((r) => {
    const isRate = r.figure === 'error rate';
    const show = isRate ? percent : r.figure === 'throughput' ? perSecond : formatMs;
    return [
      r.figure,
      show(r.load),
      show(r.monitored),
      isRate ? `${(r.apart * 100).toFixed(2)} points` : formatPercent(r.apart),
      r.ok ? 'yes' : '**no**',
      r.inServer === undefined ? '' : formatMs(r.inServer),
    ];
  });
  // Routes too rare to compare, shown for what they are; so are the p99s too sparse to compare.
  for (const [route, mine] of Object.entries(load.routes)) {
    const theirs = monitored.routes[route];
    if (compared.has(`${route} p50`)) {
      if (compared.has(`${route} p99`)) continue;
      shown.push([
        `${route} p99 (${mine.requests} requests: not compared)`,
        formatMs(mine.p99Ms),
        theirs ? formatMs(theirs.p99Ms) : 'n/a',
        '—',
        '—',
        theirs?.serverP99Ms === undefined ? '' : formatMs(theirs.serverP99Ms),
      ]);
      continue;
    }
    shown.push([
      `${route} p50 / p99 (${mine.requests} requests: not compared)`,
      `${formatMs(mine.p50Ms)} / ${formatMs(mine.p99Ms)}`,
      theirs ? `${formatMs(theirs.p50Ms)} / ${formatMs(theirs.p99Ms)}` : 'n/a',
      '—',
      '—',
      '',
    ]);
  }
  const counts = `Requests: ${load.requests} sent by the generator, ${Math.round(monitored.requests)} counted by the page servers (${Object.entries(
    load.routes,
  )
    .map(
      ([route, r]) =>
        `${route}: ${r.requests} / ${Math.round(monitored.routes[route]?.requests ?? 0)}`,
    )
    .join('; ')}).`;
  return {
    ok: rows.every((r) => r.ok),
    markdown: [
      table(
        [
          'figure',
          'load generator',
          'Prometheus (from HAProxy)',
          'apart',
          `within ${TOLERANCE * 100} %`,
          'Prometheus (in the server)',
        ],
        shown,
      ),
      '',
      counts,
    ].join('\n'),
  };
}

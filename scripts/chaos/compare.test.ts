import { describe, expect, it } from 'vitest';
import { comparisons, generatorFigures, routeKey, sideBySide, type Seen } from './compare.mjs';
import { figureQueries, scrapeSummary } from './prometheusFigures.mjs';

const seen = (route: string, ms: number, at: number, status: Seen['status'] = 200): Seen => ({
  route,
  status,
  ms,
  at,
});

/** `n` answers of `route` spread evenly from `low` to `high` ms, sent from `at` on. */
function spread(route: string, n: number, low: number, high: number, at = 1_000): Seen[] {
  return Array.from({ length: n }, (_, i) => seen(route, low + ((high - low) * i) / (n - 1), at));
}

describe('the chaos report: the load generator beside Prometheus', () => {
  it('given a path, should name its route as the page server labels it', () => {
    expect(routeKey('GET', '/p/cairnfield-gift-card')).toBe('GET /p/:slug');
    expect(routeKey('POST', '/p/cairnfield-gift-card?x=1')).toBe('POST /p/:slug');
    expect(routeKey('POST', '/api/cart/sku')).toBe('POST /api/*');
    expect(routeKey('POST', '/api/orders/123/applepayExpress')).toBe('POST /api/*');
    expect(routeKey('GET', '/cart')).toBe('GET /cart');
  });

  it('given answers, should count those sent in the window and time each route apart', () => {
    const answers = [
      ...spread('GET /p/:slug', 101, 2, 12),
      ...spread('POST /api/*', 101, 20, 40),
      seen('POST /api/*', 0, 1_500, 'network'),
      seen('POST /api/*', 30, 1_600, 503),
      seen('GET /p/:slug', 1, 99_000),
    ];
    const figures = generatorFigures(answers, 0, 2_000);
    expect(figures.requests).toBe(204);
    expect(figures.throughput).toBe(102);
    expect(figures.errorRate).toBeCloseTo(2 / 204, 6);
    expect(figures.routes['GET /p/:slug 200']).toEqual({ requests: 101, p50Ms: 7, p99Ms: 11.9 });
    // The network error has no server-side duration: it is not timed. A 503 is timed apart.
    expect(figures.routes['POST /api/* 200']?.requests).toBe(101);
    expect(figures.routes['POST /api/* 503']?.requests).toBe(1);
  });

  it('given a mix of fast pages and slow adds, should compare each route, whose p50 holds, not the mix, whose p50 jumps', () => {
    // Half pages (2-12 ms), half adds (20-40 ms): the mix's p50 sits at the edge of the gap.
    const a = [...spread('GET /p/:slug', 500, 2, 12), ...spread('POST /api/*', 500, 20, 40)];
    // The same servers, 4 % more adds counted: the mix's p50 crosses the gap.
    const b = [...spread('GET /p/:slug', 500, 2, 12), ...spread('POST /api/*', 520, 20, 40)];
    const mixP50 = (list: Seen[]) =>
      generatorFigures(
        list.map((s) => ({ ...s, route: 'all' })),
        0,
        2_000,
      ).routes['all 200']!.p50Ms;
    expect(mixP50(b) / mixP50(a)).toBeGreaterThan(1.5);

    const rows = comparisons(generatorFigures(a, 0, 2_000), generatorFigures(b, 0, 2_000));
    const p50s = rows.filter((r) => r.figure.endsWith('p50'));
    expect(p50s.map((r) => r.figure)).toEqual(['GET /p/:slug 200 p50', 'POST /api/* 200 p50']);
    expect(p50s.every((r) => r.ok)).toBe(true);
  });

  it('given one route’s quick refusals and slower successes, should compare each status apart, whose p50 holds', () => {
    // Adds with the database away: 503s in 25-35 ms, 200s in 90-110 ms, about half each.
    const adds = (ok: number) => [
      ...spread('POST /api/*', 150, 25, 35).map((s) => ({ ...s, status: 503 as const })),
      ...spread('POST /api/*', ok, 90, 110),
    ];
    const load = generatorFigures(adds(145), 0, 2_000);
    // The same adds, 10 more successes counted: the route's whole p50 crosses the gap.
    const monitored = generatorFigures(adds(155), 0, 2_000);
    const whole = (list: Seen[]) =>
      generatorFigures(
        list.map((s) => ({ ...s, status: 200 })),
        0,
        2_000,
      ).routes['POST /api/* 200']!.p50Ms;
    expect(whole(adds(155)) / whole(adds(145))).toBeGreaterThan(2);
    const rows = comparisons(load, monitored).filter((r) => r.figure.startsWith('POST'));
    // Under a thousand requests each: their p99s are shown, not compared.
    expect(rows.map((r) => r.figure)).toEqual(['POST /api/* 200 p50', 'POST /api/* 503 p50']);
    expect(rows.every((r) => r.ok)).toBe(true);
  });

  it('given figures more than 10 % apart, should say so in the table; a rare route is shown, not compared', () => {
    const load = generatorFigures(
      [...spread('GET /p/:slug', 300, 10, 20), ...spread('POST /p/:slug', 5, 30, 40)],
      0,
      1_000,
    );
    const near = {
      ...load,
      routes: { ...load.routes, 'GET /p/:slug 200': { requests: 300, p50Ms: 15.5, p99Ms: 20.5 } },
    };
    expect(sideBySide(load, near).ok).toBe(true);
    const far = {
      ...load,
      routes: {
        ...load.routes,
        'GET /p/:slug 200': {
          requests: 300,
          p50Ms: 11,
          p99Ms: 20,
          serverP50Ms: 9,
          serverP99Ms: 18,
        },
      },
    };
    const table = sideBySide(load, far);
    expect(table.ok).toBe(false);
    expect(table.markdown).toMatch(
      /\| GET \/p\/:slug 200 p50 \| 15 ms \| 11 ms \| -26\.6 % \| \*\*no\*\* \| 9 ms \|/,
    );
    expect(table.markdown).toContain('POST /p/:slug 200 p50 / p99 (5 requests: not compared)');
    expect(sideBySide(load, null).markdown).toContain('Prometheus is not installed');
  });

  it('given a group under a thousand requests, should compare its p50 and show its p99, which a request or two more on one side moves', () => {
    // 200 form posts seen by the generator; the servers counted three more, all slow (HAProxy
    // resent requests a killed instance had begun).
    const load = generatorFigures(spread('POST /p/:slug', 200, 80, 100), 0, 2_000);
    const counted = generatorFigures(
      [...spread('POST /p/:slug', 200, 80, 100), ...spread('POST /p/:slug', 3, 300, 320)],
      0,
      2_000,
    );
    const rows = comparisons(load, counted);
    expect(rows.map((r) => r.figure)).toEqual([
      'throughput',
      'error rate',
      'POST /p/:slug 200 p50',
    ]);
    const table = sideBySide(load, counted);
    expect(table.ok).toBe(true);
    expect(table.markdown).toMatch(
      /\| POST \/p\/:slug 200 p99 \(200 requests: not compared\) \| 100 ms \| 300 ms \| — \| — \|/,
    );
    // From a thousand requests on, its p99 is compared.
    const many = generatorFigures(spread('POST /p/:slug', 1_000, 80, 100), 0, 2_000);
    expect(comparisons(many, many).map((r) => r.figure)).toContain('POST /p/:slug 200 p99');
  });

  it('given a window, should query exactly its length, by route, without the health checks', () => {
    const q = figureQueries(31_250);
    expect(q.p50).toBe(
      'histogram_quantile(0.5, sum by (method, route, status_code, le) (increase(http_request_duration_from_balancer_seconds_bucket{server="page",route!~"/healthz|/readyz"}[31250ms])))',
    );
    expect(q.requests).toContain('sum by (method, route, status_code)');
  });
});

describe('the scrapes behind a phase’s Prometheus figures', () => {
  it('given each instance’s answered and tried scrapes, should print them by instance', () => {
    const tried = new Map([
      ['127.0.0.1:45159', 60],
      ['127.0.0.1:41013', 61],
    ]);
    const answered = new Map([['127.0.0.1:41013', 58]]);
    // An instance whose every scrape failed has no answered sum at all: 0 of its tries.
    expect(scrapeSummary(answered, tried)).toBe('127.0.0.1:41013 58/61, 127.0.0.1:45159 0/60');
  });
});

// @vitest-environment node
/**
 * A histogram series observed directly (./histogramSeries.ts) reads on the metrics port exactly as
 * prom-client's own `observe` would have it: the same buckets, sum and count, beside the series
 * observed the ordinary way, after a reset too.
 */
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { histogramSeries, requestSeries, seriesOf } from './histogramSeries';

const BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1];
// Below the first bound, on a bound, between bounds, above the last (the +Inf bucket only).
const VALUES = [0.0005, 0.001, 0.003, 0.005, 0.0051, 0.07, 0.1, 0.25, 3];

function histograms() {
  const registry = new Registry();
  const make = (name: string) =>
    new Histogram({
      name,
      help: name,
      labelNames: ['route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [registry],
    });
  return { registry, direct: make('direct_seconds'), plain: make('plain_seconds') };
}

/** The exposition's lines of `name`, with the name taken out so that two can be compared. */
async function lines(registry: Registry, name: string) {
  return (await registry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(name))
    .map((line) => line.slice(name.length));
}

describe('a histogram series observed directly', () => {
  it('given the same values, should expose the same buckets, sum and count as prom-client’s observe', async () => {
    const { registry, direct, plain } = histograms();
    const labels = { route: '/p/:slug', status_code: '200' };
    const observe = histogramSeries(direct, labels);
    for (const value of VALUES) {
      observe(value);
      plain.observe(labels, value);
    }
    // Another series of each, the ordinary way, stays apart.
    direct.observe({ route: '/cart', status_code: '200' }, 0.02);
    plain.observe({ route: '/cart', status_code: '200' }, 0.02);
    const seen = await lines(registry, 'direct_seconds');
    expect(seen).toEqual(await lines(registry, 'plain_seconds'));
    expect(seen).toContain('_count{route="/p/:slug",status_code="200"} 9');
    expect(seen).toContain('_bucket{le="0.005",route="/p/:slug",status_code="200"} 4');
  });

  it('given a series observed the ordinary way first, should add to its counts, not start it again', async () => {
    const { registry, direct } = histograms();
    const labels = { route: '/p/:slug', status_code: '200' };
    direct.observe(labels, 0.003);
    histogramSeries(direct, labels)(0.004);
    expect(await lines(registry, 'direct_seconds')).toContain(
      '_count{route="/p/:slug",status_code="200"} 2',
    );
  });

  it('given the registry reset, should count again from zero', async () => {
    const { registry, direct } = histograms();
    const observe = seriesOf(direct, { route: '/p/:slug', status_code: '200' }, '/p/:slug 200');
    observe(0.003);
    registry.resetMetrics();
    seriesOf(direct, { route: '/p/:slug', status_code: '200' }, '/p/:slug 200')(0.004);
    observe(0.2);
    const seen = await lines(registry, 'direct_seconds');
    expect(seen).toContain('_count{route="/p/:slug",status_code="200"} 2');
    expect(seen).toContain('_sum{route="/p/:slug",status_code="200"} 0.20400000000000001');
  });

  it('given bounds that are whole numbers, should count into them as prom-client does', async () => {
    const registry = new Registry();
    const make = (name: string) =>
      new Histogram({
        name,
        help: name,
        labelNames: ['route'] as const,
        buckets: [0.5, 1, 2.5, 5, 10],
        registers: [registry],
      });
    const direct = make('whole_direct_seconds');
    const plain = make('whole_plain_seconds');
    for (const value of [0.2, 1, 1.5, 3, 5, 7, 12]) {
      histogramSeries(direct, { route: '/p/:slug' })(value);
      plain.observe({ route: '/p/:slug' }, value);
    }
    expect(await lines(registry, 'whole_direct_seconds')).toEqual(
      await lines(registry, 'whole_plain_seconds'),
    );
  });

  it('given a value that is not a number, should refuse it as prom-client does', () => {
    const { direct } = histograms();
    const observe = histogramSeries(direct, { route: '/p/:slug', status_code: '200' });
    expect(() => observe(Number.NaN)).toThrow(/not a valid number/);
  });
});

describe('a request duration series found by method, route and status', () => {
  function requestHistogram() {
    const registry = new Registry();
    const histogram = new Histogram({
      name: 'request_seconds',
      help: 'request_seconds',
      labelNames: ['server', 'method', 'route', 'status_code'] as const,
      buckets: BUCKETS,
      registers: [registry],
    });
    return { registry, histogram };
  }

  it('should count each method, route and status in its own series, labelled as prom-client would', async () => {
    const { registry, histogram } = requestHistogram();
    const page = requestSeries(() => histogram, 'page');
    page('GET', '/p/:slug', 200)(0.003);
    page('GET', '/p/:slug', 200)(0.004);
    page('GET', '/p/:slug', 503)(0.2);
    page('POST', '/api/*', 200)(0.02);
    const seen = await lines(registry, 'request_seconds');
    expect(seen).toContain(
      '_count{server="page",method="GET",route="/p/:slug",status_code="200"} 2',
    );
    expect(seen).toContain(
      '_count{server="page",method="GET",route="/p/:slug",status_code="503"} 1',
    );
    expect(seen).toContain(
      '_count{server="page",method="POST",route="/api/*",status_code="200"} 1',
    );
  });

  it('given two servers in one process answering the same route, should keep their series apart', async () => {
    // A single process (WEB_CONCURRENCY=1) runs the page server and the shop, both with /readyz.
    const { registry, histogram } = requestHistogram();
    requestSeries(() => histogram, 'page')('GET', '/readyz', 200)(0.001);
    requestSeries(() => histogram, 'shop')('GET', '/readyz', 200)(0.001);
    const seen = await lines(registry, 'request_seconds');
    expect(seen).toContain(
      '_count{server="page",method="GET",route="/readyz",status_code="200"} 1',
    );
    expect(seen).toContain(
      '_count{server="shop",method="GET",route="/readyz",status_code="200"} 1',
    );
  });
});

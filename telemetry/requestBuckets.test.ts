// @vitest-environment node
/**
 * The request duration histogram's buckets (./metrics.ts, REQUEST_BUCKETS) against what the chaos
 * run holds them to (docs/operations.md, "The chaos run's figures"): the p50 and p99 Prometheus
 * estimates from them (`histogram_quantile`: the bucket the rank falls in, linearly within it)
 * within 10 % of the load generator's own (nearest rank over every request), for latencies like
 * the run's phases': thousands of product pages at a few milliseconds, a few hundred adds to cart
 * with the database away (a p99 of three requests), thousands of slow adds with a long tail.
 */
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REQUEST_BUCKETS } from './metrics';

/** A seeded generator of numbers in [0, 1) (mulberry32): the same draws every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A log-normal latency (seconds) around `median`, `spread` its log's standard deviation. */
function logNormal(next: () => number, median: number, spread: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return median * Math.exp(spread * normal);
}

/** The load generator's percentile: nearest rank (scripts/chaos/figures.mjs). */
function nearestRank(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1]!;
}

/**
 * Prometheus's `histogram_quantile` over cumulative buckets (promql/quantile.go, bucketQuantile):
 * the first bucket whose count reaches the rank, linearly between its lower and upper bound; the
 * lower bound of the first bucket is 0; in the +Inf bucket, the highest finite bound.
 */
function histogramQuantile(q: number, buckets: readonly { le: number; count: number }[]): number {
  const total = buckets.at(-1)!.count;
  const rank = q * total;
  const at = buckets.findIndex((bucket) => bucket.count >= rank);
  if (at === buckets.length - 1) return buckets.at(-2)!.le;
  const lower = at === 0 ? 0 : buckets[at - 1]!.le;
  const below = at === 0 ? 0 : buckets[at - 1]!.count;
  const { le: upper, count } = buckets[at]!;
  return lower + (upper - lower) * ((rank - below) / (count - below));
}

/** `values` observed into a histogram with the request buckets, read back as Prometheus reads it. */
async function exported(values: readonly number[]) {
  const histogram = new Histogram({
    name: 'request_seconds',
    help: 'request_seconds',
    buckets: REQUEST_BUCKETS,
    registers: [new Registry()],
  });
  for (const value of values) histogram.observe(value);
  const { values: samples } = await histogram.get();
  return samples
    .filter((sample) => sample.metricName === 'request_seconds_bucket')
    .map((sample) => ({ le: Number(sample.labels.le), count: sample.value }));
}

/** How far Prometheus's estimate of each quantile is from the generator's, at worst over seeds. */
async function worstApart(
  draw: (next: () => number) => number,
  requests: number,
  seeds: number,
  quantiles: readonly number[],
) {
  const worst = new Map(quantiles.map((q) => [q, 0]));
  for (let seed = 1; seed <= seeds; seed += 1) {
    const next = random(seed);
    const values = Array.from({ length: requests }, () => draw(next));
    const buckets = await exported(values);
    for (const q of quantiles) {
      const apart = Math.abs(histogramQuantile(q, buckets) / nearestRank(values, q) - 1);
      worst.set(q, Math.max(worst.get(q)!, apart));
    }
  }
  return Object.fromEntries(worst);
}

describe('the request duration buckets, read by Prometheus', () => {
  it('given thousands of product pages at a few milliseconds, should estimate p50 and p99 within 10 % (2 % at p50)', async () => {
    const worst = await worstApart(
      (next) => logNormal(next, 0.0045, 0.35),
      20_000,
      10,
      [0.5, 0.99],
    );
    expect(worst[0.5]).toBeLessThan(0.02);
    expect(worst[0.99]).toBeLessThan(0.1);
  });

  it('given a few hundred adds with the database away (503s, a slow few), should estimate p99 within 10 %', async () => {
    const add = (next: () => number) =>
      next() < 0.8 ? logNormal(next, 0.013, 0.3) : logNormal(next, 0.045, 0.35);
    const worst = await worstApart(add, 300, 200, [0.5, 0.99]);
    expect(worst[0.5]).toBeLessThan(0.1);
    expect(worst[0.99]).toBeLessThan(0.1);
  });

  it('given thousands of adds with a long tail (an instance killed), should estimate p50 and p99 within 10 %', async () => {
    const worst = await worstApart((next) => logNormal(next, 0.18, 0.9), 4_000, 50, [0.5, 0.99]);
    expect(worst[0.5]).toBeLessThan(0.1);
    expect(worst[0.99]).toBeLessThan(0.1);
  });
});

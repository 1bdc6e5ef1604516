import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load.mjs';
import { countedRequests, roundOrder, summariseTelemetryRounds } from './telemetryCost.mjs';

const run = (rps: number, p50 = 10): LoadResult => ({
  rps,
  p50,
  p99: p50 * 4,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});

/** A 10 s run that served `requests` in `cpu` seconds of the server's CPU time. */
const cpuRun = (requests: number, cpu: number) => ({ ...run(requests / 10), requests, cpu });

describe('what logs and metrics cost (the bench)', () => {
  it('given interleaved rounds, should take the median of each round’s own on/off ratio', () => {
    // The machine slowed in the second round: both sides, so its ratio still holds.
    const summary = summariseTelemetryRounds([
      { on: run(590), off: run(600) },
      { on: run(300), off: run(310) },
      { on: run(570), off: run(600) },
    ]);
    expect(summary.ratio).toBeCloseTo(300 / 310, 6);
    expect(summary.cost).toBeCloseTo(1 - 300 / 310, 6);
    expect(summary.withinBudget).toBe(true);
    expect(summary.on.rps).toBe(570);
    expect(summary.off.rps).toBe(600);
    expect(summary.throughput.spread?.low).toBeCloseTo(570 / 600, 6);
    expect(summary.throughput.spread?.high).toBeCloseTo(590 / 600, 6);
  });

  it('given one round disturbed by another job, should keep the median where the others are', () => {
    const summary = summariseTelemetryRounds([
      { on: run(980), off: run(1000) },
      { on: run(400), off: run(1000) },
      { on: run(990), off: run(1000) },
      { on: run(970), off: run(1000) },
      { on: run(1000), off: run(600) },
    ]);
    expect(summary.ratio).toBeCloseTo(0.98, 6);
    expect(summary.withinBudget).toBe(true);
    expect(summary.throughput.spread).toEqual({ low: 0.4, high: 1000 / 600 });
  });

  it('given interleaved rounds, should swap which side runs first every round', () => {
    expect([0, 1, 2, 3].map((round) => roundOrder(round).join('-'))).toEqual([
      'on-off',
      'off-on',
      'on-off',
      'off-on',
    ]);
  });

  it('given a cost of exactly 5 %, should say it is within the budget', () => {
    expect(summariseTelemetryRounds([{ on: run(950), off: run(1000) }]).withinBudget).toBe(true);
  });

  it('given a cost over 5 %, should say it is over the budget', () => {
    const summary = summariseTelemetryRounds([
      { on: run(500), off: run(600) },
      { on: run(540), off: run(600) },
    ]);
    expect(summary.withinBudget).toBe(false);
  });

  it('given the metrics port’s text, should count the product page’s requests of the page server', () => {
    const text = [
      '# TYPE http_request_duration_seconds histogram',
      'http_request_duration_seconds_bucket{le="0.001",server="page",method="GET",route="/p/:slug",status_code="200"} 3',
      'http_request_duration_seconds_count{server="page",method="GET",route="/p/:slug",status_code="200"} 1200',
      'http_request_duration_seconds_count{server="page",method="GET",route="/p/:slug",status_code="304"} 5',
      'http_request_duration_seconds_count{server="page",method="GET",route="/readyz",status_code="200"} 40',
      'http_request_duration_seconds_count{server="shop",method="GET",route="/p/:slug",status_code="200"} 7',
    ].join('\n');
    expect(countedRequests(text)).toBe(1205);
  });

  it('given the CPU time of every run, should judge the budget on requests per CPU second', () => {
    // Round 2: the machine gave the "on" side half the cores (its throughput halved), but each of
    // its requests took the CPU time it takes: the capacity ratio holds, the throughput's does not.
    const summary = summariseTelemetryRounds([
      { on: cpuRun(9700, 5), off: cpuRun(10_000, 5) },
      { on: cpuRun(4850, 2.5), off: cpuRun(10_000, 5) },
      { on: cpuRun(9600, 5), off: cpuRun(9800, 4.9) },
    ]);
    expect(summary.judgedOn).toBe('capacity');
    expect(summary.capacity?.ratio).toBeCloseTo(0.97, 6);
    expect(summary.capacity?.spread?.low).toBeCloseTo(0.96, 6);
    expect(summary.capacity?.spread?.high).toBeCloseTo(0.97, 6);
    expect(summary.ratio).toBeCloseTo(0.97, 6);
    expect(summary.withinBudget).toBe(true);
    expect(summary.throughput.ratio).toBeCloseTo(0.9696, 3);
  });

  it('given requests that take 10 % more CPU time with logs and metrics on, should say it is over the budget', () => {
    // The same throughput both ways (the machine had cores to spare), but on took more CPU.
    const summary = summariseTelemetryRounds([
      { on: cpuRun(10_000, 5.5), off: cpuRun(10_000, 5) },
      { on: cpuRun(10_000, 5.5), off: cpuRun(10_000, 5) },
    ]);
    expect(summary.capacity?.ratio).toBeCloseTo(5 / 5.5, 6);
    expect(summary.throughput.ratio).toBe(1);
    expect(summary.withinBudget).toBe(false);
  });

  it('given a round whose CPU time could not be read, should judge on throughput', () => {
    const summary = summariseTelemetryRounds([
      { on: cpuRun(9000, 4), off: cpuRun(10_000, 5) },
      { on: run(960), off: run(1000) },
      { on: cpuRun(9700, 4), off: cpuRun(10_000, 5) },
    ]);
    expect(summary.judgedOn).toBe('throughput');
    expect(summary.capacity).toBeNull();
    expect(summary.ratio).toBeCloseTo(0.96, 6);
  });
});

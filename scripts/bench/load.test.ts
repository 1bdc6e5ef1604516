import { describe, expect, it } from 'vitest';
import { combineRuns, parseWrk, summariseRounds } from './load.mjs';
import { median } from './median.mjs';
import type { LoadResult } from './load.mjs';

// wrk 4.1's report with --latency, as Debian's package prints it.
const report = `Running 10s test @ http://127.0.0.1:41234/p/cairnfield-gift-card
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    16.21ms    6.10ms  98.40ms   80.12%
    Req/Sec   618.80     55.31   710.00     74.00%
  Latency Distribution
     50%   15.14ms
     75%   18.02ms
     90%   22.55ms
     99%    1.20s
  6186 requests in 10.03s, 75.10MB read
  Socket errors: connect 0, read 2, write 1, timeout 3
  Non-2xx or 3xx responses: 12
Requests/sec:    616.43
Transfer/sec:      7.49MB
`;

describe('parseWrk (the bench’s load generator)', () => {
  it('reads throughput, latency percentiles in ms, totals, non-2xx answers and socket errors', () => {
    expect(parseWrk(report)).toEqual({
      rps: 616.43,
      p50: 15.14,
      p99: 1200,
      requests: 6186,
      non2xx: 12,
      errors: 3,
      timeouts: 3,
    });
  });

  it('counts a clean run as no errors and no non-2xx, with microsecond latencies', () => {
    const clean = report
      .replace(/ {2}Socket errors[^\n]*\n/, '')
      .replace(/ {2}Non-2xx[^\n]*\n/, '')
      .replace('15.14ms', '812.00us');
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, errors: 0, timeouts: 0, p50: 0.812 });
  });
});

/** A clean run with the given throughput and a latency that follows it. */
const run = (rps: number, failures: Partial<LoadResult> = {}): LoadResult => ({
  rps,
  p50: 10_000 / rps,
  p99: 30_000 / rps,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  ...failures,
});

describe('interleaved throughput rounds (all cores against one process)', () => {
  it('takes the middle value, or the lower of the middle two, of the numbers given', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(20);
    expect(median([null, 7, null])).toBe(7);
    expect(median([null])).toBeNull();
  });

  it('reads several runs of one route as the median throughput with every failure counted', () => {
    const combined = combineRuns([
      run(900, { non2xx: 1 }),
      run(1000),
      run(400, { errors: 2, timeouts: 1 }),
    ]);
    expect(combined).toEqual({
      rps: 900,
      p50: 10_000 / 900,
      p99: 30_000 / 900,
      requests: 23_000,
      non2xx: 1,
      errors: 2,
      timeouts: 1,
    });
  });

  it("takes each ratio as the median of the rounds' own ratios, so one slow round weighs on both sides", () => {
    const rounds = [
      // A quiet round: two processes serve 1.8 times one.
      { ssr: run(1800), oneCore: run(1000), static: run(2400), oneCoreStatic: run(1500) },
      // The machine was busy for the whole round: both sides slow, the same scaling.
      { ssr: run(900), oneCore: run(500), static: run(1200), oneCoreStatic: run(750) },
      // Busy while only the single process was measured.
      { ssr: run(1700), oneCore: run(600), static: run(2300), oneCoreStatic: run(1400) },
    ];
    const summary = summariseRounds(rounds);
    expect(summary.rounds).toBe(3);
    expect(summary.scaling).toBeCloseTo(1.8);
    expect(summary.staticScaling).toBeCloseTo(1.6);
    expect(summary.ratio).toBeCloseTo(1800 / 2400);
    expect(summary.oneCoreRatio).toBeCloseTo(1000 / 1500);
    expect(summary.ssr.rps).toBe(1700);
    expect(summary.oneCore.rps).toBe(600);
    // The ratio of the medians would have read the slow single process as 2.8x.
    expect(summary.ssr.rps / summary.oneCore.rps).toBeCloseTo(2.83, 1);
  });
});

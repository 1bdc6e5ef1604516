import { describe, expect, it } from 'vitest';
import { parseWrk } from './load.mjs';

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

import { describe, expect, it } from 'vitest';
import { warningsBetween } from './serverLog.ts';

const at = Date.UTC(2026, 10, 30, 1, 0, 0);
const line = (level: number | string, time: number, msg: string, extra: object = {}) =>
  JSON.stringify({ level, time, pid: 7, hostname: 'ci', msg, ...extra });

describe("the page server's warnings beside a failed end-to-end test", () => {
  const log = [
    line(50, at - 5_000, 'long before'),
    line(30, at + 100, 'request', { status: 200 }),
    line(50, at + 200, 'unhandled error', { err: { message: 'PGlite is closed' } }),
    'not JSON at all',
    '{"half a record',
    line('info', at + 300, 'request', { status: 200 }),
    line('warn', at + 2_900, 'database unavailable, answering 503'),
    line(40, at + 9_000, 'long after'),
  ].join('\n');

  it('should keep the warnings and errors while the test ran, a second either side, in order', () => {
    expect(warningsBetween(log, at, at + 2_000)).toEqual([
      '2026-11-30T01:00:00.200Z error unhandled error {"err":{"message":"PGlite is closed"}}',
      '2026-11-30T01:00:02.900Z warn database unavailable, answering 503 {}',
    ]);
  });

  it('should keep the first ones up to its limit, and none from a quiet log', () => {
    expect(warningsBetween(log, at, at + 2_000, 1)).toHaveLength(1);
    expect(warningsBetween(line(30, at, 'request'), at, at + 1)).toEqual([]);
  });
});

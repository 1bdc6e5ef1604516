import { describe, expect, it } from 'vitest';
import { settledLog } from './settledLog';

describe('settledLog', () => {
  it('should wait for the entry awaited and for the log to stop growing', async () => {
    const log: string[] = [];
    setTimeout(() => log.push('first'), 20);
    setTimeout(() => log.push('awaited'), 120);
    setTimeout(() => log.push('right after'), 220);
    const settled = await settledLog(
      () => [...log],
      (e) => e === 'awaited',
      { quietMs: 200 },
    );
    expect(settled).toEqual(['first', 'awaited', 'right after']);
  });

  it('should throw with what the log holds when the entry never comes', async () => {
    await expect(
      settledLog(
        () => ['something else'],
        (e) => e === 'awaited',
        { timeout: 100 },
      ),
    ).rejects.toThrow(/never settled[^]*something else/);
  });
});

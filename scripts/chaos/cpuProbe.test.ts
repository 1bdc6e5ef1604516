// The soak's floor: a fixed piece of work, timed in a thread of its own.
import { describe, expect, it } from 'vitest';
import { startCpuProbe } from './cpuProbe.mjs';

describe('startCpuProbe', () => {
  it('should hand over the durations sampled since the last take, then none once taken', async () => {
    const probe = startCpuProbe();
    try {
      await expect.poll(() => probe.take().length, { timeout: 10_000 }).toBeGreaterThan(0);
      const next: number[] = [];
      await expect
        .poll(() => next.push(...probe.take()) && next.length, { timeout: 10_000 })
        .toBeGreaterThan(1);
      expect(next.every((ms) => ms > 0)).toBe(true);
    } finally {
      await probe.stop();
    }
  });
});

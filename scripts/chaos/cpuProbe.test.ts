// The soak's floor: a fixed piece of work, timed in a process of its own, run as the instances are.
import { describe, expect, it } from 'vitest';
import { schedulingOf } from '../lib/processes.mjs';
import { idled } from '../lib/servers.mjs';
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

  it.runIf(process.platform === 'linux')(
    'should run its process as it is told, as the instances are run',
    async () => {
      const probe = startCpuProbe({ runAs: idled });
      try {
        await expect.poll(() => probe.take().length, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(schedulingOf(probe.pid!).policy).toBe(5); // SCHED_IDLE
      } finally {
        await probe.stop();
      }
    },
  );
});

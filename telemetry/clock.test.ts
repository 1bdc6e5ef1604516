// @vitest-environment node
/**
 * The wall clock to the microsecond (./clock.ts): what the page server times a request from the
 * balancer's microsecond stamp with.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { epochNow } from './clock';

describe('the wall clock to the microsecond', () => {
  it('given a reading, should fall within the millisecond Date.now() reads around it', () => {
    for (let i = 0; i < 1000; i += 1) {
      const before = Date.now();
      const now = epochNow();
      const after = Date.now();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThan(after + 1);
    }
  });

  it('given readings a fraction of a millisecond apart, should tell them apart', () => {
    const readings = Array.from({ length: 200 }, () => epochNow());
    // Whole milliseconds (Date.now()) would read the same value many times over.
    expect(readings.filter((t) => !Number.isInteger(t)).length).toBeGreaterThan(190);
    expect(new Set(readings).size).toBeGreaterThan(150);
    for (let i = 1; i < readings.length; i += 1) {
      expect(readings[i]!).toBeGreaterThanOrEqual(readings[i - 1]!);
    }
  });

  describe('given a pause between two of its clock reads (a process descheduled)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    // A simulated time: every clock read takes a microsecond, and one read comes after a 5 ms
    // pause; Date.now() reads it to the millisecond, performance.now() to the fraction.
    it.each([1, 2, 3, 4, 5, 6])(
      'paused before clock read 30%i, should read the time and tell readings apart',
      async (pausedRead) => {
        let time = Math.floor(performance.timeOrigin + performance.now()) + 0.5;
        let reads = 0;
        const tick = () => {
          reads += 1;
          time += reads === 300 + pausedRead ? 5 : 0.001;
          return time;
        };
        vi.spyOn(performance, 'now').mockImplementation(() => tick() - performance.timeOrigin);
        vi.spyOn(Date, 'now').mockImplementation(() => Math.floor(tick()));
        vi.resetModules();
        const clock = await import('./clock');
        const readings: number[] = [];
        for (let i = 0; i < 200; i += 1) {
          const start = time;
          const reading = clock.epochNow();
          // Within the call's own span of the simulated time.
          expect(reading).toBeGreaterThanOrEqual(Math.floor(start));
          expect(reading).toBeLessThanOrEqual(time);
          readings.push(reading);
        }
        expect(new Set(readings).size).toBe(200);
      },
    );
  });
});

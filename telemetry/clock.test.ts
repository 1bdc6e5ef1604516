// @vitest-environment node
/**
 * The wall clock to the microsecond (./clock.ts): what the page server times a request from the
 * balancer's microsecond stamp with.
 */
import { describe, expect, it } from 'vitest';
import { epochNow, microsecondClock } from './clock';

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
    // A simulated time: every clock read takes a microsecond, and one read comes after a 5 ms
    // pause; the wall clock reads it to the millisecond, the monotonic one to the fraction.
    it.each([1, 2, 3, 4, 5, 6])(
      'paused before clock read 30%i, should read the time and tell readings apart',
      (pausedRead) => {
        const origin = Math.floor(performance.timeOrigin);
        let time = origin + 1000.5;
        let reads = 0;
        const tick = () => {
          reads += 1;
          time += reads === 300 + pausedRead ? 5 : 0.001;
          return time;
        };
        const clock = microsecondClock(
          () => Math.floor(tick()),
          () => tick() - origin,
          origin,
        );
        const readings: number[] = [];
        for (let i = 0; i < 200; i += 1) {
          const start = time;
          const reading = clock();
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

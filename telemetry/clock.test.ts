// @vitest-environment node
/**
 * The wall clock to the microsecond (./clock.ts): what the page server times a request from the
 * balancer's microsecond stamp with.
 */
import { describe, expect, it } from 'vitest';
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
});

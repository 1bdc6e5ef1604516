import { describe, expect, it } from 'vitest';
import {
  countBy,
  drift,
  driftBesideFloor,
  exactlyOnce,
  formatCounts,
  percentile,
  table,
} from './figures.mjs';

describe('the chaos report’s figures', () => {
  it('given latencies, should give the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNaN();
  });

  it('given statuses, should count them by status, sorted when written', () => {
    expect(formatCounts(countBy([503, 200, 200, 'network']))).toBe('200 × 2, 503 × 1, network × 1');
    expect(formatCounts({})).toBe('none');
  });

  it('given latencies that rose with their floor, should find no drift beside it; rising alone, their growth', () => {
    const floor = [1, 1, 1.5, 2, 2, 2];
    expect(driftBesideFloor([40, 40, 60, 80, 80, 80], floor)).toBeCloseTo(0, 5);
    expect(driftBesideFloor([40, 40, 60, 80, 80, 80], [1, 1, 1, 1, 1, 1])).toBeCloseTo(1, 5);
    expect(driftBesideFloor([40, 40, 40, 52, 52, 52], [1, 1, 1, 1, 1, 1])).toBeCloseTo(0.3, 5);
    expect(() => driftBesideFloor([1, 2], [1])).toThrow();
  });

  it('given a flat series, should find no drift; a growing one, its growth', () => {
    expect(drift([100, 101, 99, 100, 102, 100])).toBeCloseTo(0, 2);
    expect(drift([100, 100, 110, 120, 130, 130])).toBeCloseTo(0.3, 5);
    expect(drift([100])).toBe(0);
  });

  it('given an add acknowledged but missing, should call it lost; one stored too often, twice', () => {
    const { lost, twice } = exactlyOnce({
      acknowledged: { '1001': 3, '1002': 2, '1003': 2 },
      unsettled: { '1003': 1 },
      stored: { '1001': 2, '1002': 3, '1003': 3 },
    });
    expect(lost).toEqual([{ orderId: '1001', acknowledged: 3, stored: 2 }]);
    // 1003 may hold its unanswered add; 1002 holds one more than was ever sent.
    expect(twice).toEqual([{ orderId: '1002', acknowledged: 2, stored: 3 }]);
  });

  it('given rows, should write a Markdown table with pipes escaped', () => {
    expect(table(['a', 'b'], [[1, 'x|y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x\\|y |');
  });
});

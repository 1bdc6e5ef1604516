import { describe, expect, it } from 'vitest';
import {
  capCount,
  formatCount,
  formatRating,
  normaliseRating,
  ratingSummaryLabel,
  starFills,
} from './rating';

describe('rating helpers', () => {
  describe('normaliseRating / formatRating', () => {
    it.each([
      [4.3, 4.3, '4.3'],
      [5.04, 5, '5.0'],
      [7, 5, '5.0'],
      ['abc', 0, '0.0'],
      [null, 0, '0.0'],
      [undefined, 0, '0.0'],
      ['', 0, '0.0'],
      [true, 0, '0.0'],
      [Number.NaN, 0, '0.0'],
      [Number.POSITIVE_INFINITY, 0, '0.0'],
      [-2, 0, '0.0'],
      ['3.75', 3.8, '3.8'],
      [4.25, 4.3, '4.3'],
      [0, 0, '0.0'],
    ])('should show %o as %o (%s)', (input, normalised, text) => {
      expect(normaliseRating(input)).toBe(normalised);
      expect(formatRating(input)).toBe(text);
    });
  });

  describe('capCount / formatCount', () => {
    it('should cap 1200 at a limit of 999 and say it was capped', () => {
      expect(capCount(1200, 999)).toBe(999);
      expect(formatCount(1200, 999)).toBe('999+');
    });
    it('should leave a count under or at the limit alone', () => {
      expect(capCount(12, 999)).toBe(12);
      expect(formatCount(999, 999)).toBe('999');
    });
    it('should not cap without a limit', () => {
      expect(capCount(1200)).toBe(1200);
      expect(formatCount(1200)).toBe('1200');
    });
    it.each([['abc'], [null], [undefined], [-5], [Number.NaN]])('should count %o as 0', (input) => {
      expect(capCount(input, 999)).toBe(0);
      expect(formatCount(input)).toBe('0');
    });
    it('should read numeric strings and drop fractions', () => {
      expect(capCount('42')).toBe(42);
      expect(capCount(12.9)).toBe(12);
    });
  });

  describe('starFills', () => {
    it('should fill four stars and 30% of the fifth for 4.3', () => {
      expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3]);
    });
    it('should fill nothing for a non-numeric rating and everything when capped', () => {
      expect(starFills('abc')).toEqual([0, 0, 0, 0, 0]);
      expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
    });
    it('should fill from the rounded rating, so stars match the number shown', () => {
      expect(starFills(2.46)).toEqual([1, 1, 0.5, 0, 0]);
    });
  });

  describe('ratingSummaryLabel', () => {
    it('should be the exact spec text', () => {
      expect(ratingSummaryLabel(4.3, 12)).toBe(
        '4.3 out of 5 star rating. 12 total reviews. Go to reviews',
      );
    });
    it('should use the capped count and the normalised rating', () => {
      expect(ratingSummaryLabel('n/a', 1200, { countLimit: 999 })).toBe(
        '0.0 out of 5 star rating. 999+ total reviews. Go to reviews',
      );
    });
    it('should leave out "Go to reviews" when it leads nowhere', () => {
      expect(ratingSummaryLabel(5, 0, { interactive: false })).toBe(
        '5.0 out of 5 star rating. 0 total reviews.',
      );
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount, formatRating, ratingSummaryLabel, starFills } from './rating';

const shopLabel = '{{rating}} out of {{scale}} star rating. {{count}} total reviews.';

describe('rating display helpers', () => {
  describe('formatRating', () => {
    it.each([
      [4.3, '4.3'],
      [5, '5.0'],
      [0, '0.0'],
      [3.75, '3.8'],
      [4.25, '4.3'],
    ])('should show %o as %s', (input, text) => {
      expect(formatRating(input)).toBe(text);
    });
  });

  describe('formatCount', () => {
    it('should show a count over the limit as the limit and say it was capped', () => {
      expect(formatCount(1200, 999)).toBe('999+');
    });
    it('should leave a count under or at the limit alone', () => {
      expect(formatCount(12, 999)).toBe('12');
      expect(formatCount(999, 999)).toBe('999');
    });
    it('should not cap without a limit', () => {
      expect(formatCount(1200)).toBe('1200');
    });
  });

  describe('starFills', () => {
    it('should fill four stars and 30% of the fifth for 4.3', () => {
      expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3]);
    });
    it('should fill nothing for 0 and everything for the top of the scale', () => {
      expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
      expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    });
    it('should fill from the rounded rating, so stars match the number shown', () => {
      expect(starFills(2.46)).toEqual([1, 1, 0.5, 0, 0]);
    });
  });

  describe('ratingSummaryLabel', () => {
    it('should fill the given template and add the action', () => {
      expect(ratingSummaryLabel(4.3, 12, { label: shopLabel, actionLabel: 'Go to reviews' })).toBe(
        '4.3 out of 5 star rating. 12 total reviews. Go to reviews',
      );
    });
    it('should use the capped count', () => {
      expect(ratingSummaryLabel(0, 1200, { label: shopLabel, countLimit: 999 })).toMatch(
        /^0\.0 out of 5 star rating\. 999\+ total reviews\. /,
      );
    });
    it('should leave out the action when it leads nowhere', () => {
      expect(ratingSummaryLabel(5, 0, { label: shopLabel, interactive: false })).toBe(
        '5.0 out of 5 star rating. 0 total reviews.',
      );
    });
    it('should have a neutral default that still carries the rating and count', () => {
      expect(ratingSummaryLabel(4.3, 12)).toBe('Rated 4.3 of 5. 12 reviews. Read the reviews');
    });
  });
});

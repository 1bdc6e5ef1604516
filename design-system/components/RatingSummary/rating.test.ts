import { describe, expect, it } from 'vitest';
import { enUS } from '../../i18n/enUS';
import { frCA } from '../../i18n/frCA';
import { createFormatters } from '../../i18n/formatters';
import { createMessageFormatter } from '../../i18n/messageFormatter';
import { formatCount, formatRating, ratingSummaryLabel, starFills } from './rating';
import { ratingSummaryMessages } from './RatingSummary.messages';

const tools = (locale: string) => createFormatters({ locale, currency: 'USD', grouping: true });
const english = (props?: { 'RatingSummary.label'?: string; 'RatingSummary.action'?: string }) =>
  createMessageFormatter(ratingSummaryMessages, enUS, tools('en-US').tools, props);

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
    it('should write numbers as the locale does', () => {
      const { number } = tools('fr-CA');
      expect(formatRating(3.75, number)).toBe('3,8');
      expect(formatCount(1200, undefined, number)).toBe('1\u00a0200');
      expect(formatCount(1200, 999, tools('en-US').number)).toBe('999+');
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
      expect(
        ratingSummaryLabel(
          4.3,
          12,
          english({ 'RatingSummary.label': shopLabel, 'RatingSummary.action': 'Go to reviews' }),
        ),
      ).toBe('4.3 out of 5 star rating. 12 total reviews. Go to reviews');
    });
    it('should use the capped count', () => {
      expect(
        ratingSummaryLabel(0, 1200, english({ 'RatingSummary.label': shopLabel }), {
          countLimit: 999,
        }),
      ).toMatch(/^0\.0 out of 5 star rating\. 999\+ total reviews\. /);
    });
    it('should leave out the action when it leads nowhere', () => {
      expect(
        ratingSummaryLabel(5, 0, english({ 'RatingSummary.label': shopLabel }), {
          interactive: false,
        }),
      ).toBe('5.0 out of 5 star rating. 0 total reviews.');
    });
    it('should have a neutral default that still carries the rating and count', () => {
      expect(ratingSummaryLabel(4.3, 12, english())).toBe(
        'Rated 4.3 of 5. 12 reviews. Read the reviews',
      );
      expect(ratingSummaryLabel(4, 1, english(), { interactive: false })).toBe(
        'Rated 4.0 of 5. 1 review.',
      );
    });
    it('should say it in French with French numbers', () => {
      const { tools: t, number } = tools('fr-CA');
      const messages = createMessageFormatter(ratingSummaryMessages, frCA, t);
      expect(ratingSummaryLabel(4.6, 1204, messages, { number })).toBe(
        'Note de 4,6 sur 5. 1\u00a0204 avis. Lire les avis',
      );
    });
  });
});

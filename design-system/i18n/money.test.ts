import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyAffixes, moneyFastPairs } from './money';

const nbsp = '\u00a0';

function intl(locale: string, currency: string, amount: number, grouping: boolean, whole: boolean) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(grouping ? {} : { useGrouping: false }),
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(amount);
}

// Halves binary floating point stores just below or above, sums with a tail, negatives, negative
// zero and what rounds to it, the extremes, and every cent from 0 to 20 in a few magnitudes.
const amounts = [
  0,
  -0,
  -0.001,
  0.005,
  0.015,
  0.125,
  1.005,
  2.675,
  8.345,
  49.999,
  0.1 + 0.2,
  3 * 19.99,
  1500,
  1499.995,
  10000,
  123456.785,
  -5,
  -2.675,
  -1500.5,
  1e-7,
  1e21,
  1.5e300,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
  ...Array.from({ length: 2001 }, (_, cents) => cents / 100),
  ...Array.from({ length: 200 }, (_, i) => 1000 + i * 0.005),
];

describe('formatMoney', () => {
  it.each([
    ['en-US', 'USD', '$1,500.00'],
    ['en-GB', 'GBP', '£1,500.00'],
    ['fr-CA', 'CAD', `1${nbsp}500,00${nbsp}$`],
    ['de-DE', 'EUR', `1.500,00${nbsp}€`],
    ['en-US', 'EUR', '€1,500.00'],
    ['fr-CA', 'USD', `1${nbsp}500,00${nbsp}$${nbsp}US`],
    ['ja-JP', 'JPY', '￥1,500'],
  ])('should write 1500 in %s and %s as %s', (locale, currency, expected) => {
    expect(formatMoney(1500, { locale, currency })).toBe(expected);
  });

  it('should drop zero cents only when asked, and give "" for a non-finite amount', () => {
    expect(formatMoney(25, { locale: 'en-GB', currency: 'GBP', dropZeroCents: true })).toBe('£25');
    expect(formatMoney(12.5, { locale: 'en-GB', currency: 'GBP', dropZeroCents: true })).toBe(
      '£12.50',
    );
    expect(formatMoney(Number.NaN, { locale: 'en-US', currency: 'USD' })).toBe('');
  });

  it('should name a bad currency code in its error', () => {
    expect(() => formatMoney(1, { locale: 'en-US', currency: 'DOLLARS' })).toThrow(/DOLLARS/);
  });

  describe.each(moneyFastPairs)('for %s, written without Intl', (pair) => {
    const [locale = '', currency = ''] = pair.split('|');
    it('should equal Intl for every amount, grouped or not, with and without cents', () => {
      for (const amount of amounts) {
        for (const grouping of [true, false]) {
          expect(formatMoney(amount, { locale, currency, grouping }), `${amount}`).toBe(
            intl(locale, currency, amount, grouping, false),
          );
          const whole = Number.isInteger(amount);
          expect(
            formatMoney(amount, { locale, currency, grouping, dropZeroCents: true }),
            `${amount}`,
          ).toBe(intl(locale, currency, amount, grouping, whole));
        }
      }
    });

    it('should equal Intl for any amount (property)', () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (amount) => {
          expect(formatMoney(amount, { locale, currency })).toBe(
            intl(locale, currency, amount, true, false),
          );
        }),
      );
    });

    it('should give the affixes Intl puts around a whole amount', () => {
      const parts = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        maximumFractionDigits: 0,
      }).formatToParts(1);
      const integer = parts.findIndex((part) => part.type === 'integer');
      expect(moneyAffixes(locale, currency)).toEqual({
        prefix: parts
          .slice(0, integer)
          .map((part) => part.value)
          .join(''),
        suffix: parts
          .slice(integer + 1)
          .map((part) => part.value)
          .join(''),
      });
    });
  });

  it('should read the affixes of other pairs from Intl', () => {
    expect(moneyAffixes('en-US', 'CAD')).toEqual({ prefix: 'CA$', suffix: '' });
    expect(moneyAffixes('fr-FR', 'EUR')).toEqual({ prefix: '', suffix: `${'\u00a0'}€` });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedDigits, formatNumber, groupThousands, numberSymbols } from './numbers';

const intl = (locale: string, value: number, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, options).format(value);

/** Values Intl rounds in ways a naive toFixed does not, and the extremes a number holds. */
const awkward = [
  0,
  -0,
  0.5,
  1.005,
  2.675,
  1.0005,
  0.1 + 0.2,
  999.9995,
  1000,
  1234.5,
  12345.678,
  999999,
  1_000_000,
  -1234.5,
  -0.0004,
  1e-7,
  1e21,
  1.5e300,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_VALUE,
];

describe('formatNumber', () => {
  it.each([
    ['en-US', '1,234.5'],
    ['fr-CA', '1\u00a0234,5'],
    ['de-DE', '1.234,5'],
    ['en-GB', '1,234.5'],
  ])('should write 1234.5 in %s as %s', (locale, expected) => {
    expect(formatNumber(1234.5, { locale })).toBe(expected);
  });

  it('should leave out the separators without grouping, and give "" for a non-finite value', () => {
    expect(formatNumber(1234.5, { locale: 'en-US', grouping: false })).toBe('1234.5');
    expect(formatNumber(Number.NaN, { locale: 'en-US' })).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, { locale: 'ar-EG' })).toBe('');
  });

  it('should format other locales through Intl (Arabic digits, Indian groups)', () => {
    expect(formatNumber(1234.5, { locale: 'ar-EG' })).toBe(intl('ar-EG', 1234.5, {}));
    expect(formatNumber(1234567, { locale: 'en-IN' })).toBe('12,34,567');
    expect(formatNumber(1234, { locale: 'es-ES' })).toBe('1234');
  });

  describe.each(Object.keys(numberSymbols))('in %s, written without Intl', (locale) => {
    const cases: Array<[number, number]> = [
      [0, 0],
      [0, 3],
      [1, 1],
      [2, 2],
    ];
    it.each(cases)(
      'should equal Intl with %i to %i decimals, grouped or not, for awkward values',
      (min, max) => {
        for (const value of awkward) {
          for (const grouping of [true, false]) {
            const options = { minimumFractionDigits: min, maximumFractionDigits: max };
            const expected = intl(locale, value, {
              ...options,
              ...(grouping ? {} : { useGrouping: false }),
            });
            expect(formatNumber(value, { locale, grouping, ...options }), `${value}`).toBe(
              expected,
            );
          }
        }
      },
    );

    it('should equal Intl for any double and any fraction digits (property)', () => {
      fc.assert(
        fc.property(
          fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
          fc.integer({ min: 0, max: 4 }),
          fc.integer({ min: 0, max: 4 }),
          (value, a, b) => {
            const [min, max] = [Math.min(a, b), Math.max(a, b)];
            const options = { minimumFractionDigits: min, maximumFractionDigits: max };
            expect(formatNumber(value, { locale, ...options })).toBe(intl(locale, value, options));
          },
        ),
      );
    });
  });
});

describe('fixedDigits and groupThousands', () => {
  it('should round half away from zero on the shortest decimal, then drop zeros to the minimum', () => {
    expect(fixedDigits(1.005, 2, 2)).toEqual({ whole: '1', fraction: '01' });
    expect(fixedDigits(2.5, 0, 0)).toEqual({ whole: '3', fraction: '' });
    expect(fixedDigits(1.2, 0, 3)).toEqual({ whole: '1', fraction: '2' });
    expect(fixedDigits(1e21, 0, 0)).toEqual({ whole: '1000000000000000000000', fraction: '' });
  });
  it('should group by threes', () => {
    expect(groupThousands('1234567', ',')).toBe('1,234,567');
    expect(groupThousands('123', ',')).toBe('123');
    expect(groupThousands('', ',')).toBe('');
  });
});

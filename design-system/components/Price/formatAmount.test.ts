import { describe, expect, it } from 'vitest';
import { currencies, currencyLocales, formatAmount } from './formatAmount';

const nbsp = '\u00a0';

describe('formatAmount', () => {
  it('should map each currency to its locale', () => {
    expect(currencyLocales).toEqual({ USD: 'en-US', CAD: 'en-CA', EUR: 'de-DE', CNY: 'zh-CN' });
    expect(currencies).toEqual(['USD', 'CAD', 'EUR', 'CNY']);
  });

  it.each([
    [25, 'USD', '$25.00'],
    [1500, 'USD', '$1500.00'],
    [10000, 'USD', '$10000.00'],
    [24.99, 'USD', '$24.99'],
    [1234.5, 'CAD', '$1234.50'],
    [1234.5, 'EUR', `1234,50${nbsp}€`],
    [1234.5, 'CNY', '¥1234.50'],
    [0, 'USD', '$0.00'],
    [0.005, 'USD', '$0.01'],
    [49.999, 'EUR', `50,00${nbsp}€`],
  ] as const)(
    'should format %d %s as %s (2 decimals, no grouping)',
    (amount, currency, expected) => {
      expect(formatAmount(amount, currency)).toBe(expected);
    },
  );

  it('should default to USD', () => {
    expect(formatAmount(5)).toBe('$5.00');
  });

  it('should give an empty string for a non-finite amount', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY, 'EUR')).toBe('');
  });

  it('given dropZeroCents, should drop only zero cents', () => {
    expect(formatAmount(25, 'USD', { dropZeroCents: true })).toBe('$25');
    expect(formatAmount(12.5, 'USD', { dropZeroCents: true })).toBe('$12.50');
    expect(formatAmount(40, 'EUR', { dropZeroCents: true })).toBe(`40${nbsp}€`);
  });
});

describe('formatAmount, against Intl.NumberFormat', () => {
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (amount: number, currency: (typeof currencies)[number], digits: 0 | 2) => {
    const key = `${currency}:${digits}`;
    if (!formatters.has(key)) {
      const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
      formatters.set(
        key,
        new Intl.NumberFormat(currencyLocales[currency], {
          style: 'currency',
          currency,
          useGrouping: false,
          ...options,
        }),
      );
    }
    return formatters.get(key)!.format(amount);
  };

  // Halves that binary floating point stores just below or above (1.005, 2.675, 1.045), sums
  // with a tail (0.1 + 0.2, 3 × 19.99), negatives, negative zero and what rounds to it, the
  // extremes a number can hold, and every cent from 0 to 20 in a few magnitudes.
  const amounts = [
    0,
    -0,
    -0.001,
    0.004,
    0.005,
    0.015,
    0.125,
    1.005,
    1.045,
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

  it.each(currencies)(
    'should read every amount in %s as Intl does, with and without cents',
    (currency) => {
      for (const amount of amounts) {
        expect(formatAmount(amount, currency), String(amount)).toBe(intl(amount, currency, 2));
        const digits = Number.isInteger(amount) ? 0 : 2;
        expect(formatAmount(amount, currency, { dropZeroCents: true }), String(amount)).toBe(
          intl(amount, currency, digits),
        );
      }
    },
  );
});

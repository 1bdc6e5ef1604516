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

import { describe, expect, it } from 'vitest';
import {
  actionForChip,
  amountRangeMessage,
  amountReducer,
  chipValue,
  effectiveAmount,
  formatMoney,
  initialAmount,
  isValidAmount,
} from './amount';

const bounds = { min: 1, max: 1500 };

describe('amount (spec 4, 5)', () => {
  it('given presets or none, when the page starts, should select the first (or the given) preset, else Custom', () => {
    expect(initialAmount([25, 50])).toEqual({ kind: 'preset', amount: 25 });
    expect(initialAmount([25, 50], 50)).toEqual({ kind: 'preset', amount: 50 });
    expect(initialAmount([])).toEqual({ kind: 'custom', amount: null });
  });
  it('given a typed custom amount, when moving between presets and Custom, should keep it', () => {
    let s = amountReducer(initialAmount([25]), { type: 'chooseCustom' });
    expect(s).toEqual({ kind: 'custom', amount: null });
    s = amountReducer(s, { type: 'setCustomAmount', amount: 40 });
    s = amountReducer(s, { type: 'chooseCustom' });
    expect(s).toEqual({ kind: 'custom', amount: 40 });
    expect(chipValue(s)).toBe('custom');
    s = amountReducer(s, { type: 'choosePreset', amount: 25 });
    expect(chipValue(s)).toBe('25');
  });
  it('given a chip value, when mapped, should give its action (none for an unknown value)', () => {
    expect(actionForChip('custom')).toEqual({ type: 'chooseCustom' });
    expect(actionForChip('75')).toEqual({ type: 'choosePreset', amount: 75 });
    expect(actionForChip('x')).toBeNull();
  });
  it('given amounts in and out of $1-1500 or fractional, when validated, should accept whole dollars in range only', () => {
    expect(isValidAmount(1, bounds)).toBe(true);
    expect(isValidAmount(1500, bounds)).toBe(true);
    expect(isValidAmount(0, bounds)).toBe(false);
    expect(isValidAmount(1501, bounds)).toBe(false);
    expect(isValidAmount(10.5, bounds)).toBe(false);
    expect(isValidAmount(null, bounds)).toBe(false);
    expect(effectiveAmount({ kind: 'custom', amount: 2000 }, bounds)).toBeNull();
    expect(effectiveAmount({ kind: 'preset', amount: 25 }, bounds)).toBe(25);
  });
  it('given the bounds, when the range message is built, should fill them in (spec 9)', () => {
    expect(amountRangeMessage(bounds)).toBe('Gift card amount should be between $1 and $1500');
    expect(amountRangeMessage({ min: 5, max: 500 })).toBe(
      'Gift card amount should be between $5 and $500',
    );
  });
  it('given an amount, when formatted, should show dollars with two decimals', () => {
    expect(formatMoney(1500)).toBe('$1500.00');
    expect(formatMoney(25.5)).toBe('$25.50');
  });
});

import { describe, expect, it } from 'vitest';
import {
  actionForChip,
  amountError,
  amountHelperText,
  amountRangeMessage,
  amountReducer,
  chipValue,
  effectiveAmount,
  initialAmount,
  isValidAmount,
} from './amount';
import {
  clampQuantity,
  excessQuantityMessage,
  initialQuantity,
  opensQuantityModal,
  quantityBounds,
  requestQuantity,
} from './quantityRules';
import { checkRestriction } from './restriction';

const ctx = { bulkMinQuantity: 51, maxEgiftRecipients: 5 };
const bounds = { min: 1, max: 1500 };

describe('quantity rules per card type (spec 5, 9)', () => {
  it('standard 1..50, bulk 51..999, eGift 1..5', () => {
    expect(quantityBounds('standard', ctx)).toEqual({ min: 1, max: 50 });
    expect(quantityBounds('bulk', ctx)).toEqual({ min: 51, max: 999 });
    expect(quantityBounds('egift', ctx)).toEqual({ min: 1, max: 5 });
  });
  it('follows bulkGiftcardMinQuantity (the other reading: 1)', () => {
    expect(quantityBounds('standard', { ...ctx, bulkMinQuantity: 1 })).toEqual({ min: 1, max: 1 });
    expect(quantityBounds('bulk', { ...ctx, bulkMinQuantity: 1 })).toEqual({ min: 1, max: 999 });
  });
  it('starts at the minimum', () => {
    expect(initialQuantity('standard', ctx)).toBe(1);
    expect(initialQuantity('bulk', ctx)).toBe(51);
    expect(initialQuantity('egift', ctx)).toBe(1);
  });
  it('clamps to whole numbers within bounds', () => {
    expect(clampQuantity(0, { min: 1, max: 50 })).toBe(1);
    expect(clampQuantity(60, { min: 1, max: 50 })).toBe(50);
    expect(clampQuantity(7.9, { min: 1, max: 50 })).toBe(7);
    expect(clampQuantity(Number.NaN, { min: 51, max: 999 })).toBe(51);
  });
  it('above max: set to max; only the standard card offers the quantity modal', () => {
    expect(requestQuantity('standard', 60, ctx)).toEqual({
      kind: 'clampedToMax',
      quantity: 50,
      attempted: 60,
      offerBulk: true,
    });
    expect(requestQuantity('bulk', 1000, ctx)).toMatchObject({
      kind: 'clampedToMax',
      quantity: 999,
      offerBulk: false,
    });
    expect(requestQuantity('egift', 6, ctx)).toMatchObject({
      kind: 'clampedToMax',
      quantity: 5,
      offerBulk: false,
    });
    expect(opensQuantityModal('standard')).toBe(true);
    expect(opensQuantityModal('bulk')).toBe(false);
    expect(opensQuantityModal('egift')).toBe(false);
  });
  it('below min: bulk resets to the min', () => {
    expect(requestQuantity('bulk', 10, ctx)).toEqual({
      kind: 'resetToMin',
      quantity: 51,
      attempted: 10,
    });
    expect(requestQuantity('standard', 5, ctx)).toEqual({ kind: 'ok', quantity: 5 });
  });
  it('the excess message (spec 8)', () => {
    expect(excessQuantityMessage(50)).toBe(
      'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
    );
    expect(excessQuantityMessage(50, true)).toContain('50 eGift cards');
  });
});

describe('amount (spec 4, 5)', () => {
  it('starts on the first preset, or Custom when there are none', () => {
    expect(initialAmount([25, 50])).toEqual({ kind: 'preset', amount: 25 });
    expect(initialAmount([25, 50], 50)).toEqual({ kind: 'preset', amount: 50 });
    expect(initialAmount([])).toEqual({ kind: 'custom', amount: null });
  });
  it('moves between presets and Custom, keeping a typed custom amount', () => {
    let s = amountReducer(initialAmount([25]), { type: 'chooseCustom' });
    expect(s).toEqual({ kind: 'custom', amount: null });
    s = amountReducer(s, { type: 'setCustomAmount', amount: 40 });
    s = amountReducer(s, { type: 'chooseCustom' });
    expect(s).toEqual({ kind: 'custom', amount: 40 });
    expect(chipValue(s)).toBe('custom');
    s = amountReducer(s, { type: 'choosePreset', amount: 25 });
    expect(chipValue(s)).toBe('25');
  });
  it('maps chip values to actions', () => {
    expect(actionForChip('custom')).toEqual({ type: 'chooseCustom' });
    expect(actionForChip('75')).toEqual({ type: 'choosePreset', amount: 75 });
    expect(actionForChip('x')).toBeNull();
  });
  it('whole dollars 1..1500 only', () => {
    expect(isValidAmount(1, bounds)).toBe(true);
    expect(isValidAmount(1500, bounds)).toBe(true);
    expect(isValidAmount(0, bounds)).toBe(false);
    expect(isValidAmount(1501, bounds)).toBe(false);
    expect(isValidAmount(10.5, bounds)).toBe(false);
    expect(isValidAmount(null, bounds)).toBe(false);
    expect(effectiveAmount({ kind: 'custom', amount: 2000 }, bounds)).toBeNull();
    expect(effectiveAmount({ kind: 'preset', amount: 25 }, bounds)).toBe(25);
  });
  it('messages and money format (spec 5, 9)', () => {
    expect(amountRangeMessage(bounds)).toBe('Gift card amount should be between $1 and $1500');
    expect(amountHelperText({ min: 5, max: 500 })).toBe(
      'Please enter a gift card value up to $500. Must be a whole dollar amount.',
    );
    expect(amountError(1501, bounds)).toBe('Gift card amount should be between $1 and $1500');
    expect(amountError(null, bounds)).toBe('Gift card amount should be between $1 and $1500');
    expect(amountError(1500, bounds)).toBeNull();
  });
});

describe('shipping restriction (spec 5)', () => {
  const config = {
    enabled: true,
    regionIds: ['100086'],
    message: 'This item does not ship to your location',
  };
  it('restricts a listed region when on', () => {
    expect(checkRestriction(config, '100086')).toEqual({
      isRestricted: true,
      message: 'This item does not ship to your location',
    });
  });
  it('not for other regions, no region, or when off', () => {
    expect(checkRestriction(config, '100001').isRestricted).toBe(false);
    expect(checkRestriction(config, null).isRestricted).toBe(false);
    expect(checkRestriction({ ...config, enabled: false }, '100086').isRestricted).toBe(false);
  });
});

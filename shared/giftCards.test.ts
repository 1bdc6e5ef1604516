import { describe, expect, it } from 'vitest';
import {
  exceedsOrderTotal,
  formatTotalLimit,
  GIFT_CARD_LIMITS,
  isWholeAmountWithin,
  quantityBounds,
} from './giftCards';

const limits = {
  bulkMinQuantity: GIFT_CARD_LIMITS.bulkMinQuantity,
  eGiftMaxQuantity: GIFT_CARD_LIMITS.eGiftMaxQuantity,
};

describe('the gift card limits', () => {
  it('are spec 9’s numbers', () => {
    expect(GIFT_CARD_LIMITS).toEqual({
      minAmount: 1,
      maxAmount: 1500,
      totalMaxAmount: 10_000,
      bulkMinQuantity: 51,
      bulkMaxQuantity: 999,
      eGiftMaxQuantity: 5,
    });
  });
});

describe('isWholeAmountWithin', () => {
  const bounds = { min: GIFT_CARD_LIMITS.minAmount, max: GIFT_CARD_LIMITS.maxAmount };
  it('takes whole dollars from the minimum to the maximum', () => {
    expect(isWholeAmountWithin(bounds.min, bounds)).toBe(true);
    expect(isWholeAmountWithin(bounds.max, bounds)).toBe(true);
  });
  it.each([bounds.min - 1, bounds.max + 1, 10.5, Number.NaN])('refuses %s', (amount) => {
    expect(isWholeAmountWithin(amount, bounds)).toBe(false);
  });
});

describe('quantityBounds', () => {
  it('stops a standard card one below the bulk minimum', () => {
    expect(quantityBounds('standard', limits)).toEqual({
      min: 1,
      max: GIFT_CARD_LIMITS.bulkMinQuantity - 1,
    });
    expect(quantityBounds('standard', { ...limits, bulkMinQuantity: 1 })).toEqual({
      min: 1,
      max: 1,
    });
  });
  it('runs a bulk card from the bulk minimum to the bulk maximum', () => {
    expect(quantityBounds('bulk', { ...limits, bulkMinQuantity: 60 })).toEqual({
      min: 60,
      max: GIFT_CARD_LIMITS.bulkMaxQuantity,
    });
  });
  it('allows an eGift card up to the eGift maximum', () => {
    expect(quantityBounds('egift', { ...limits, eGiftMaxQuantity: 3 })).toEqual({ min: 1, max: 3 });
  });
});

describe('the order total', () => {
  it('passes the limit only above it', () => {
    expect(exceedsOrderTotal(GIFT_CARD_LIMITS.totalMaxAmount)).toBe(false);
    expect(exceedsOrderTotal(GIFT_CARD_LIMITS.totalMaxAmount + 0.01)).toBe(true);
    expect(exceedsOrderTotal(600, 500)).toBe(true);
  });
  it('is written as spec 8 writes it', () => {
    expect(formatTotalLimit(10_000)).toBe('$10,000');
    expect(formatTotalLimit(2500.5)).toBe('$2,500.5');
  });
});

import { describe, expect, it } from 'vitest';
import { formatTotalLimit, GIFT_CARD_LIMITS } from '../../shared/giftCards.ts';
import {
  aggregateInventoryStatus,
  checkEgiftCount,
  checkLineQuantity,
  checkTotalGiftCardAmount,
  decideStock,
  inventoryStatusFor,
  isValidGiftAmount,
} from './giftCards.ts';

describe('isValidGiftAmount', () => {
  const { minAmount: min, maxAmount: max } = GIFT_CARD_LIMITS;
  it.each([min, 25, max - 1, max])('accepts $%i', (amount) => {
    expect(isValidGiftAmount(amount)).toBe(true);
  });
  it.each([min - 1, -5, max + 1, 10.5, 0.99, Number.NaN])('refuses %s', (amount) => {
    expect(isValidGiftAmount(amount)).toBe(false);
  });
  it('uses the product bounds when given', () => {
    expect(isValidGiftAmount(5, { min: 10, max: 500 })).toBe(false);
    expect(isValidGiftAmount(10, { min: 10, max: 500 })).toBe(true);
  });
});

describe('checkLineQuantity', () => {
  const standard = (inCart: number, requested: number) =>
    checkLineQuantity({ type: 'standard', inCart, requested, bulkMinQuantity: 51 });
  const bulk = (inCart: number, requested: number) =>
    checkLineQuantity({ type: 'bulk', inCart, requested, bulkMinQuantity: 51 });

  it('lets a standard card reach 50 and refuses 51', () => {
    expect(standard(0, 50)).toBeNull();
    expect(standard(0, 51)?.errorKey).toBe('_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD');
    expect(standard(0, 51)?.data).toEqual({ maxQty: 50, inCart: 0 });
  });
  it('counts what the cart already holds', () => {
    expect(standard(30, 20)).toBeNull();
    expect(standard(30, 21)?.errorKey).toBe('_EXCESS_QUANTITY_TO_BUY_NON_BULK_GIFTCARD');
  });
  it('takes the standard maximum from bulkGiftcardMinQuantity - 1', () => {
    const check = (requested: number) =>
      checkLineQuantity({ type: 'standard', inCart: 0, requested, bulkMinQuantity: 12 });
    expect(check(11)).toBeNull();
    expect(check(12)?.data).toEqual({ maxQty: 11, inCart: 0 });
  });
  it('keeps bulk cards between 51 and the bulk maximum (999)', () => {
    const max = GIFT_CARD_LIMITS.bulkMaxQuantity;
    expect(bulk(0, 50)?.errorKey).toBe('_ERR_BULK_GIFTCARD_MIN_QUANTITY');
    expect(bulk(0, 51)).toBeNull();
    expect(bulk(0, max)).toBeNull();
    expect(bulk(0, max + 1)?.errorKey).toBe('_ERR_BULK_GIFTCARD_MAX_QUANTITY');
    expect(bulk(51, 10)).toBeNull();
    expect(bulk(max - 9, 10)?.data).toEqual({ maxQty: max, inCart: max - 9 });
  });
  it('puts no per-line limit on eGift cards (the recipient limit applies instead)', () => {
    expect(
      checkLineQuantity({ type: 'egift', inCart: 0, requested: 9, bulkMinQuantity: 51 }),
    ).toBeNull();
  });
  it('names the field when asked', () => {
    expect(
      checkLineQuantity({
        type: 'standard',
        inCart: 0,
        requested: 60,
        bulkMinQuantity: 51,
        field: 'skus.0.quantity',
      })?.field,
    ).toBe('skus.0.quantity');
  });
});

describe('checkEgiftCount', () => {
  it('allows 5 eGift cards and refuses the 6th', () => {
    expect(checkEgiftCount({ inCart: 0, requested: 5, recipients: 5 })).toBeNull();
    expect(checkEgiftCount({ inCart: 3, requested: 2, recipients: 2 })).toBeNull();
    const refused = checkEgiftCount({ inCart: 3, requested: 3, recipients: 3 });
    expect(refused?.errorKey).toBe('_EGC_RECIPIENTS_LIMT_EXCEEDED');
    expect(refused?.message).toBe('The maximum number of eGift cards you can purchase is 5.');
    expect(refused?.data).toEqual({ maxQty: 5, totalQty: 6 });
  });
  it('counts recipients too', () => {
    expect(checkEgiftCount({ inCart: 0, requested: 1, recipients: 6 })?.data).toEqual({
      maxQty: 5,
      totalQty: 6,
    });
  });
});

describe('checkTotalGiftCardAmount', () => {
  const limit = GIFT_CARD_LIMITS.totalMaxAmount;
  const cardCents = GIFT_CARD_LIMITS.maxAmount * 100;
  it('allows exactly the limit ($10,000) and refuses a cent more', () => {
    const inCartCents = limit * 100 - cardCents;
    expect(checkTotalGiftCardAmount({ inCartCents, addCents: cardCents })).toBeNull();
    const refused = checkTotalGiftCardAmount({ inCartCents, addCents: cardCents + 1 });
    expect(refused?.errorKey).toBe('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT');
    expect(refused?.message).toBe(
      `Gift card orders above ${formatTotalLimit(limit)} cannot be placed online. Please contact us through live chat.`,
    );
    expect(refused?.data).toEqual({ maxAmount: limit, attemptedAmount: limit + 0.01 });
  });
  it('refuses as many top-amount cards as pass the limit', () => {
    const cards = Math.floor(limit / GIFT_CARD_LIMITS.maxAmount) + 1;
    expect(
      checkTotalGiftCardAmount({ inCartCents: 0, addCents: cards * cardCents })?.errorKey,
    ).toBe('_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT');
  });
});

describe('decideStock', () => {
  it('adds everything when stock is untracked', () => {
    expect(decideStock({ stockLevel: null, inCart: 500, requested: 400 })).toEqual({
      kind: 'full',
      add: 400,
    });
  });
  it('adds 40 of 45 when 40 are in stock (the quantity-limit path)', () => {
    expect(decideStock({ stockLevel: 40, inCart: 0, requested: 45 })).toEqual({
      kind: 'partial',
      add: 40,
      available: 40,
    });
  });
  it('counts the cart against the stock', () => {
    expect(decideStock({ stockLevel: 40, inCart: 30, requested: 20 })).toEqual({
      kind: 'partial',
      add: 10,
      available: 10,
    });
    expect(decideStock({ stockLevel: 40, inCart: 40, requested: 1 })).toEqual({
      kind: 'none',
      available: 40,
    });
  });
  it('reports out of stock at 0', () => {
    expect(decideStock({ stockLevel: 0, inCart: 0, requested: 1 })).toEqual({
      kind: 'out_of_stock',
    });
  });
});

describe('inventory status', () => {
  it('maps stock levels', () => {
    expect(inventoryStatusFor(null)).toBe('IN_STOCK');
    expect(inventoryStatusFor(0)).toBe('OUT_OF_STOCK');
    expect(inventoryStatusFor(9)).toBe('LIMITED_AVAILABILITY');
    expect(inventoryStatusFor(10)).toBe('IN_STOCK');
  });
  it('takes the best SKU for the product', () => {
    expect(aggregateInventoryStatus(['OUT_OF_STOCK', 'LIMITED_AVAILABILITY'])).toBe(
      'LIMITED_AVAILABILITY',
    );
    expect(aggregateInventoryStatus(['OUT_OF_STOCK', 'IN_STOCK'])).toBe('IN_STOCK');
    expect(aggregateInventoryStatus(['OUT_OF_STOCK'])).toBe('OUT_OF_STOCK');
    expect(aggregateInventoryStatus([])).toBe('OUT_OF_STOCK');
  });
});

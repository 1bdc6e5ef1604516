import { resolveErrorMessage } from './errorCatalogue';
import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  egiftQuantityMessage,
  excessQuantityMessage,
  initialQuantity,
  opensQuantityModal,
  quantityBounds,
  quantityError,
} from './quantityRules';

const ctx = { bulkMinQuantity: 51, maxEgiftRecipients: 5 };

describe('quantity rules per card type (spec 5, 9)', () => {
  it('given each card type, when bounded, should allow standard 1..50, bulk 51..999, eGift 1..5', () => {
    expect(quantityBounds('standard', ctx)).toEqual({ min: 1, max: 50 });
    expect(quantityBounds('bulk', ctx)).toEqual({ min: 51, max: 999 });
    expect(quantityBounds('egift', ctx)).toEqual({ min: 1, max: 5 });
  });
  it('given bulkGiftcardMinQuantity 1 (the other reading), when bounded, should follow it', () => {
    expect(quantityBounds('standard', { ...ctx, bulkMinQuantity: 1 })).toEqual({ min: 1, max: 1 });
    expect(quantityBounds('bulk', { ...ctx, bulkMinQuantity: 1 })).toEqual({ min: 1, max: 999 });
  });
  it('given each card type, when the page starts, should start at the minimum', () => {
    expect(initialQuantity('standard', ctx)).toBe(1);
    expect(initialQuantity('bulk', ctx)).toBe(51);
    expect(initialQuantity('egift', ctx)).toBe(1);
  });
  it('given a value out of bounds, a fraction or NaN, when clamped, should give a whole number within bounds', () => {
    expect(clampQuantity(0, { min: 1, max: 50 })).toBe(1);
    expect(clampQuantity(60, { min: 1, max: 50 })).toBe(50);
    expect(clampQuantity(7.9, { min: 1, max: 50 })).toBe(7);
    expect(clampQuantity(Number.NaN, { min: 51, max: 999 })).toBe(51);
  });
  it('given each card type, should open the quantity modal (offering the bulk card) only for the standard card', () => {
    expect(opensQuantityModal('standard')).toBe(true);
    expect(opensQuantityModal('bulk')).toBe(false);
    expect(opensQuantityModal('egift')).toBe(false);
  });

  it('given the maximum, when the excess message is built, should name it (spec 8), in eGift cards for eGift', () => {
    expect(excessQuantityMessage(50)).toBe(
      'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
    );
    expect(excessQuantityMessage(50, true)).toContain('50 eGift cards');
  });
});

describe('egiftQuantityMessage', () => {
  it('given an eGift quantity above 5, should give the spec text', () => {
    expect(egiftQuantityMessage(7, 5)).toBe(
      'The maximum number of eGift cards you can purchase is 5.',
    );
  });
  it('given a configured text for its key, should give that text with its values', () => {
    const errorMessages = {
      _EGC_RECIPIENTS_LIMT_EXCEEDED: 'At most {{maxQty}}, not {{totalQty}}.',
    };
    expect(egiftQuantityMessage(7, 5, { errorMessages })).toBe('At most 5, not 7.');
    expect(egiftQuantityMessage(7, 5, { errorMessages: { _OTHER: 'x' } })).toBe(
      egiftQuantityMessage(7, 5),
    );
  });
  it("given the shop's refusal with the same key, the error catalogue should give the same text", () => {
    expect(resolveErrorMessage({ errorKey: '_EGC_RECIPIENTS_LIMT_EXCEEDED' }, { maxQty: 5 })).toBe(
      egiftQuantityMessage(7, 5),
    );
  });
});

describe('the quantity error of a posted form or a cart line (spec 8, 9)', () => {
  it('given a quantity in range, should give no error', () => {
    expect(quantityError('standard', 50, { min: 1, max: 50 }, {})).toBeNull();
    expect(quantityError('bulk', 51, { min: 51, max: 999 }, {})).toBeNull();
  });
  it('given a standard quantity over the max, should point to the bulk card', () => {
    expect(quantityError('standard', 51, { min: 1, max: 50 }, {})).toBe(
      'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
    );
  });
  it('given an eGift quantity over the recipients limit, should give the catalogue message', () => {
    expect(quantityError('egift', 6, { min: 1, max: 5 }, {})).toBe(egiftQuantityMessage(6, 5));
    expect(quantityError('egift', 6, { min: 1, max: 5 }, {})).toContain('5');
  });
  it('given a bulk quantity under the min, a fraction or NaN, should ask for the range', () => {
    for (const q of [50, 2.5, Number.NaN]) {
      expect(quantityError('bulk', q, { min: 51, max: 999 }, {})).toBe(
        'Enter a quantity from 51 to 999.',
      );
    }
  });
});

import { describe, expect, it } from 'vitest';
import { changeMessage, editHref, lineRules, readQuantityChange } from './cart';

const ctx = { bulkMinQuantity: 51, maxEgiftRecipients: 5 };

describe('readQuantityChange (spec 9 limits, the product page’s texts)', () => {
  it('accepts a whole number within a standard card’s 1 to 50', () => {
    expect(readQuantityChange(' 3 ', lineRules('standard', ctx))).toEqual({
      kind: 'change',
      quantity: 3,
    });
    expect(readQuantityChange('50', lineRules('standard', ctx))).toEqual({
      kind: 'change',
      quantity: 50,
    });
  });

  it('refuses 51 standard cards with spec 8’s bulk card suggestion, keeping what was typed', () => {
    expect(readQuantityChange('51', lineRules('standard', ctx))).toEqual({
      kind: 'invalid',
      message:
        'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.',
      attempted: '51',
    });
  });

  it('keeps bulk cards between the bulk minimum and 999', () => {
    const bulk = lineRules('bulk', ctx);
    expect(readQuantityChange('51', bulk)).toEqual({ kind: 'change', quantity: 51 });
    expect(readQuantityChange('50', bulk)).toMatchObject({
      kind: 'invalid',
      message: 'Enter a quantity from 51 to 999.',
    });
    expect(readQuantityChange('1000', bulk)).toMatchObject({
      message: 'Enter a quantity from 51 to 999.',
    });
  });

  it('refuses 0, a fraction, a negative number and text with the range (removing is its own button)', () => {
    for (const typed of ['0', '2.5', '-1', 'two', '']) {
      expect(readQuantityChange(typed, lineRules('standard', ctx))).toMatchObject({
        kind: 'invalid',
        message: 'Enter a quantity from 1 to 50.',
      });
    }
  });

  it('says spec 8’s recipients limit for more than 5 eGift cards', () => {
    expect(readQuantityChange('6', lineRules('egift', ctx))).toMatchObject({
      message: 'The maximum number of eGift cards you can purchase is 5.',
    });
  });
});

describe('editHref (spec 2, ?orderItemId)', () => {
  it('links an eGift line to its product page with its order item id', () => {
    expect(
      editHref({ isEgift: true, productPath: '/p/cairnfield-egift-card', orderItemId: '7000002' }),
    ).toBe('/p/cairnfield-egift-card?orderItemId=7000002');
  });

  it('offers no edit for a card that is not an eGift card, or a path off this site', () => {
    expect(
      editHref({ isEgift: false, productPath: '/p/cairnfield-gift-card', orderItemId: '1' }),
    ).toBeNull();
    expect(
      editHref({ isEgift: true, productPath: '//evil.example/p/x', orderItemId: '1' }),
    ).toBeNull();
    expect(editHref({ isEgift: true, productPath: null, orderItemId: '1' })).toBeNull();
  });
});

describe('the texts', () => {
  it('announces a change and a removal with the card’s name', () => {
    expect(changeMessage({ kind: 'updated', quantity: 3 }, 'Cairnfield Gift Card')).toBe(
      'Quantity of Cairnfield Gift Card changed to 3.',
    );
    expect(changeMessage({ kind: 'removed' }, 'Cairnfield Gift Card')).toBe(
      'Cairnfield Gift Card was removed from your cart.',
    );
  });
});

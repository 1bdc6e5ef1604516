import { describe, expect, it } from 'vitest';
import { FULFILMENT_LABELS, fulfilmentChoices } from './fulfilmentChoice';

const physical = { isEgift: false, storeId: '0412' };

describe('wallet fulfilment choice (spec 9)', () => {
  it('given a selected store and a physical card, should offer shipping to me and pickup later', () => {
    expect(fulfilmentChoices(physical).map((c) => FULFILMENT_LABELS[c])).toEqual([
      'Ship to Me for Free',
      'Pick Up at a Later Date',
    ]);
  });
  it('given an eGift card or no store, should offer no choice', () => {
    expect(fulfilmentChoices({ isEgift: true, storeId: '0412' })).toEqual([]);
    expect(fulfilmentChoices({ isEgift: false, storeId: null })).toEqual([]);
  });
});

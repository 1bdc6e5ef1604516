import { describe, expect, it } from 'vitest';
import {
  BILLING_STATES,
  SHIPPING_STATES,
  checkBillingState,
  checkItemStateRestrictions,
  checkShippingState,
} from './restrictions.ts';

describe('state lists (spec 9)', () => {
  it('billing allows the 50 states, DC and AA/AE/AP', () => {
    expect(BILLING_STATES.size).toBe(54);
    for (const state of ['AK', 'HI', 'DC', 'AA', 'AE', 'AP', 'CO'])
      expect(BILLING_STATES.has(state)).toBe(true);
    expect(BILLING_STATES.has('PR')).toBe(false);
  });
  it('shipping excludes Alaska and Hawaii', () => {
    expect(SHIPPING_STATES.size).toBe(52);
    expect(SHIPPING_STATES.has('AK')).toBe(false);
    expect(SHIPPING_STATES.has('HI')).toBe(false);
    expect(SHIPPING_STATES.has('AE')).toBe(true);
  });
});

describe('checks', () => {
  it('refuses shipping to HI with the state filled in', () => {
    expect(checkShippingState('hi', 'state')).toEqual({
      errorKey: '_ERR_RESTRICTED_SHIPPING_STATE',
      message: 'We are unable to ship to HI.',
      field: 'state',
      data: { state: 'HI' },
    });
    expect(checkShippingState('CO')).toBeNull();
  });
  it('refuses a billing state outside the list', () => {
    expect(checkBillingState('PR')?.errorKey).toBe('_ERR_RESTRICTED_BILLING_STATE');
    expect(checkBillingState('AK')).toBeNull();
  });
  it('applies per-item restrictions with {{Item}} and {{state}}', () => {
    const items = [
      { name: 'Cairnfield Gift Card', stateRestriction: ['AK', 'HI'] },
      { name: 'Cairnfield Bulk Gift Cards', stateRestriction: ['AE'] },
    ];
    expect(checkItemStateRestrictions(items, 'ae')).toEqual({
      errorKey: '_ERR_ITEM_STATE_RESTRICTION_ERROR',
      message: 'Cairnfield Bulk Gift Cards cannot be shipped to AE.',
      data: { Item: 'Cairnfield Bulk Gift Cards', state: 'AE' },
    });
    expect(checkItemStateRestrictions(items, 'CO')).toBeNull();
  });
});

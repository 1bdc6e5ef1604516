import { describe, expect, it } from 'vitest';
import { validateWalletOrder } from './walletValidation.ts';

const address = {
  firstName: 'Ana',
  lastName: 'Diaz',
  address: '1550 Larimer St',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
};
const base = {
  billingAddress: address,
  shippingAddress: address,
  needsShipping: true,
  isSameDay: false,
  email: 'ana@example.com',
  items: [{ name: 'Cairnfield Bulk Gift Cards', stateRestriction: ['AK', 'HI', 'AE'] }],
};

describe('validateWalletOrder (spec 5, wallet authorization)', () => {
  it('accepts a complete order', () => {
    expect(validateWalletOrder(base)).toBeNull();
  });
  it.each([
    [{ billingAddress: null }, '_ERR_BILLING_ADDRESS_REQUIRED', 'A billing address is required.'],
    [
      { billingAddress: { ...address, firstName: ' ' } },
      '_ERR_MISSING_FIRST_NAME',
      'Missing First Name',
    ],
    [
      { billingAddress: { ...address, lastName: '' } },
      '_ERR_MISSING_LAST_NAME',
      'Missing Last Name',
    ],
    [
      { billingAddress: { ...address, firstName: '4na' } },
      '_ERR_INVALID_FIRST_NAME',
      'Invalid First Name',
    ],
    [
      { billingAddress: { ...address, lastName: 'Di@z' } },
      '_ERR_INVALID_LAST_NAME',
      'Invalid Last Name',
    ],
    [
      { billingAddress: { ...address, state: 'PR' } },
      '_ERR_RESTRICTED_BILLING_STATE',
      'We are unable to accept a billing address in PR.',
    ],
    [
      { shippingAddress: null },
      '_ERR_SHIPPING_ADDRESS_REQUIRED',
      'A shipping address is required.',
    ],
    [
      { shippingAddress: { ...address, state: 'HI' } },
      '_ERR_RESTRICTED_SHIPPING_STATE',
      'We are unable to ship to HI.',
    ],
    [
      { shippingAddress: { ...address, firstName: '' } },
      '_ERR_MISSING_FIRST_NAME',
      'Missing First Name',
    ],
    [
      { shippingAddress: { ...address, state: 'AE' } },
      '_ERR_ITEM_STATE_RESTRICTION_ERROR',
      'Cairnfield Bulk Gift Cards cannot be shipped to AE.',
    ],
    [{ email: 'ana@' }, '_ERR_INVALID_EMAIL_ADDRESS', 'Invalid Email Address'],
    [{ email: null }, '_ERR_INVALID_EMAIL_ADDRESS', 'Invalid Email Address'],
  ])('%o → %s', (change, errorKey, message) => {
    expect(validateWalletOrder({ ...base, ...change })).toMatchObject({ errorKey, message });
  });
  it('reports the first failure only', () => {
    const error = validateWalletOrder({
      ...base,
      billingAddress: { ...address, firstName: '', state: 'PR' },
      email: 'x',
    });
    expect(error?.errorKey).toBe('_ERR_MISSING_FIRST_NAME');
  });
  it('skips shipping checks when nothing ships (eGift only)', () => {
    expect(
      validateWalletOrder({ ...base, needsShipping: false, shippingAddress: null }),
    ).toBeNull();
  });
  it('refuses a PO box for same-day delivery only', () => {
    const poBox = { ...address, address: 'PO Box 12' };
    expect(validateWalletOrder({ ...base, shippingAddress: poBox })).toBeNull();
    expect(
      validateWalletOrder({ ...base, shippingAddress: poBox, isSameDay: true })?.errorKey,
    ).toBe('NON_DELVERABLE_ADDRESS_ERR');
  });
});

import { describe, expect, it } from 'vitest';
import { ANA_CONTACT } from '../../test/walletContacts';
import { WALLET_STATE_LISTS } from './states';
import {
  deliveryMethodFor,
  checkShipToStore,
  shippingApplies,
  validateWalletAuthorization,
  type AuthorizationInput,
  type ValidatedItem,
} from './validation';

const card: ValidatedItem = {
  skuId: '20001',
  isEgift: false,
  isPickup: false,
  isShipToStore: false,
  isSTSv1: false,
  isSTSv2: false,
};
const egift: ValidatedItem = { ...card, skuId: '20005', isEgift: true };

function input(overrides: Partial<AuthorizationInput> = {}): AuthorizationInput {
  return {
    billing: { ...ANA_CONTACT, emailAddress: undefined },
    shipping: ANA_CONTACT,
    deliveryMethod: 'home',
    items: [card],
    lists: {
      billing: WALLET_STATE_LISTS.billing,
      shipping: WALLET_STATE_LISTS.deviceWalletAuthorization,
    },
    ...overrides,
  };
}

describe('validateWalletAuthorization (spec 5)', () => {
  it('should pass a complete order', () => {
    expect(validateWalletAuthorization(input())).toBeNull();
  });

  describe('billing names', () => {
    it.each([
      [{ givenName: '' }, 'Missing First Name'],
      [{ givenName: '  ' }, 'Missing First Name'],
      [{ familyName: undefined }, 'Missing Last Name'],
      [{ givenName: '1Ana' }, 'Invalid First Name'],
      [{ givenName: ' Ana-Maria' }, 'Invalid First Name'],
      [{ familyName: "O'Neil" }, 'Invalid Last Name'],
    ])('given %j, should give %s on the billing contact name', (change, message) => {
      const error = validateWalletAuthorization(input({ billing: { ...ANA_CONTACT, ...change } }));
      expect(error).toMatchObject({ code: 'billingContactInvalid', contactField: 'name', message });
    });
    it('should accept letters and spaces starting with a letter', () => {
      const billing = { ...ANA_CONTACT, givenName: 'Mary Ann', familyName: 'de la Cruz' };
      expect(validateWalletAuthorization(input({ billing }))).toBeNull();
    });
    it('should report the first name before the last name', () => {
      const billing = { ...ANA_CONTACT, givenName: '', familyName: '' };
      expect(validateWalletAuthorization(input({ billing }))?.message).toBe('Missing First Name');
    });
  });

  it('should require a billing contact', () => {
    expect(validateWalletAuthorization(input({ billing: null }))?.errorKey).toBe(
      '_ERR_BILLING_ADDRESS_REQUIRED',
    );
  });

  it('should check the billing state against the billing list (AK allowed there)', () => {
    expect(
      validateWalletAuthorization(input({ billing: { ...ANA_CONTACT, administrativeArea: 'AK' } })),
    ).toBeNull();
    expect(
      validateWalletAuthorization(input({ billing: { ...ANA_CONTACT, administrativeArea: 'PR' } })),
    ).toMatchObject({
      code: 'billingContactInvalid',
      contactField: 'administrativeArea',
      errorKey: '_ERR_RESTRICTED_BILLING_STATE',
      data: { state: 'PR' },
    });
  });

  describe('when shipping applies', () => {
    it('should refuse a shipping state outside the shipping list (Alaska)', () => {
      const error = validateWalletAuthorization(
        input({ shipping: { ...ANA_CONTACT, administrativeArea: 'AK' } }),
      );
      expect(error).toMatchObject({
        code: 'shippingContactInvalid',
        contactField: 'administrativeArea',
        errorKey: '_ERR_RESTRICTED_SHIPPING_STATE',
        message: 'We are unable to ship this item to AK.',
      });
    });
    it('should check the shipping names too', () => {
      const error = validateWalletAuthorization(
        input({ shipping: { ...ANA_CONTACT, familyName: 'D1az' } }),
      );
      expect(error).toMatchObject({ code: 'shippingContactInvalid', message: 'Invalid Last Name' });
    });
    it('should require a shipping street', () => {
      const error = validateWalletAuthorization(
        input({ shipping: { ...ANA_CONTACT, addressLines: [] } }),
      );
      expect(error?.errorKey).toBe('_ERR_SHIPPING_ADDRESS_REQUIRED');
    });
    it('should reject a PO box for same-day delivery with NON_DELVERABLE_ADDRESS_ERR', () => {
      const shipping = { ...ANA_CONTACT, addressLines: ['PO Box 12'] };
      expect(validateWalletAuthorization(input({ shipping }))).toBeNull();
      expect(
        validateWalletAuthorization(input({ shipping, deliveryMethod: 'sameDay' }))?.errorKey,
      ).toBe('NON_DELVERABLE_ADDRESS_ERR');
      expect(
        validateWalletAuthorization(
          input({
            shipping: { ...ANA_CONTACT, locality: 'P.O. Box 4' },
            deliveryMethod: 'sameDay',
          }),
        )?.errorKey,
      ).toBe('NON_DELVERABLE_ADDRESS_ERR');
      expect(
        validateWalletAuthorization(
          input({ shipping, deliveryMethod: 'sameDay', noPoBoxForSameDay: false }),
        ),
      ).toBeNull();
    });
  });

  it('should skip the shipping checks for an eGift-only order', () => {
    const shipping = { ...ANA_CONTACT, administrativeArea: 'AK', familyName: '' };
    expect(
      validateWalletAuthorization(input({ shipping, items: [egift], deliveryMethod: null })),
    ).toBeNull();
  });

  it('should check the e-mail pattern last: Invalid Email Address', () => {
    for (const emailAddress of ['ana', 'ana@example', 'a b@example.com', '']) {
      expect(
        validateWalletAuthorization(input({ shipping: { ...ANA_CONTACT, emailAddress } })),
      ).toMatchObject({
        code: 'shippingContactInvalid',
        contactField: 'emailAddress',
        message: 'Invalid Email Address',
      });
    }
  });

  it('should report the first failure only (billing before shipping before e-mail)', () => {
    const error = validateWalletAuthorization(
      input({
        billing: { ...ANA_CONTACT, givenName: '' },
        shipping: { ...ANA_CONTACT, administrativeArea: 'AK', emailAddress: 'x' },
      }),
    );
    expect(error?.message).toBe('Missing First Name');
  });
});

describe('shippingApplies', () => {
  it('should apply for home and same-day delivery, and for any item that is not pickup, STS or eGift', () => {
    expect(shippingApplies('home', [egift])).toBe(true);
    expect(shippingApplies('sameDay', [egift])).toBe(true);
    expect(shippingApplies(null, [card])).toBe(true);
    expect(shippingApplies(null, [egift])).toBe(false);
    expect(shippingApplies('pickup', [{ ...card, isPickup: true }])).toBe(false);
    expect(shippingApplies('shipToStore', [{ ...card, isShipToStore: true }, egift])).toBe(false);
  });
});

describe('checkShipToStore', () => {
  const sts = { ...card, isShipToStore: true };
  it('should accept an item the store takes in version 1 or 2', () => {
    expect(checkShipToStore([{ ...sts, isSTSv1: true }], { stsV1: true, stsV2: false })).toBeNull();
    expect(checkShipToStore([{ ...sts, isSTSv2: true }], { stsV1: false, stsV2: true })).toBeNull();
  });
  it('should name every ineligible skuId', () => {
    const error = checkShipToStore(
      [{ ...sts, skuId: '20001', isSTSv1: true }, { ...sts, skuId: '20002', isSTSv2: true }, card],
      { stsV1: false, stsV2: true },
    );
    expect(error?.data).toEqual({ skuIds: ['20001'] });
    expect(error?.message).toContain('20001');
    expect(checkShipToStore([sts], null)?.data).toEqual({ skuIds: ['20001'] });
  });
  it('should ignore items that are not shipped to a store', () => {
    expect(checkShipToStore([card], null)).toBeNull();
  });
  it('should run after the e-mail inside the authorization checks', () => {
    const error = validateWalletAuthorization(
      input({
        items: [{ ...card, isShipToStore: true }],
        deliveryMethod: 'shipToStore',
        store: null,
      }),
    );
    expect(error?.errorKey).toBe('_ERR_STS_STORE_INELIGIBLE');
  });
});

describe('deliveryMethodFor', () => {
  const base = {
    pickUpInStore: false,
    shipToStore: false,
    shipsSomething: true,
    sameDaySlotChosen: false,
  };
  it('given the panel chose pickup or ship to store, should take that over the sheet', () => {
    expect(deliveryMethodFor({ ...base, pickUpInStore: true, sameDaySlotChosen: true })).toBe(
      'pickup',
    );
    expect(deliveryMethodFor({ ...base, shipToStore: true })).toBe('shipToStore');
  });
  it('given a shipped order, should be same day when a window is chosen, else home', () => {
    expect(deliveryMethodFor({ ...base, sameDaySlotChosen: true })).toBe('sameDay');
    expect(deliveryMethodFor(base)).toBe('home');
  });
  it('given nothing ships (eGift only), should be none', () => {
    expect(deliveryMethodFor({ ...base, shipsSomething: false })).toBeNull();
  });
});

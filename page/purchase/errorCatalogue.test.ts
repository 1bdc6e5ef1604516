import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_CATALOGUE,
  ERROR_KEYS,
  isKnownErrorKey,
  resolveErrorMessage,
  withOverrides,
} from './errorCatalogue';

const catalogue = withOverrides({
  errorMessages: { _ONLY_IN_ERRORS: 'from the error map', _IN_BOTH: 'error map wins' },
  messages: { _ONLY_IN_MESSAGES: 'from the messages map', _IN_BOTH: 'messages map loses' },
});

describe('resolveErrorMessage (spec 8 lookup order)', () => {
  describe('given an override key the catalogue knows', () => {
    it('should use it before the error key and the shop text', () => {
      expect(
        resolveErrorMessage(
          { overrideKey: '_ONLY_IN_MESSAGES', errorKey: '_ONLY_IN_ERRORS', message: 'shop' },
          {},
          catalogue,
        ),
      ).toBe('from the messages map');
    });
  });

  describe('given an unknown override key', () => {
    it('should fall through to the error key', () => {
      expect(
        resolveErrorMessage({ overrideKey: '_NOPE', errorKey: '_ONLY_IN_ERRORS' }, {}, catalogue),
      ).toBe('from the error map');
    });
  });

  describe('given a key in both maps', () => {
    it('should take the error messages map first', () => {
      expect(resolveErrorMessage({ errorKey: '_IN_BOTH' }, {}, catalogue)).toBe('error map wins');
    });
  });

  describe('given a key only in the messages map', () => {
    it('should take it from there', () => {
      expect(resolveErrorMessage({ errorKey: '_ONLY_IN_MESSAGES' }, {}, catalogue)).toBe(
        'from the messages map',
      );
    });
  });

  describe('given an unknown key with a shop text', () => {
    it('should show the shop text, with its placeholders filled', () => {
      expect(
        resolveErrorMessage(
          { errorKey: '_SHOP_ONLY', message: 'Only {{qty}} left for you' },
          { qty: 3 },
          catalogue,
        ),
      ).toBe('Only 3 left for you');
    });
    it('should skip the shop text when the caller says so', () => {
      expect(
        resolveErrorMessage({ errorKey: '_SHOP_ONLY', message: 'internal detail' }, {}, catalogue, {
          useShopMessage: false,
        }),
      ).toBe('Sorry, Something went wrong. Please try after sometime.');
    });
  });

  describe('given nothing known', () => {
    it('should use the default key’s text', () => {
      expect(resolveErrorMessage({}, {}, catalogue)).toBe(
        'Sorry, Something went wrong. Please try after sometime.',
      );
    });
    it('should use the default message when even the default key is missing', () => {
      const bare = {
        errorMessages: {},
        messages: {},
        defaultKey: '_ERR_DEFAULT_KEY',
        defaultMessage: 'Plain default',
      };
      expect(resolveErrorMessage({ errorKey: '_X' }, {}, bare)).toBe('Plain default');
    });
  });
});

describe('spec 8 keys the page meets', () => {
  const r = (errorKey: string, values = {}) => resolveErrorMessage({ errorKey }, values);
  it('should fill {{qty}} for _ERR_REQUEST_QTY_LIMIT_EXCEEDED', () => {
    expect(r(ERROR_KEYS.requestQtyLimitExceeded, { qty: 40 })).toBe(
      'Only 40 of the requested quantity could be added to your cart.',
    );
  });
  it('should fill {{maxQty}} for _ERR_PARTIAL_QTY_LIMIT (a key alone no longer gives the default)', () => {
    expect(r(ERROR_KEYS.partialQtyLimit, { maxQty: 12 })).toBe(
      'You can add at most 12 of this item to your cart.',
    );
  });
  it('should give the eGift maximum from the value, 5 by default', () => {
    expect(r(ERROR_KEYS.egcRecipientsLimitExceeded, { maxQty: 5, totalQty: 7 })).toBe(
      'The maximum number of eGift cards you can purchase is 5.',
    );
  });
  it('should fill {{state}} for the restricted shipping and billing states', () => {
    expect(r(ERROR_KEYS.restrictedShippingState, { state: 'AK' })).toContain('AK');
    expect(r(ERROR_KEYS.restrictedShippingAddress, { state: 'HI' })).toContain('HI');
    expect(r(ERROR_KEYS.restrictedBillingState, { state: 'GU' })).toContain('GU');
  });
  it('should fill {{Item}} and {{state}} for the item state restriction', () => {
    expect(r(ERROR_KEYS.itemStateRestriction, { Item: 'Trail knife', state: 'CA' })).toBe(
      'Trail knife cannot be shipped to CA.',
    );
  });
  it('should show the zip/state mismatches, APO/FPO and Prop 65 as an invalid shipping address', () => {
    for (const key of [
      ERROR_KEYS.apoFpoStateRestriction,
      ERROR_KEYS.prop65,
      ERROR_KEYS.zipShippingStateMismatch,
    ]) {
      expect(r(key)).toMatch(/^Invalid shipping address/);
    }
  });
  it('should know every inventory message of spec 8 verbatim', () => {
    expect(r(ERROR_KEYS.storeInventoryUnavailable)).toBe('Store Inventory Lookup Not Available');
    expect(r(ERROR_KEYS.pickupUnavailable)).toBe('Pickup Not Available');
    expect(r(ERROR_KEYS.zipInventoryUnavailable)).toBe('Zipcode Inventory Lookup Not Available');
  });
  it('should know the quantity keys an add meets', () => {
    for (const key of [ERROR_KEYS.totalGcAmountExceeded, ERROR_KEYS.excessQuantityNonBulk]) {
      expect(isKnownErrorKey(key), key).toBe(true);
      expect(r(key)).not.toBe(DEFAULT_ERROR_CATALOGUE.defaultMessage);
    }
  });
  it('should leave the wallet failures to the wallet flows (their texts load with them)', () => {
    expect(isKnownErrorKey(ERROR_KEYS.paymentTimeout)).toBe(false);
  });
});

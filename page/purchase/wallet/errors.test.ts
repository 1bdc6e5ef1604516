import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE } from '../messageText';
import {
  DEFAULT_ERROR_CATALOGUE,
  ERROR_KEYS,
  isKnownErrorKey,
  resolveErrorMessage,
  withOverrides,
} from '../errorCatalogue';
import {
  mapWalletFailure,
  readShopErrors,
  WALLET_FAILURE_MESSAGES,
  withWalletTexts,
} from './errors';

const off = { alternateGateway: false };
const on = { alternateGateway: true };

describe('mapWalletFailure (spec 4 and 8)', () => {
  it('should map a 502 to ERR_PAYMENT_API_TIMEOUT (known)', () => {
    const mapped = mapWalletFailure({ status: 502, errors: [] }, off);
    expect(mapped).toMatchObject({
      kind: 'known',
      errorKey: 'ERR_PAYMENT_API_TIMEOUT',
      track: false,
    });
    expect(mapped.message).toBe(WALLET_FAILURE_MESSAGES.ERR_PAYMENT_API_TIMEOUT);
  });

  it('given the alternate gateway on, should map a 503 BAD_GATEWAY_AUTH_RES to BAD_GATEWAY_AUTH_RES_CH_APAY and track it', () => {
    const mapped = mapWalletFailure(
      { status: 503, errors: [{ errorKey: 'BAD_GATEWAY_AUTH_RES', message: 'upstream' }] },
      on,
    );
    expect(mapped).toMatchObject({
      kind: 'known',
      errorKey: 'BAD_GATEWAY_AUTH_RES_CH_APAY',
      track: true,
      switchToAlternateGateway: false,
      message: WALLET_FAILURE_MESSAGES.BAD_GATEWAY_AUTH_RES_CH_APAY,
    });
  });

  it('given the primary gateway, should call the same 503 unknown and switch the alternate gateway on', () => {
    const mapped = mapWalletFailure(
      { status: 503, errors: [{ errorKey: 'BAD_GATEWAY_AUTH_RES', message: 'upstream' }] },
      off,
    );
    expect(mapped).toMatchObject({ kind: 'unknown', track: false, switchToAlternateGateway: true });
    // A server fault's own text is never shown.
    expect(mapped.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('should count only the first error key for the 503 rule', () => {
    const mapped = mapWalletFailure(
      { status: 503, errors: [{ errorKey: 'X' }, { errorKey: 'BAD_GATEWAY_AUTH_RES' }] },
      on,
    );
    expect(mapped.errorKey).toBe('X');
    expect(mapped.track).toBe(false);
  });

  it.each(['AVS_CH_INVALID_BANK_RESPONSE', 'GATEWAY_CH_INVALID_GATEWAY_PAYMENT_RESPONSE'])(
    'should give %s the e-wallet invalid-gateway-response message',
    (errorKey) => {
      const mapped = mapWalletFailure({ status: 400, errors: [{ errorKey }] }, off);
      expect(mapped.kind).toBe('known');
      expect(mapped.errorKey).toBe('GATEWAY_CH_INVALID_GATEWAY_RESPONSE_EWALLET');
      expect(mapped.message).toBe(
        WALLET_FAILURE_MESSAGES.GATEWAY_CH_INVALID_GATEWAY_RESPONSE_EWALLET,
      );
    },
  );

  it('should keep GATEWAY_CH_INVALID_GATEWAY_RESPONSE its own message', () => {
    const mapped = mapWalletFailure(
      { status: 400, errors: [{ errorKey: 'GATEWAY_CH_INVALID_GATEWAY_RESPONSE' }] },
      off,
    );
    expect(mapped.message).toBe(WALLET_FAILURE_MESSAGES.GATEWAY_CH_INVALID_GATEWAY_RESPONSE);
  });

  it('should put restricted shipping states on the shipping state field with {{state}} filled', () => {
    const mapped = mapWalletFailure(
      {
        status: 400,
        errors: [{ errorKey: '_ERR_RESTRICTED_SHIPPING_STATE', data: { state: 'HI' } }],
      },
      off,
    );
    expect(mapped.sheetError).toMatchObject({
      code: 'shippingContactInvalid',
      contactField: 'administrativeArea',
      message: 'We are unable to ship this item to HI.',
    });
  });

  it.each([
    '_ERR_RESTRICTEDITEM_APOFPOSTATE_ERROR',
    '_RESTRICTED_PROP65',
    '_ERR_ZIPCODE_SHIPPING_STATE_MISMATCH',
    '_ERR_ITEM_STATE_RESTRICTION_ERROR',
  ])('should show %s as an invalid shipping address on the state field', (errorKey) => {
    const mapped = mapWalletFailure({ status: 400, errors: [{ errorKey }] }, off);
    expect(mapped.kind).toBe('known');
    expect(mapped.sheetError).toMatchObject({
      code: 'shippingContactInvalid',
      contactField: 'administrativeArea',
    });
  });

  it('should make the billing state and billing zip mismatch billing-contact errors', () => {
    expect(
      mapWalletFailure(
        {
          status: 400,
          errors: [{ errorKey: '_ERR_RESTRICTED_BILLING_STATE', data: { state: 'PR' } }],
        },
        off,
      ).sheetError,
    ).toMatchObject({
      code: 'billingContactInvalid',
      contactField: 'administrativeArea',
      message: 'We are unable to accept billing addresses in PR.',
    });
    expect(
      mapWalletFailure(
        { status: 400, errors: [{ errorKey: '_ERR_ZIPCODE_BILLING_STATE_MISMATCH' }] },
        off,
      ).sheetError.code,
    ).toBe('billingContactInvalid');
  });

  it.each(['_ERR_SDD_ERROR', '_ERR_DD_PLACE_ORDER', 'NON_DELVERABLE_ADDRESS_ERR', 'SDD_ITEMS_OOS'])(
    'should show the same-day error %s as a shipping-contact error',
    (errorKey) => {
      const mapped = mapWalletFailure({ status: 400, errors: [{ errorKey }] }, off);
      expect(mapped.kind).toBe('known');
      expect(mapped.sheetError).toMatchObject({
        code: 'shippingContactInvalid',
        contactField: 'postalAddress',
      });
    },
  );

  it('should know SHIPNPICKUP_PLACEORDER_NOT_ALLOWED from order placement', () => {
    const mapped = mapWalletFailure(
      { status: 400, errors: [{ errorKey: 'SHIPNPICKUP_PLACEORDER_NOT_ALLOWED' }] },
      off,
    );
    expect(mapped).toMatchObject({ kind: 'known', sheetError: { code: 'unknown' } });
    expect(mapped.message).toBe(WALLET_FAILURE_MESSAGES.SHIPNPICKUP_PLACEORDER_NOT_ALLOWED);
  });

  it('should give the shop’s name and e-mail keys the sheet texts on the right contact', () => {
    expect(
      mapWalletFailure(
        {
          status: 400,
          errors: [
            { errorKey: '_ERR_INVALID_FIRST_NAME', data: { field: 'billingAddress.firstName' } },
          ],
        },
        off,
      ).sheetError,
    ).toMatchObject({
      code: 'billingContactInvalid',
      contactField: 'name',
      message: 'Invalid First Name',
    });
    expect(
      mapWalletFailure({ status: 400, errors: [{ errorKey: '_ERR_INVALID_EMAIL_ADDRESS' }] }, off)
        .sheetError,
    ).toMatchObject({
      code: 'shippingContactInvalid',
      contactField: 'emailAddress',
      message: 'Invalid Email Address',
    });
  });

  it('should call an unlisted key unknown, showing a rule refusal’s own text', () => {
    const mapped = mapWalletFailure(
      { status: 409, errors: [{ errorKey: '_ERR_ITEM_OUT_OF_STOCK', message: 'Sold out.' }] },
      off,
    );
    expect(mapped).toMatchObject({
      kind: 'unknown',
      message: 'Sold out.',
      sheetError: { code: 'unknown' },
    });
  });

  it('should call a network failure unknown with the default message', () => {
    expect(mapWalletFailure({ status: null, errors: [] }, off)).toMatchObject({
      kind: 'unknown',
      message: DEFAULT_ERROR_MESSAGE,
    });
  });
});

describe('readShopErrors', () => {
  it('should read errors[] with key, message, data and field', () => {
    expect(
      readShopErrors({
        errors: [
          {
            errorKey: '_ERR_RESTRICTED_SHIPPING_STATE',
            message: 'No',
            field: 'shippingAddress.state',
            data: { state: 'AK' },
          },
          { message: 'no key' },
        ],
      }),
    ).toEqual([
      {
        errorKey: '_ERR_RESTRICTED_SHIPPING_STATE',
        message: 'No',
        data: { state: 'AK', field: 'shippingAddress.state' },
      },
    ]);
  });
  it('should read a lone errorKey body, and nothing from junk', () => {
    expect(readShopErrors({ errorKey: 'X', message: 'm' })).toEqual([
      { errorKey: 'X', message: 'm' },
    ]);
    expect(readShopErrors(null)).toEqual([]);
    expect(readShopErrors('oops')).toEqual([]);
    expect(readShopErrors({ errors: 'x' })).toEqual([]);
  });
});

describe('withWalletTexts (spec 8: the wallet failures texts)', () => {
  const r = (key: string) => resolveErrorMessage({ errorKey: key }, {}, withWalletTexts());

  it('should map both e-wallet gateway codes to one message and keep the plain gateway one apart', () => {
    const ewallet = r(ERROR_KEYS.invalidBankResponse);
    expect(ewallet).toBe(
      'Your payment could not be authorised by your wallet. Please try another card.',
    );
    expect(r(ERROR_KEYS.invalidGatewayPaymentResponse)).toBe(ewallet);
    expect(r(ERROR_KEYS.invalidGatewayResponse)).not.toBe(ewallet);
  });

  it('should know each wallet and same-day key', () => {
    for (const key of [
      ERROR_KEYS.sameDayError,
      ERROR_KEYS.ddPlaceOrder,
      ERROR_KEYS.ddPlaceOrderOos,
      ERROR_KEYS.ddDeliveryDateUnavailable,
      ERROR_KEYS.deviceWalletSession,
      ERROR_KEYS.genericWallet,
      ERROR_KEYS.nonDeliverableAddress,
      ERROR_KEYS.paymentTimeout,
      ERROR_KEYS.badGatewayAuthDeviceWallet,
      ERROR_KEYS.sameDayStoreNotFound,
      ERROR_KEYS.sameDayItemsOos,
      ERROR_KEYS.sameDay0,
      ERROR_KEYS.sameDay1,
      ERROR_KEYS.shipAndPickupNotAllowed,
    ]) {
      expect(isKnownErrorKey(key, withWalletTexts()), key).toBe(true);
      expect(r(key)).not.toBe(DEFAULT_ERROR_CATALOGUE.defaultMessage);
    }
  });

  it('should keep a configured text over the shipped one, and the page texts beside them', () => {
    const configured = withOverrides({
      errorMessages: { [ERROR_KEYS.paymentTimeout]: 'Still waiting for the bank.' },
    });
    const mapped = mapWalletFailure({ status: 502, errors: [] }, off, configured);
    expect(mapped.message).toBe('Still waiting for the bank.');
    expect(
      resolveErrorMessage(
        { errorKey: ERROR_KEYS.restrictedShippingState },
        { state: 'AK' },
        withWalletTexts(configured),
      ),
    ).toBe('We are unable to ship this item to AK.');
  });
});

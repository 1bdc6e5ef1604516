import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { SafeHtml } from '../domain';
import {
  buildAddToCartPayload,
  checkOrderTotal,
  egiftQuantityMessage,
  interpretAddToCart,
  interpretAddToCartError,
  type AddFailure,
} from './addToCart';
import { withOverrides } from './errorCatalogue';

const product = (id: string) =>
  reshapeProduct(productResponseWire.parse(productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: 51,
  });

describe('buildAddToCartPayload (spec 3)', () => {
  it('standard card: skus, giftAmount, inventoryCheck, isGCItem', () => {
    expect(
      buildAddToCartPayload({
        product: product('10001'),
        skuId: '20001',
        quantity: 2,
        amount: 50,
        storeId: null,
        egift: null,
      }),
    ).toEqual({
      skus: [{ id: '10001', sku: '20001', quantity: 2, type: 'REGULAR' }],
      giftAmount: 50,
      inventoryCheck: true,
      isGCItem: true,
      shippingModes: '10551',
      isPickUpInStore: false,
      isShipToStore: false,
      skip: false,
      cfst: false,
      atcopt: false,
    });
  });
  it('eGift: the orderItem variant, sender, one recipient per card, isSendToOne 0', () => {
    const payload = buildAddToCartPayload({
      product: product('10003'),
      skuId: '20005',
      quantity: 2,
      amount: 40,
      storeId: '42',
      egift: {
        sender: { email: ' s@example.com ', firstName: 'S', lastName: 'T' },
        recipients: [
          { email: 'a@example.com', firstName: 'A', lastName: 'B' },
          { email: 'c@example.com', firstName: 'C', lastName: 'D' },
          { email: 'hidden@example.com', firstName: 'H', lastName: 'I' },
        ],
        message: 'Happy trails',
        sendToSame: false,
        quantity: 2,
      },
    });
    expect(payload.skus).toBeUndefined();
    expect(payload.orderId).toBe('000000');
    expect(payload.orderItem).toEqual([
      {
        productId: '10003',
        sku: '20005',
        quantity: 2,
        comment: '',
        xitem_isEGCItem: 'true',
        xitem_giftAmount: 40,
        firstDataFulfilState: 'NEW',
      },
    ]);
    expect(payload.senderEmail).toBe('s@example.com');
    expect(payload.recipients?.map((r) => r.recipientEmail)).toEqual([
      'a@example.com',
      'c@example.com',
    ]);
    expect(payload.recipients?.map((r) => r.sequence)).toEqual([1, 2]);
    expect(payload.isSendToOne).toBe('0');
  });
  it('eGift sent to one address: one recipient, isSendToOne 1', () => {
    const payload = buildAddToCartPayload({
      product: product('10003'),
      skuId: '20005',
      quantity: 3,
      amount: 40,
      storeId: null,
      egift: {
        sender: { email: 's@example.com', firstName: 'S', lastName: 'T' },
        recipients: [{ email: 'a@example.com', firstName: 'A', lastName: 'B' }],
        message: '',
        sendToSame: true,
        quantity: 3,
      },
    });
    expect(payload.recipients).toHaveLength(1);
    expect(payload.isSendToOne).toBe('1');
  });
});

describe('interpretAddToCart (spec 4, 5, 8)', () => {
  it('added', () => {
    expect(
      interpretAddToCart(
        { addToCart: { orderId: '7', totalQuantityAdded: 2, totalCartQuantity: 5 } },
        2,
      ),
    ).toEqual({ kind: 'added', quantity: 2, cartQuantity: 5, orderId: '7' });
  });
  it('an exception or error message marks the item unavailable', () => {
    expect(interpretAddToCart({ addToCart: { exceptionMessage: 'Out Of Stock' } }, 1)).toEqual({
      kind: 'unavailable',
      message: 'Out Of Stock',
    });
    expect(interpretAddToCart({ addToCart: { errorMessage: 'Nope' } }, 1)).toEqual({
      kind: 'unavailable',
      message: 'Nope',
    });
    // A blank message is no message.
    expect(
      interpretAddToCart({ addToCart: { errorMessage: '  ', totalQuantityAdded: 1 } }, 1).kind,
    ).toBe('added');
  });
  it('a shop text with {{qty}} is shown filled', () => {
    expect(
      interpretAddToCart(
        { addToCart: { exceptionMessage: 'Only {{qty}} left', totalQuantityAdded: 3 } },
        5,
      ),
    ).toEqual({ kind: 'unavailable', message: 'Only 3 left' });
  });
  it('45 asked, 40 added: _ERR_REQUEST_QTY_LIMIT_EXCEEDED with {{qty}} = 40', () => {
    expect(interpretAddToCart({ addToCart: { totalQuantityAdded: 40 } }, 45)).toEqual({
      kind: 'quantityLimit',
      added: 40,
      message: 'Only 40 of the requested quantity could be added to your cart.',
    });
  });
  it('uses the configured text for the key', () => {
    const catalogue = withOverrides({
      errorMessages: { _ERR_REQUEST_QTY_LIMIT_EXCEEDED: 'We could add {{qty}}.' },
    });
    expect(
      interpretAddToCart({ addToCart: { totalQuantityAdded: 40 } }, 45, catalogue),
    ).toMatchObject({ message: 'We could add 40.' });
  });
});

describe('interpretAddToCartError (spec 8)', () => {
  const failure = (over: Partial<AddFailure>): AddFailure => ({
    status: 400,
    errorKey: null,
    message: null,
    values: {},
    unavailableMessage: null,
    ...over,
  });
  it('503 → sign in', () => {
    expect(interpretAddToCartError(failure({ status: 503 }))).toEqual({ kind: 'signIn' });
  });
  it('an error carrying only _ERR_PARTIAL_QTY_LIMIT shows its text with {{maxQty}}', () => {
    expect(
      interpretAddToCartError(
        failure({ errorKey: '_ERR_PARTIAL_QTY_LIMIT', values: { maxQty: 40 } }),
      ),
    ).toEqual({ kind: 'failed', message: 'You can add at most 40 of this item to your cart.' });
  });
  it('a known key wins over the shop text and the envelope', () => {
    expect(
      interpretAddToCartError(
        failure({
          errorKey: '_ERR_PARTIAL_QTY_LIMIT',
          message: 'raw shop text',
          unavailableMessage: 'raw shop text',
          values: { maxQty: 40 },
        }),
      ),
    ).toMatchObject({
      kind: 'failed',
      message: 'You can add at most 40 of this item to your cart.',
    });
  });
  it('{{state}} and {{Item}} are filled from the error data', () => {
    expect(
      interpretAddToCartError(
        failure({
          errorKey: '_ERR_ITEM_STATE_RESTRICTION_ERROR',
          values: { Item: 'Summit Gift Card', state: 'HI' },
        }),
      ),
    ).toEqual({ kind: 'failed', message: 'Summit Gift Card cannot be shipped to HI.' });
  });
  it('an unknown key with an envelope message marks the item unavailable', () => {
    expect(
      interpretAddToCartError(
        failure({ errorKey: '_ERR_ITEM_OUT_OF_STOCK', unavailableMessage: 'Out Of Stock' }),
      ),
    ).toEqual({ kind: 'unavailable', message: 'Out Of Stock' });
  });
  it('other refusals keep the shop text, placeholders filled', () => {
    expect(interpretAddToCartError(failure({ message: 'Bad amount' }))).toEqual({
      kind: 'failed',
      message: 'Bad amount',
    });
    expect(
      interpretAddToCartError(failure({ message: 'At most {{maxQty}}', values: { maxQty: 9 } })),
    ).toEqual({ kind: 'failed', message: 'At most 9' });
  });
  it('500, network failure, or no description → the default message', () => {
    const generic = {
      kind: 'failed',
      message: 'Sorry, Something went wrong. Please try after sometime.',
    };
    expect(interpretAddToCartError(failure({ status: 500, message: 'boom' }))).toEqual(generic);
    expect(interpretAddToCartError(failure({ status: null }))).toEqual(generic);
    expect(interpretAddToCartError(null)).toEqual(generic);
  });
  it('the default key can be configured', () => {
    const catalogue = withOverrides({ errorMessages: { _ERR_DEFAULT_KEY: 'Try again soon.' } });
    expect(interpretAddToCartError(null, catalogue)).toEqual({
      kind: 'failed',
      message: 'Try again soon.',
    });
  });
});

describe('order limits before sending (spec 8, 9)', () => {
  const ctx = { liveChatUrl: '/help/live-chat', egiftPhone: '1-800-555-0142' };
  it('$10,000 exactly is allowed; one dollar more is refused with the live-chat link', () => {
    expect(checkOrderTotal({ egift: false, amount: 200, quantity: 50 }, ctx)).toBeNull();
    expect(checkOrderTotal({ egift: false, amount: 1500, quantity: 7 }, ctx)).toEqual({
      key: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT',
      message: 'Gift card orders over $10,000 must be placed with our live chat team.',
      help: { href: '/help/live-chat', label: 'Chat with us' },
    });
  });
  it('the eGift variant gives the phone link', () => {
    expect(checkOrderTotal({ egift: true, amount: 1500, quantity: 5 }, ctx)).toBeNull();
    expect(
      checkOrderTotal({ egift: true, amount: 2001, quantity: 5 }, { ...ctx, maxTotal: 10_000 }),
    ).toEqual({
      key: '_TOTAL_EGC_AMOUNT_EXCEDED_MAX_LIMIT',
      message: 'eGift card orders over $10,000 must be placed by phone at 1-800-555-0142.',
      help: { href: 'tel:18005550142', label: 'Call 1-800-555-0142' },
    });
  });
  it('eGift quantity above 5: the spec text', () => {
    expect(egiftQuantityMessage(7, 5)).toBe(
      'The maximum number of eGift cards you can purchase is 5.',
    );
  });
});

describe('back in stock (spec 4)', () => {
  it('builds the single-product request from the selected SKU', async () => {
    const { backInStockRequest } = await import('./backInStock');
    expect(backInStockRequest(product('10004'), '20006', ' ana@example.com ')).toEqual({
      kind: 'product',
      productId: '10004',
      skuId: '20006',
      partNumber: 'CF-10004',
      email: 'ana@example.com',
      mobile: '',
    });
    expect(
      backInStockRequest(product('10004'), '20006', 'ana@example.com', ' 303 555 0100 ').mobile,
    ).toBe('303 555 0100');
  });
  it('the optional mobile number: empty is fine, 7-20 digits and ( ) - + spaces', async () => {
    const { validateMobile, MOBILE_INVALID_MESSAGE } = await import('./backInStock');
    expect(validateMobile('')).toBeNull();
    expect(validateMobile('+1 (303) 555-0100')).toBeNull();
    expect(validateMobile('12345')).toBe(MOBILE_INVALID_MESSAGE);
    expect(validateMobile('call me')).toBe(MOBILE_INVALID_MESSAGE);
    expect(validateMobile('(((((((')).toBe(MOBILE_INVALID_MESSAGE);
  });
  it("reads 'already exist' as already registered, anything else as success", async () => {
    const { backInStockOutcome } = await import('./backInStock');
    expect(backInStockOutcome({ backInStock: { status: 'SUCCESS' } })).toBe('success');
    expect(
      backInStockOutcome({ backInStock: { status: 'Email already exist for this product' } }),
    ).toBe('alreadyRegistered');
  });
});

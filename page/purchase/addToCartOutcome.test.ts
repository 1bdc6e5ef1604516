import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { AddToCartAnswer, SafeHtml, ShopFailure } from '../domain';
import { checkOrderTotal, interpretAddToCart, interpretAddToCartError } from './addToCartOutcome';
import { withOverrides } from './errorCatalogue';
import { formatTotalLimit, GIFT_CARD_LIMITS } from '../../shared/giftCards';
import * as v from 'valibot';

const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: 51,
  });

const answer = (fields: Partial<AddToCartAnswer>): AddToCartAnswer => ({
  problem: null,
  problemKey: null,
  quantityAdded: null,
  cartQuantity: null,
  orderId: null,
  ...fields,
});

const failure = (fields: Partial<ShopFailure>): ShopFailure => ({
  kind: 'http',
  status: null,
  serverMessage: null,
  exceptionMessage: null,
  errorKey: null,
  values: {},
  ...fields,
});

describe('interpretAddToCart (spec 4, 8)', () => {
  it('given the shop added every card, when read, should report them added with the cart total', () => {
    expect(
      interpretAddToCart(answer({ orderId: '7', quantityAdded: 2, cartQuantity: 5 }), 2),
    ).toEqual({ kind: 'added', quantity: 2, cartQuantity: 5, orderId: '7' });
  });
  it('given a problem message, when read, should mark the item unavailable with that message', () => {
    expect(interpretAddToCart(answer({ problem: 'Out Of Stock' }), 1)).toEqual({
      kind: 'unavailable',
      message: 'Out Of Stock',
    });
  });
  it('given fewer added than asked, when read, should give the quantity-limit message with {{qty}}', () => {
    expect(interpretAddToCart(answer({ quantityAdded: 40 }), 45)).toEqual({
      kind: 'quantityLimit',
      added: 40,
      message: 'Only 40 of the requested quantity could be added to your cart.',
    });
  });
  it('given no added count, when read, should take the requested quantity as added', () => {
    expect(interpretAddToCart(answer({}), 3)).toMatchObject({ kind: 'added', quantity: 3 });
  });
});

describe('interpretAddToCartError (spec 4, 8)', () => {
  it('given the page’s own code that only a reload can load, when read, should say to reload, keeping what was entered', () => {
    expect(interpretAddToCartError(failure({ kind: 'reload', status: null }))).toEqual({
      kind: 'failed',
      message:
        'Part of this page did not finish loading, so nothing was added to your cart. Reload the page to try again; what you have entered is kept.',
    });
  });
  it('given a 503, when read, should send the shopper to sign in', () => {
    expect(interpretAddToCartError(failure({ status: 503 }))).toEqual({ kind: 'signIn' });
  });
  it('given a 503 naming a brief outage of the shop, when read, should show the default message and keep the shopper on the page', () => {
    expect(
      interpretAddToCartError(failure({ status: 503, errorKey: '_ERR_SERVICE_UNAVAILABLE' })),
    ).toEqual({
      kind: 'failed',
      message: 'Sorry, Something went wrong. Please try after sometime.',
      // A server error: the shop keeps no answer under its key, so the same key may be sent again.
      outcomeUnknown: true,
    });
  });
  it('given a refusal with an exception message, when read, should mark the item unavailable', () => {
    expect(
      interpretAddToCartError(failure({ status: 400, exceptionMessage: 'Out Of Stock' })),
    ).toEqual({ kind: 'unavailable', message: 'Out Of Stock' });
  });
  it('given a 4xx with the shop’s message, when read, should show that message', () => {
    expect(interpretAddToCartError(failure({ status: 400, serverMessage: 'Bad amount' }))).toEqual({
      kind: 'failed',
      message: 'Bad amount',
    });
  });
  it('given a 5xx, a timeout, a cut-off answer or an unknown failure, when read, should show the default message and say the outcome is unknown', () => {
    const fallback = {
      kind: 'failed',
      message: 'Sorry, Something went wrong. Please try after sometime.',
      outcomeUnknown: true,
    };
    expect(interpretAddToCartError(failure({ kind: 'malformed', status: null }))).toEqual(fallback);
    expect(interpretAddToCartError(failure({ kind: 'network', status: null }))).toEqual(fallback);
    expect(interpretAddToCartError(failure({ status: 500, serverMessage: 'boom' }))).toEqual(
      fallback,
    );
    expect(interpretAddToCartError(failure({ kind: 'timeout' }))).toEqual(fallback);
    expect(interpretAddToCartError(failure({ kind: 'unknown' }))).toEqual(fallback);
  });
});

describe('the error catalogue on add to cart (spec 8)', () => {
  it('given a shop text with {{qty}}, when read, should show it filled', () => {
    expect(
      interpretAddToCart(answer({ problem: 'Only {{qty}} left', quantityAdded: 3 }), 5),
    ).toEqual({ kind: 'unavailable', message: 'Only 3 left' });
  });
  it('given a configured text for the key, when read, should use it', () => {
    const catalogue = withOverrides({
      errorMessages: { _ERR_REQUEST_QTY_LIMIT_EXCEEDED: 'We could add {{qty}}.' },
    });
    expect(interpretAddToCart(answer({ quantityAdded: 40 }), 45, catalogue)).toMatchObject({
      message: 'We could add 40.',
    });
  });
  it('given only errorKey _ERR_PARTIAL_QTY_LIMIT, when read, should show its text with {{maxQty}}', () => {
    expect(
      interpretAddToCartError(
        failure({ status: 400, errorKey: '_ERR_PARTIAL_QTY_LIMIT', values: { maxQty: 40 } }),
      ),
    ).toEqual({ kind: 'failed', message: 'You can add at most 40 of this item to your cart.' });
  });
  it('given a known key with a raw shop text and envelope, when read, should prefer the catalogue', () => {
    expect(
      interpretAddToCartError(
        failure({
          status: 400,
          errorKey: '_ERR_PARTIAL_QTY_LIMIT',
          serverMessage: 'raw shop text',
          exceptionMessage: 'raw shop text',
          values: { maxQty: 40 },
        }),
      ),
    ).toMatchObject({
      kind: 'failed',
      message: 'You can add at most 40 of this item to your cart.',
    });
  });
  it('given {{Item}} and {{state}} in the error data, when read, should fill both', () => {
    expect(
      interpretAddToCartError(
        failure({
          status: 400,
          errorKey: '_ERR_ITEM_STATE_RESTRICTION_ERROR',
          values: { Item: 'Summit Gift Card', state: 'HI' },
        }),
      ),
    ).toEqual({ kind: 'failed', message: 'Summit Gift Card cannot be shipped to HI.' });
  });
  it('given a 4xx text with {{maxQty}}, when read, should fill it', () => {
    expect(
      interpretAddToCartError(
        failure({ status: 400, serverMessage: 'At most {{maxQty}}', values: { maxQty: 9 } }),
      ),
    ).toEqual({ kind: 'failed', message: 'At most 9' });
  });
  it('given a configured default, when a 500 is read, should show it', () => {
    const catalogue = withOverrides({ errorMessages: { _ERR_DEFAULT_KEY: 'Try again soon.' } });
    expect(interpretAddToCartError(failure({ status: 500 }), catalogue)).toEqual({
      kind: 'failed',
      message: 'Try again soon.',
      outcomeUnknown: true,
    });
  });
});

describe('order limits before sending (spec 8, 9)', () => {
  const ctx = { liveChatUrl: '/help/live-chat', egiftPhone: '1-800-555-0142' };
  const limit = GIFT_CARD_LIMITS.totalMaxAmount;
  const shown = formatTotalLimit(limit);
  const standard = product('10001');
  const eGift = product('10003');
  it('given the limit exactly, should allow it; given more, should refuse with the live-chat link', () => {
    expect(
      checkOrderTotal({ product: standard, amount: limit / 50, quantity: 50 }, ctx),
    ).toBeNull();
    expect(
      checkOrderTotal({ product: standard, amount: limit / 50 + 1, quantity: 50 }, ctx),
    ).toEqual({
      key: '_TOTAL_GC_AMOUNT_EXCEDED_MAX_LIMIT',
      message: `Gift card orders over ${shown} must be placed with our live chat team.`,
      help: { href: '/help/live-chat', label: 'Chat with us' },
    });
  });
  it('given an eGift order above the limit, should give the phone link', () => {
    expect(checkOrderTotal({ product: eGift, amount: limit / 5, quantity: 5 }, ctx)).toBeNull();
    expect(checkOrderTotal({ product: eGift, amount: limit / 5 + 1, quantity: 5 }, ctx)).toEqual({
      key: '_TOTAL_EGC_AMOUNT_EXCEDED_MAX_LIMIT',
      message: `eGift card orders over ${shown} must be placed by phone at 1-800-555-0142.`,
      help: { href: 'tel:18005550142', label: 'Call 1-800-555-0142' },
    });
  });
  it('given a product with a limit of its own (totalGcMaxAmount), should hold the order to it', () => {
    const own = { ...standard, giftCard: { ...standard.giftCard, totalMaxAmount: 500 } };
    expect(checkOrderTotal({ product: own, amount: 100, quantity: 5 }, ctx)).toBeNull();
    expect(checkOrderTotal({ product: own, amount: 100, quantity: 6 }, ctx)).toMatchObject({
      message: 'Gift card orders over $500 must be placed with our live chat team.',
    });
  });
});

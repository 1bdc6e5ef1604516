import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { AddToCartAnswer, SafeHtml, ShopFailure } from '../domain';
import { buildAddToCartPayload, interpretAddToCart, interpretAddToCartError } from './addToCart';
import * as v from 'valibot';

const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
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
      isPickUpInStore: false,
      isShipToStore: false,
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

const answer = (fields: Partial<AddToCartAnswer>): AddToCartAnswer => ({
  problem: null,
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
  it('given a 503, when read, should send the shopper to sign in', () => {
    expect(interpretAddToCartError(failure({ status: 503 }))).toEqual({ kind: 'signIn' });
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
  it('given a 5xx, a timeout or an unknown failure, when read, should show the default message', () => {
    const fallback = {
      kind: 'failed',
      message: 'Sorry, Something went wrong. Please try after sometime.',
    };
    expect(interpretAddToCartError(failure({ status: 500, serverMessage: 'boom' }))).toEqual(
      fallback,
    );
    expect(interpretAddToCartError(failure({ kind: 'timeout' }))).toEqual(fallback);
    expect(interpretAddToCartError(failure({ kind: 'unknown' }))).toEqual(fallback);
  });
});

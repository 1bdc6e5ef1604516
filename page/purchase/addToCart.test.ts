import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { ApiError } from '../api/errors';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { SafeHtml } from '../domain';
import {
  buildAddToCartPayload,
  interpretAddToCart,
  interpretAddToCartError,
  MESSAGES,
} from './addToCart';
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

describe('interpretAddToCart (spec 4, 8)', () => {
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
    expect(interpretAddToCart({ addToCart: { errorMessage: 'Nope' } }, 1).kind).toBe('unavailable');
  });
  it('fewer added than asked: the quantity-limit message with {{qty}}', () => {
    expect(interpretAddToCart({ addToCart: { totalQuantityAdded: 40 } }, 45)).toEqual({
      kind: 'quantityLimit',
      added: 40,
      message: 'Only 40 of the requested quantity could be added to your cart.',
    });
  });
  it('503 → sign in; refusals keep the shop’s message; else the default', () => {
    const http = (status: number, body: unknown, serverMessage?: string) =>
      new ApiError({
        kind: 'http',
        method: 'POST',
        url: '/api/cart/sku',
        status,
        body,
        ...(serverMessage ? { serverMessage } : {}),
      });
    expect(interpretAddToCartError(http(503, {}))).toEqual({ kind: 'signIn' });
    expect(
      interpretAddToCartError(http(400, { addToCart: { exceptionMessage: 'Out Of Stock' } })),
    ).toEqual({
      kind: 'unavailable',
      message: 'Out Of Stock',
    });
    expect(interpretAddToCartError(http(400, {}, 'Bad amount'))).toEqual({
      kind: 'failed',
      message: 'Bad amount',
    });
    expect(interpretAddToCartError(http(500, {}, 'boom'))).toEqual({
      kind: 'failed',
      message: MESSAGES._ERR_DEFAULT_KEY,
    });
    expect(interpretAddToCartError(new Error('x'))).toEqual({
      kind: 'failed',
      message: 'Sorry, Something went wrong. Please try after sometime.',
    });
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
    });
  });
  it("reads 'already exist' as already registered, anything else as success", async () => {
    const { backInStockOutcome } = await import('./backInStock');
    expect(backInStockOutcome({ backInStock: { status: 'SUCCESS' } })).toBe('success');
    expect(
      backInStockOutcome({ backInStock: { status: 'Email already exist for this product' } }),
    ).toBe('alreadyRegistered');
  });
});

import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { SafeHtml } from '../domain';
import { buildAddToCartPayload } from './addToCartPayload';
import * as v from 'valibot';

const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: 51,
  });

describe('buildAddToCartPayload (spec 3)', () => {
  it('given the standard card, should send skus, giftAmount, inventoryCheck and isGCItem', () => {
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
  it('given an eGift, should send the orderItem variant, the sender, one recipient per card and isSendToOne 0', () => {
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
  it('given an eGift sent to one address, should send one recipient and isSendToOne 1', () => {
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

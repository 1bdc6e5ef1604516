import { describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import { reshapeProduct } from '../api/reshape';
import { productResponseWire } from '../api/wire';
import type { SafeHtml } from '../domain';
import { backInStockOutcome, backInStockRequest } from './backInStock';
import * as v from 'valibot';

const product = (id: string) =>
  reshapeProduct(v.parse(productResponseWire, productResponse(id)), {
    sanitizeHtml: (h) => h as SafeHtml,
    defaultBulkMinQuantity: 51,
  });

describe('back in stock (spec 4)', () => {
  it('given a selected SKU and a padded e-mail, when the request is built, should name the SKU, its part number and the trimmed e-mail', () => {
    expect(backInStockRequest(product('10004'), '20006', ' ana@example.com ')).toEqual({
      kind: 'product',
      productId: '10004',
      skuId: '20006',
      partNumber: 'CF-10004',
      email: 'ana@example.com',
    });
  });
  it("given a status containing 'already exist', when read, should say already registered", () => {
    expect(backInStockOutcome({ status: 'Email already exist for this product' })).toBe(
      'alreadyRegistered',
    );
  });
  it('given any other status, when read, should say success', () => {
    expect(backInStockOutcome({ status: 'SUCCESS' })).toBe('success');
  });
});

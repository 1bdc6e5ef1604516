import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { interpretAddToCartError } from '../purchase/addToCart';
import { toAddFailure } from './addFailure';

const http = (status: number, body: unknown, errorKey?: string, serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    url: '/api/cart/sku',
    status,
    body,
    ...(errorKey ? { errorKey } : {}),
    ...(serverMessage ? { serverMessage } : {}),
  });

describe('toAddFailure', () => {
  it("reads the shop's partial-quantity refusal (CONTRACT.md) into key, text and values", () => {
    const body = {
      addToCart: {
        exceptionCode: '_ERR_PARTIAL_QTY_LIMIT',
        exceptionMessage: 'Only 40 allowed',
        totalQuantityAdded: 0,
        totalCartQuantity: 40,
      },
      errors: [{ errorKey: '_ERR_PARTIAL_QTY_LIMIT', data: { maxQty: 40, nested: { x: 1 } } }],
    };
    const failure = toAddFailure(http(400, body, '_ERR_PARTIAL_QTY_LIMIT', 'Only 40 allowed'));
    expect(failure).toEqual({
      status: 400,
      errorKey: '_ERR_PARTIAL_QTY_LIMIT',
      message: 'Only 40 allowed',
      values: { qty: 0, totalQty: 40, maxQty: 40 },
      unavailableMessage: 'Only 40 allowed',
    });
    expect(interpretAddToCartError(failure)).toEqual({
      kind: 'failed',
      message: 'You can add at most 40 of this item to your cart.',
    });
  });
  it('takes the envelope exceptionCode when errors[] has no key', () => {
    expect(
      toAddFailure(http(409, { addToCart: { exceptionCode: '_ERR_ITEM_OUT_OF_STOCK' } }))?.errorKey,
    ).toBe('_ERR_ITEM_OUT_OF_STOCK');
  });
  it('network failures and timeouts have no status; other errors are unknown', () => {
    const network = new ApiError({ kind: 'network', method: 'POST', url: '/api/cart/sku' });
    expect(toAddFailure(network)).toMatchObject({ status: null });
    expect(toAddFailure(new Error('x'))).toBeNull();
    expect(toAddFailure(http(500, 'not json'))).toMatchObject({ status: 500, values: {} });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../lazy/retryImport';
import { ApiError } from './errors';
import { shopFailureOf } from './failures';

const http = (status: number, body: unknown, serverMessage?: string) =>
  new ApiError({
    kind: 'http',
    method: 'POST',
    url: '/api/cart/sku',
    status,
    body,
    ...(serverMessage ? { serverMessage } : {}),
  });

describe('shopFailureOf', () => {
  it('given a refusal carrying the add-to-cart envelope, when read, should lift its exception message', () => {
    expect(shopFailureOf(http(400, { addToCart: { exceptionMessage: 'Out Of Stock' } }))).toEqual({
      kind: 'http',
      status: 400,
      serverMessage: null,
      exceptionMessage: 'Out Of Stock',
      errorKey: null,
      values: {},
    });
  });
  it('given an http error with the shop’s message, when read, should keep status and message', () => {
    expect(shopFailureOf(http(503, {}, 'Sign in'))).toMatchObject({
      kind: 'http',
      status: 503,
      serverMessage: 'Sign in',
    });
  });
  it('given the shop client’s own code that only a reload can load, when read, should say a reload is needed', () => {
    const cause = new ChunkLoadError('Loading api chunk failed', { stale: true });
    const network = (c: unknown) =>
      new ApiError({ kind: 'network', method: 'POST', url: '(shop client chunk)', cause: c });
    expect(shopFailureOf(network(cause)).kind).toBe('reload');
    // A chunk that may load on the next try is a plain network failure.
    expect(shopFailureOf(network(new ChunkLoadError('Loading failed'))).kind).toBe('network');
  });
  it('given a timeout, when read, should keep the kind and no status', () => {
    const timeout = new ApiError({ kind: 'timeout', method: 'GET', url: '/x' });
    expect(shopFailureOf(timeout)).toEqual({
      kind: 'timeout',
      status: null,
      serverMessage: null,
      exceptionMessage: null,
      errorKey: null,
      values: {},
    });
  });
  it("given the shop's partial-quantity refusal, when read, should lift its key and values", () => {
    const body = {
      addToCart: {
        exceptionCode: '_ERR_PARTIAL_QTY_LIMIT',
        exceptionMessage: 'Only 40 allowed',
        totalQuantityAdded: 0,
        totalCartQuantity: 40,
      },
      errors: [{ errorKey: '_ERR_PARTIAL_QTY_LIMIT', data: { maxQty: 40, nested: { x: 1 } } }],
    };
    expect(shopFailureOf(http(400, body))).toMatchObject({
      errorKey: '_ERR_PARTIAL_QTY_LIMIT',
      values: { qty: 0, totalQty: 40, maxQty: 40 },
      exceptionMessage: 'Only 40 allowed',
    });
  });
  it('given only the envelope exceptionCode, when read, should take it as the key', () => {
    expect(
      shopFailureOf(http(409, { addToCart: { exceptionCode: '_ERR_ITEM_OUT_OF_STOCK' } })).errorKey,
    ).toBe('_ERR_ITEM_OUT_OF_STOCK');
  });
  it('given a non-JSON body, when read, should have no values', () => {
    expect(shopFailureOf(http(500, '<html>'))).toMatchObject({ status: 500, values: {} });
  });
  it('given something that is not an API error, when read, should say unknown', () => {
    expect(shopFailureOf(new Error('x')).kind).toBe('unknown');
  });
});

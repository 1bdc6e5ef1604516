// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError, shopFailureOf } from './errors';

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
    });
  });
  it('given an http error with the shop’s message, when read, should keep status and message', () => {
    expect(shopFailureOf(http(503, {}, 'Sign in'))).toMatchObject({
      kind: 'http',
      status: 503,
      serverMessage: 'Sign in',
    });
  });
  it('given a timeout, when read, should keep the kind and no status', () => {
    const timeout = new ApiError({ kind: 'timeout', method: 'GET', url: '/x' });
    expect(shopFailureOf(timeout)).toEqual({
      kind: 'timeout',
      status: null,
      serverMessage: null,
      exceptionMessage: null,
    });
  });
  it('given something that is not an API error, when read, should say unknown', () => {
    expect(shopFailureOf(new Error('x')).kind).toBe('unknown');
  });
});

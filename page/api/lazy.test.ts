// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createShopClient, type ShopClient } from './index';
import { ApiError } from './errors';
import { createLazyShopClient } from './lazy';
import type { HttpClient } from './http';

/** A real shop client over a fake transport that answers every GET /api/cart with one order. */
function realClient(): { client: ShopClient; paths: string[] } {
  const paths: string[] = [];
  const http: HttpClient = {
    baseUrl: '',
    request: (path) => {
      paths.push(path);
      return Promise.resolve({ cart: { orderId: '42', totalCartQuantity: 3 } } as never);
    },
    requestWithStatus: (path) => {
      paths.push(path);
      return Promise.resolve({ status: 200, data: {} } as never);
    },
  };
  return { client: createShopClient(http), paths };
}

describe('createLazyShopClient', () => {
  it('given a lazy client, when nothing is called, should not load the real client', () => {
    const load = vi.fn(() => Promise.resolve(realClient().client));
    createLazyShopClient(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('given a lazy client, when two calls are made, should load the real client once and pass each call through with its arguments', async () => {
    const real = realClient();
    const load = vi.fn(() => Promise.resolve(real.client));
    const lazy = createLazyShopClient(load);
    const [a, b] = await Promise.all([lazy.getCart('000000'), lazy.getCart('77')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ cart: { orderId: '42', totalCartQuantity: 3 } });
    expect(b).toEqual(a);
    expect(real.paths).toEqual(['/api/cart/000000', '/api/cart/77']);
  });

  it('given the real client has every method, when the lazy client is built, should offer the same methods', () => {
    const lazy = createLazyShopClient(() => Promise.resolve(realClient().client));
    const methods = Object.keys(realClient().client).sort();
    expect(methods.length).toBeGreaterThan(30);
    for (const name of methods) expect(typeof lazy[name as keyof ShopClient]).toBe('function');
  });

  it('given the chunk fails to load, when a call is made, should fail with a network ApiError and load again on the next call', async () => {
    const real = realClient();
    const load = vi
      .fn<() => Promise<ShopClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real.client);
    const lazy = createLazyShopClient(load);
    const failure = await lazy.getCart('000000').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('network');
    expect((failure as ApiError).retryable).toBe(true);
    await expect(lazy.getCart('000000')).resolves.toEqual({
      cart: { orderId: '42', totalCartQuantity: 3 },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('given a failing chunk, when preloaded, should not reject and should leave the next call to load again', async () => {
    const load = vi
      .fn<() => Promise<ShopClient>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(realClient().client);
    const lazy = createLazyShopClient(load);
    lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(lazy.getCart('1')).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

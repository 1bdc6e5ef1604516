// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createShopClient, type ShopClient } from './index';
import { earlyEndpoints, type EarlyShopClient } from './early';
import { ApiError } from './errors';
import { createLazyShopClient } from './lazy';
import type { HttpClient } from './http';

/** A real shop client over a fake transport that answers every GET /api/cart with one order. */
function fakeHttp(paths: string[]): HttpClient {
  return {
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
}

/** A real shop client over a fake transport that answers every GET /api/cart with one order. */
function realClient(): { client: ShopClient; paths: string[] } {
  const paths: string[] = [];
  return { client: createShopClient(fakeHttp(paths)), paths };
}

/** The early calls' real client over the same fake transport. */
function realEarlyClient(): { client: EarlyShopClient; paths: string[] } {
  const paths: string[] = [];
  return { client: earlyEndpoints(fakeHttp(paths)), paths };
}

describe('createLazyShopClient', () => {
  it('given a lazy client, when nothing is called, should not load the real client', () => {
    const load = vi.fn(() => Promise.resolve(realClient().client));
    createLazyShopClient({ load: load });
    expect(load).not.toHaveBeenCalled();
  });

  it('given a lazy client, when two calls are made, should load the real client once and pass each call through with its arguments', async () => {
    const real = realClient();
    const load = vi.fn(() => Promise.resolve(real.client));
    const lazy = createLazyShopClient({ load: load });
    const [a, b] = await Promise.all([lazy.getCart('000000'), lazy.getCart('77')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toEqual({ cart: { orderId: '42', totalCartQuantity: 3 } });
    expect(b).toEqual(a);
    expect(real.paths).toEqual(['/api/cart/000000', '/api/cart/77']);
  });

  it('given the real client has every method, when the lazy client is built, should offer the same methods', () => {
    const lazy = createLazyShopClient({ load: () => Promise.resolve(realClient().client) });
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
    const lazy = createLazyShopClient({ load: load });
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
    const lazy = createLazyShopClient({ load: load });
    lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(lazy.getCart('1')).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('given an early client, when the page reads the cart and the fraud collector calls, should load only the early client', async () => {
    const whole = realClient();
    const early = realEarlyClient();
    const load = vi.fn(() => Promise.resolve(whole.client));
    const loadEarly = vi.fn(() => Promise.resolve(early.client));
    const lazy = createLazyShopClient({ load, loadEarly });
    lazy.preloadEarly();
    await lazy.getCart('000000');
    await lazy.fraudConfig();
    await lazy.fraudGenerateCookie();
    expect(loadEarly).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(early.paths).toEqual(['/api/cart/000000', '/cs/config', '/cs/generatecookie']);
    expect(whole.paths).toEqual([]);
  });

  it('given an early client, when any other call is made or the whole client preloaded, should load the whole client once', async () => {
    const whole = realClient();
    const load = vi.fn(() => Promise.resolve(whole.client));
    const loadEarly = vi.fn(() => Promise.resolve(realEarlyClient().client));
    const lazy = createLazyShopClient({ load, loadEarly });
    lazy.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await lazy.restoreCart();
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadEarly).not.toHaveBeenCalled();
    expect(whole.paths).toEqual(['/api/cart/restore']);
  });

  it('given the whole client, should serve every early call the early client serves', () => {
    const early = Object.keys(realEarlyClient().client);
    expect(early.length).toBe(6);
    expect(Object.keys(realClient().client)).toEqual(expect.arrayContaining(early));
  });
});

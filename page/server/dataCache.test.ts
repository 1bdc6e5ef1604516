// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ShopClient } from '../api';
import type { SafeHtml } from '../domain';
import type { SanitizeHtml } from '../sanitize/policy';
import { createDataCache } from './dataCache';

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('createDataCache.get', () => {
  it('given a cached value, when asked again, should serve it fresh without a call, then stale while one call refreshes it', async () => {
    const c = clock();
    const cache = createDataCache({ freshMs: 100, staleMs: 1000, now: c.now });
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    expect(await cache.get('k', load)).toBe('v1');
    c.advance(50);
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);

    c.advance(100); // stale: the old value at once, one refresh behind it
    const refresh = deferred<string>();
    const slowLoad = vi.fn(() => refresh.promise);
    expect(await cache.get('k', slowLoad)).toBe('v1');
    expect(await cache.get('k', slowLoad)).toBe('v1');
    expect(slowLoad).toHaveBeenCalledTimes(1);
    refresh.resolve('v2');
    await vi.waitFor(async () => expect(await cache.get('k', load)).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given a value older than fresh + stale, when asked, should not serve it', async () => {
    const c = clock();
    const cache = createDataCache({ freshMs: 100, staleMs: 100, now: c.now });
    const load = vi.fn().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    await cache.get('k', load);
    c.advance(201);
    expect(await cache.get('k', load)).toBe('new');
  });

  it('given concurrent misses, when asked, should share one call and cache no failure', async () => {
    const cache = createDataCache();
    const first = deferred<string>();
    const load = vi.fn(() => first.promise);
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    first.reject(new Error('shop down'));
    await expect(a).rejects.toThrow('shop down');
    await expect(b).rejects.toThrow('shop down');
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('given a failed background refresh, should serve the stale value without asking again until the back-off has passed', async () => {
    const c = clock();
    const onRefreshError = vi.fn();
    const cache = createDataCache({
      freshMs: 10,
      staleMs: 10_000,
      refreshBackoffMs: 2_000,
      now: c.now,
      onRefreshError,
    });
    await cache.get('k', () => Promise.resolve('v1'));
    c.advance(20);
    const failing = vi.fn(() => Promise.reject(new Error('shop down')));
    expect(await cache.get('k', failing)).toBe('v1');
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledTimes(1));
    // A burst of requests during the back-off: the stale value, no call, no report.
    for (let i = 0; i < 5; i += 1) expect(await cache.get('k', failing)).toBe('v1');
    c.advance(1_999);
    expect(await cache.get('k', failing)).toBe('v1');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(onRefreshError).toHaveBeenCalledTimes(1);
    // Once it has passed, the next request tries again; a success ends the back-off.
    c.advance(2);
    const recovered = vi.fn(() => Promise.resolve('v2'));
    await cache.get('k', recovered);
    expect(recovered).toHaveBeenCalledTimes(1);
    await vi.waitFor(async () => expect(await cache.get('k', failing)).toBe('v2'));
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('given a failing background refresh, when asked, should keep the stale value', async () => {
    const c = clock();
    const onRefreshError = vi.fn();
    const cache = createDataCache({ freshMs: 10, staleMs: 1000, now: c.now, onRefreshError });
    await cache.get('k', () => Promise.resolve('v1'));
    c.advance(20);
    expect(await cache.get('k', () => Promise.reject(new Error('blip')))).toBe('v1');
    await vi.waitFor(() => expect(onRefreshError).toHaveBeenCalledWith('k', expect.any(Error)));
    expect(await cache.get('k', () => Promise.reject(new Error('blip')))).toBe('v1');
  });

  it('given entries from another version, when asked, should treat them as misses', async () => {
    let version = 'build-1';
    const cache = createDataCache({ version: () => version });
    await cache.get('k', () => Promise.resolve('from build 1'));
    version = 'build-2';
    expect(await cache.get('k', () => Promise.resolve('from build 2'))).toBe('from build 2');
  });
});

describe('createDataCache.shop', () => {
  function fakeShop() {
    const getProduct = vi.fn((id: string) =>
      Promise.resolve({ productinfo: { id }, inventory: { online: [{ skuId: '1' }] } }),
    );
    const getInventory = vi.fn(() => Promise.resolve({ data: { inventory: {} } }));
    const getReviewStatistics = vi.fn(() => Promise.resolve({ averageRating: 4 }));
    return {
      getProduct,
      getInventory,
      getReviewStatistics,
      client: { getProduct, getInventory, getReviewStatistics } as unknown as ShopClient,
    };
  }

  it('given product and inventory calls, when repeated, should cache products by product and store but never inventory', async () => {
    const cache = createDataCache();
    const fake = fakeShop();
    const shop = cache.shop(fake.client);
    const signal = new AbortController().signal;
    const shaping = { sanitizeHtml: (h: string) => h as SafeHtml, defaultBulkMinQuantity: 51 };
    const first = await shop.getProduct('10001', shaping, { storeId: '715', signal });
    expect(first).toHaveProperty('inventory'); // the request that loaded it gets everything
    const second = await shop.getProduct('10001', shaping, { storeId: '715', signal });
    expect(second).not.toHaveProperty('inventory');
    expect(second).toHaveProperty('productinfo.id', '10001');
    expect(fake.getProduct).toHaveBeenCalledTimes(1);
    // The shared call does not carry one request's abort signal.
    expect(fake.getProduct.mock.calls[0]).toEqual(['10001', shaping, { storeId: '715' }]);

    await shop.getProduct('10001', shaping, { storeId: '9' });
    await shop.getProduct('10002', shaping, { storeId: '715' });
    expect(fake.getProduct).toHaveBeenCalledTimes(3);

    await shop.getInventory({ productId: '10001' });
    await shop.getInventory({ productId: '10001' });
    expect(fake.getInventory).toHaveBeenCalledTimes(2);
  });

  it('given inventory calls for one product and store at the same time, when the first is on its way, should share it, keep nothing, and let each caller abort its own wait', async () => {
    const cache = createDataCache();
    const fake = fakeShop();
    let answer!: (value: unknown) => void;
    fake.getInventory.mockImplementationOnce(
      () => new Promise((resolve) => (answer = resolve)) as never,
    );
    const shop = cache.shop(fake.client);
    const leaving = new AbortController();
    const a = shop.getInventory({ productId: '10001', storeId: '715' });
    const b = shop.getInventory({ productId: '10001', storeId: '715', signal: leaving.signal });
    const otherStore = shop.getInventory({ productId: '10001', storeId: '9' });
    leaving.abort(new Error('gone'));
    await expect(b).rejects.toThrow('gone');
    answer({ online: 'shared' });
    await expect(a).resolves.toEqual({ online: 'shared' });
    await otherStore;
    expect(fake.getInventory).toHaveBeenCalledTimes(2);
    // The shared call carries no caller's signal.
    expect(fake.getInventory.mock.calls[0]).toEqual([{ productId: '10001', storeId: '715' }]);
    // Once answered, the next call asks again (inventory is never kept).
    await shop.getInventory({ productId: '10001', storeId: '715' });
    expect(fake.getInventory).toHaveBeenCalledTimes(3);
  });

  it('given review statistics calls, when repeated, should cache them by product', async () => {
    const cache = createDataCache();
    const fake = fakeShop();
    const shop = cache.shop(fake.client);
    await shop.getReviewStatistics({ productId: '10001' });
    await shop.getReviewStatistics({ productId: '10001' });
    expect(fake.getReviewStatistics).toHaveBeenCalledTimes(1);
  });

  it('given cached entries, when invalidated, should drop them', async () => {
    const cache = createDataCache();
    const fake = fakeShop();
    const shop = cache.shop(fake.client);
    const shaping = { sanitizeHtml: (h: string) => h as SafeHtml, defaultBulkMinQuantity: 51 };
    await shop.getProduct('10001', shaping);
    cache.invalidate('product:');
    await shop.getProduct('10001', shaping);
    expect(fake.getProduct).toHaveBeenCalledTimes(2);
  });
});

describe('createDataCache.sanitizer', () => {
  it('given repeated sources, when sanitised, should sanitise each distinct source once', () => {
    const sanitize = vi.fn((html: string) => html.replace(/<script.*?<\/script>/g, ''));
    const cached = createDataCache().sanitizer(sanitize as unknown as SanitizeHtml);
    const dirty = '<p>Hi</p><script>alert(1)</script>';
    expect(String(cached(dirty))).toBe('<p>Hi</p>');
    expect(String(cached(dirty))).toBe('<p>Hi</p>');
    expect(String(cached('<p>Other</p>'))).toBe('<p>Other</p>');
    expect(sanitize).toHaveBeenCalledTimes(2);
  });
});

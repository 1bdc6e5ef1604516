// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createDataStore, DEDUPING_INTERVAL_MS, serializeKey } from './dataStore';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const KEY = serializeKey(['cart']);

describe('createDataStore', () => {
  it('given a key never fetched, when read, should give no data, no error and no request running', () => {
    expect(createDataStore().get(KEY)).toEqual({
      data: undefined,
      error: undefined,
      isValidating: false,
    });
  });

  it('given a fetch, when it answers, should notify the listeners and hold the answer', async () => {
    const store = createDataStore();
    const listener = vi.fn();
    store.subscribe(KEY, listener);
    const answer = deferred<number>();
    const done = store.revalidate(KEY, () => answer.promise, true);
    expect(store.get(KEY).isValidating).toBe(true);
    answer.resolve(3);
    await done;
    expect(store.get(KEY)).toEqual({ data: 3, error: undefined, isValidating: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('given two asks within the de-duplication window, when the second is de-duplicated, should make one request', async () => {
    let clock = 0;
    const store = createDataStore(() => clock);
    const fetcher = vi.fn(() => Promise.resolve('a'));
    await store.revalidate(KEY, fetcher, true);
    clock = DEDUPING_INTERVAL_MS - 1;
    await store.revalidate(KEY, fetcher, true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    clock = DEDUPING_INTERVAL_MS;
    await store.revalidate(KEY, fetcher, true);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('given data, when a later fetch fails, should keep the data and record the error until the next answer', async () => {
    const store = createDataStore();
    await store.revalidate(KEY, () => Promise.resolve('old'), false);
    const failure = new Error('down');
    await store.revalidate(KEY, () => Promise.reject(failure), false);
    expect(store.get(KEY)).toEqual({ data: 'old', error: failure, isValidating: false });
    await store.revalidate(KEY, () => Promise.resolve('new'), false);
    expect(store.get(KEY)).toEqual({ data: 'new', error: undefined, isValidating: false });
  });

  it('given a slow request and a newer one, when the slow one answers last, should keep the newer answer', async () => {
    const store = createDataStore();
    const slow = deferred<string>();
    const first = store.revalidate(KEY, () => slow.promise, false);
    await store.revalidate(KEY, () => Promise.resolve('newer'), false);
    slow.resolve('older');
    await first;
    expect(store.get(KEY).data).toBe('newer');
  });

  it('given a mounted fetcher, when the key is refreshed from outside, should fetch again; without one, nothing', async () => {
    const store = createDataStore();
    const fetcher = vi.fn(() => Promise.resolve(1));
    await store.refresh(['cart']);
    expect(store.get(KEY).isValidating).toBe(false);
    const remove = store.register(KEY, fetcher);
    await store.refresh(['cart']);
    await store.refresh(['cart']);
    expect(fetcher).toHaveBeenCalledTimes(2);
    remove();
    await store.refresh(['cart']);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});

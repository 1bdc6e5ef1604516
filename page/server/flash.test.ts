import { describe, expect, it } from 'vitest';
import { createFlashStore } from './flash';

describe('createFlashStore', () => {
  it('given a value put, when taken twice, should give it once', () => {
    const store = createFlashStore<string>();
    const id = store.put('added');
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(store.take(id)).toBe('added');
    expect(store.take(id)).toBeNull();
  });

  it('given an entry older than its time to live, should give nothing', () => {
    let time = 0;
    const store = createFlashStore<string>({ ttlMs: 1000, now: () => time });
    const id = store.put('late');
    time = 1000;
    expect(store.take(id)).toBeNull();
  });

  it('given more entries than allowed, should drop the oldest first', () => {
    const store = createFlashStore<number>({ maxEntries: 2 });
    const first = store.put(1);
    const second = store.put(2);
    const third = store.put(3);
    expect(store.size).toBe(2);
    expect(store.take(first)).toBeNull();
    expect(store.take(second)).toBe(2);
    expect(store.take(third)).toBe(3);
  });

  it('given an id it never made, should give nothing', () => {
    expect(createFlashStore<string>().take('x'.repeat(22))).toBeNull();
  });
});

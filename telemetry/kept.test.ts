// @vitest-environment node
/** A table's entry made once and kept within a bound (./kept.ts). */
import { describe, expect, it, vi } from 'vitest';
import { kept, newMap } from './kept';

describe('kept', () => {
  it('given a key seen before, should answer the entry made the first time without making another', () => {
    const table = new Map<string, { id: number }>();
    const make = vi.fn(() => ({ id: make.mock.calls.length }));
    const first = kept(table, 'GET /p/:slug 200', make);
    expect(kept(table, 'GET /p/:slug 200', make)).toBe(first);
    expect(kept(table, 'POST /api/* 503', make)).not.toBe(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('given a full table, should answer a new entry each time and keep none of them', () => {
    const table = new Map<number, object>();
    kept(table, 1, () => ({}), 2);
    kept(table, 2, () => ({}), 2);
    const make = vi.fn(() => ({}));
    expect(kept(table, 3, make, 2)).not.toBe(kept(table, 3, make, 2));
    expect(make).toHaveBeenCalledTimes(2);
    expect([...table.keys()]).toEqual([1, 2]);
  });

  it('given a WeakMap of tables, should keep one table per object', () => {
    const tables = new WeakMap<object, Map<string, number>>();
    const histogram = {};
    kept(tables, histogram, newMap<string, number>).set('a', 1);
    expect(kept(tables, histogram, newMap<string, number>).get('a')).toBe(1);
    expect(kept(tables, {}, newMap<string, number>).get('a')).toBeUndefined();
  });
});

/**
 * A table's entry for `key`: made by `make` the first time, and kept while the table holds fewer
 * than `most` entries (a WeakMap has no size: always kept). The metrics' series are found this way
 * (./histogramSeries.ts, ./counterSeries.ts), their label values from route patterns, status codes
 * and fixed sets; the bound keeps a stray value from growing a table without end.
 */
interface Table<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
  readonly size?: number;
}

export function kept<K, V>(table: Table<K, V>, key: K, make: () => V, most = Infinity): V {
  let value = table.get(key);
  if (value === undefined) {
    value = make();
    if ((table.size ?? 0) < most) table.set(key, value);
  }
  return value;
}

/** A new Map, as `kept`'s `make` for a table of tables. */
export const newMap = <K, V>(): Map<K, V> => new Map<K, V>();

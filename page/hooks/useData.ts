/**
 * Reads one key of the page's data store (dataStore.ts), fetching it when the hook mounts or the
 * key changes, unless told otherwise: the hook SWR's `useSWR` was, trimmed to what the page uses.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { serializeKey, type DataEntry, type DataKey, type DataStore } from '../providers/dataStore';
import { useDataStore } from '../providers/DataProvider';
import { nextTask } from '../lazy/lazyWithRetry';

export interface UseDataOptions<T> {
  /** Returned while the store has no data for the key (the server's answer). */
  fallbackData?: T;
  /** Fetch on the first mount. @default no data yet, or `revalidateIfStale` */
  revalidateOnMount?: boolean;
  /** Fetch on mount or key change even with data. @default true */
  revalidateIfStale?: boolean;
}

export interface DataResult<T> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
  /** Fetches the key again (a new request, never de-duplicated). */
  refresh: () => Promise<void>;
}

const NO_KEY = '';

export function useData<T, K extends DataKey>(
  key: K | null,
  fetcher: (key: K) => Promise<T>,
  options: UseDataOptions<T> = {},
): DataResult<T> {
  const store = useDataStore();
  const id = key ? serializeKey(key) : NO_KEY;
  const entry = useStoreEntry(store, id);

  const cached = entry.data as T | undefined;
  const hasData = cached !== undefined || options.fallbackData !== undefined;

  // The latest key, fetcher and options, for the effects and `refresh`.
  const latest = useRef({ key, fetcher, options, hasData });
  useEffect(() => {
    latest.current = { key, fetcher, options, hasData };
  });
  const run = useCallback(() => {
    const { key: k, fetcher: f } = latest.current;
    return k ? f(k) : Promise.resolve(undefined);
  }, []);

  useEffect(() => (id ? store.register(id, run) : undefined), [store, id, run]);

  // On mount and on each key change: fetch unless the options say the data at hand will do.
  const mounted = useRef(false);
  useEffect(() => {
    const { options: o, hasData: has } = latest.current;
    const fetchNow =
      !mounted.current && o.revalidateOnMount !== undefined
        ? o.revalidateOnMount
        : !has || (o.revalidateIfStale ?? true);
    mounted.current = true;
    // In a task of its own: the effects of a hydration run in one task, and a request started in
    // it (the fetch, the re-render it schedules) lengthened that task.
    if (id && fetchNow) return nextTask(() => void store.revalidate(id, run, true));
    return undefined;
  }, [store, id, run]);

  const refresh = useCallback(
    () => (id ? store.revalidate(id, run, false) : Promise.resolve()),
    [store, id, run],
  );
  return {
    data: cached ?? options.fallbackData,
    error: entry.error,
    isValidating: entry.isValidating,
    refresh,
  };
}

/**
 * The store's entry for `id`, read as it is now, re-rendered in a transition when it changes.
 * (useSyncExternalStore re-renders its readers synchronously: a fetch started as the page
 * hydrates, or an answer, would re-render the whole product page in one long task on a phone. A
 * transition renders in slices, between which a tap or a keystroke is handled.)
 */
function useStoreEntry(store: DataStore, id: string): DataEntry {
  const [, setVersion] = useState(0);
  const current = store.get(id);
  useEffect(() => {
    if (!id) return;
    const update = () => startTransition(() => setVersion((v) => v + 1));
    const unsubscribe = store.subscribe(id, update);
    // A change between this render and the subscription.
    if (store.get(id) !== current) update();
    return unsubscribe;
    // `current` is read once, when subscribing: later changes come through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, id]);
  return current;
}

/**
 * The page's data cache: shop answers by key, shared by every hook that asks for the same key,
 * with the few behaviours the page relies on (what SWR gave it, without SWR's 13 KB in the first
 * load):
 * - one request per key at a time: a second ask within the de-duplication window (2 s from the
 *   request's start) shares the first; `refresh` always starts a new one, and only the newest
 *   request's answer is kept;
 * - a failure keeps the last data and records the error until the next answer;
 * - no retries (the fetch wrapper retries) and no refetch on focus or reconnect.
 *
 * One store per <App> (per request on the server, per story and test); nothing is fetched on the
 * server, where hooks return their fallback.
 */

export type DataKey = readonly (string | number)[];

export interface DataEntry<T = unknown> {
  data: T | undefined;
  error: unknown;
  isValidating: boolean;
}

interface Slot {
  entry: DataEntry;
  listeners: Set<() => void>;
  /** The hooks' fetchers, for `refresh(key)` from outside them (e.g. the cart after an addition). */
  fetchers: Set<() => Promise<unknown>>;
  request: { seq: number; startedAt: number; done: Promise<void> } | null;
}

export const DEDUPING_INTERVAL_MS = 2000;
const EMPTY: DataEntry = { data: undefined, error: undefined, isValidating: false };

export function serializeKey(key: DataKey): string {
  return JSON.stringify(key);
}

export interface DataStore {
  get: (key: string) => DataEntry;
  subscribe: (key: string, listener: () => void) => () => void;
  /** Registers a mounted hook's fetcher under its key; returns the remover. */
  register: (key: string, fetcher: () => Promise<unknown>) => () => void;
  /** Fetches `key`; `dedupe` shares a request started within the window. */
  revalidate: (key: string, fetcher: () => Promise<unknown>, dedupe: boolean) => Promise<void>;
  /** Fetches `key` again with a mounted hook's fetcher (no-op when none is mounted). */
  refresh: (key: DataKey) => Promise<void>;
}

export function createDataStore(now: () => number = Date.now): DataStore {
  const slots = new Map<string, Slot>();
  const slot = (key: string): Slot => {
    let s = slots.get(key);
    if (!s) {
      s = { entry: EMPTY, listeners: new Set(), fetchers: new Set(), request: null };
      slots.set(key, s);
    }
    return s;
  };
  const set = (s: Slot, patch: Partial<DataEntry>) => {
    s.entry = { ...s.entry, ...patch };
    for (const listener of [...s.listeners]) listener();
  };

  const store: DataStore = {
    get: (key) => slots.get(key)?.entry ?? EMPTY,
    subscribe(key, listener) {
      const s = slot(key);
      s.listeners.add(listener);
      return () => s.listeners.delete(listener);
    },
    register(key, fetcher) {
      const s = slot(key);
      s.fetchers.add(fetcher);
      return () => s.fetchers.delete(fetcher);
    },
    revalidate(key, fetcher, dedupe) {
      const s = slot(key);
      if (dedupe && s.request && now() - s.request.startedAt < DEDUPING_INTERVAL_MS) {
        return s.request.done;
      }
      const seq = (s.request?.seq ?? 0) + 1;
      const latest = () => s.request?.seq === seq;
      set(s, { isValidating: true });
      const done = Promise.resolve()
        .then(fetcher)
        .then(
          (data) => {
            if (latest()) set(s, { data, error: undefined, isValidating: false });
          },
          (error: unknown) => {
            if (latest()) set(s, { error, isValidating: false });
          },
        );
      s.request = { seq, startedAt: now(), done };
      return done;
    },
    refresh(key) {
      const k = serializeKey(key);
      const fetcher = slots.get(k)?.fetchers.values().next().value;
      return fetcher ? store.revalidate(k, fetcher, false) : Promise.resolve();
    },
  };
  return store;
}

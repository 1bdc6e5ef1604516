/**
 * The page server's small in-memory cache of slow-changing shop data: product data (keyed by
 * product and store), review statistics (by product) and sanitised description HTML (by its
 * source). Fresh for `freshMs`; after that, for up to `staleMs` more, a request gets the stale
 * value at once while one background call refreshes it (stale-while-revalidate); older entries
 * are not used. Entries from another `version()` (a new build or configuration) are never used.
 * Concurrent misses for one key share a single call. Inventory is never cached: the product's
 * cached copy drops it, so the page loads fresh inventory on every request.
 *
 * lru-cache does the work: bounded by entry count, fresh for its `ttl`, and its `fetch()` serves a
 * stale value while one background call refreshes it and shares one call between concurrent
 * misses. Two rules are ours: a value past fresh + stale is dropped rather than served (lru-cache
 * would serve a stale value however old), and the version is part of every key.
 */
import { LRUCache } from 'lru-cache';
import type { ShopClient } from '../api';
import type { SanitizeHtml } from '../sanitize/policy';

export interface DataCacheOptions {
  /** @default 10_000 */
  freshMs?: number;
  /** How long past fresh a value may still be served while it refreshes. @default 60_000 */
  staleMs?: number;
  /** Entries kept (products, statistics and HTML fragments together). @default 500 */
  max?: number;
  /** Entries written under another version are misses (e.g. the build's entry file name). */
  version?: () => string;
  now?: () => number;
  /**
   * After a background refresh of a key fails, how long its stale value is served without asking
   * again: while the shop is down, every page request would otherwise retry (and report) at once.
   * @default 2_000
   */
  refreshBackoffMs?: number;
  /** A background refresh failed (the stale value stays until it expires). */
  onRefreshError?: (key: string, error: unknown) => void;
  /** Each lookup's result, by key (`product:…`, `review-stats:…`, `sanitized_html:`): metrics. */
  onLookup?: (key: string, result: 'hit' | 'stale' | 'miss') => void;
}

/** What a fetch is for: its loader, and (for the caller that started it) the full answer. */
interface FetchContext {
  load: () => Promise<unknown>;
  keep: (value: unknown) => unknown;
  /** The value as loaded, before `keep` trimmed what is stored (the product's inventory). */
  loaded?: unknown;
  /** The caller's key, without the version (for the refresh-error report). */
  key: string;
}

/** Boxed so that a loader may resolve to any value (lru-cache stores no undefined). */
interface Entry {
  value: unknown;
}

export interface DataCache {
  /** The value for key: cached when fresh or stale-within-bounds, else loaded (and stored). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The same shop client with product and review-statistics reads going through the cache. */
  shop(shop: ShopClient): ShopClient;
  /** The sanitiser with its results cached by input. */
  sanitizer(sanitize: SanitizeHtml): SanitizeHtml;
  /** Drops everything (or the keys starting with prefix). */
  invalidate(prefix?: string): void;
  readonly size: number;
}

/** The store a call is for: the storeId of whichever argument object carries one. */
function storeIdOf(args: readonly unknown[]): string {
  for (const arg of args) {
    if (arg && typeof arg === 'object' && 'storeId' in arg) {
      const storeId = (arg as { storeId?: unknown }).storeId;
      if (typeof storeId === 'string' || typeof storeId === 'number') return String(storeId);
    }
  }
  return '';
}

/** The arguments without an abort signal: a shared call must outlive one request's budget. */
function withoutSignal(args: readonly unknown[]): unknown[] {
  return args.map((arg) => {
    if (arg && typeof arg === 'object' && 'signal' in arg) {
      const copy = { ...arg } as Record<string, unknown>;
      delete copy.signal;
      return copy;
    }
    return arg;
  });
}

/** A copy of a product answer without its inventory, which must never be served from cache. */
/** The shared promise, or a rejection as soon as this caller's signal aborts. */
function untilAborted<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function withoutInventory<T>(answer: T): T {
  if (answer && typeof answer === 'object' && 'inventory' in answer) {
    const copy = { ...answer } as Record<string, unknown>;
    delete copy.inventory;
    return copy as T;
  }
  return answer;
}

export function createDataCache(options: DataCacheOptions = {}): DataCache {
  const freshMs = options.freshMs ?? 10_000;
  const staleMs = options.staleMs ?? 60_000;
  const now = options.now ?? Date.now;
  const version = options.version ?? (() => '');
  const refreshBackoffMs = options.refreshBackoffMs ?? 2_000;
  /** When each key's last background refresh failed (cleared by a successful one). */
  const refreshFailedAt = new LRUCache<string, number>({ max: options.max ?? 500 });
  const store = new LRUCache<string, Entry, FetchContext>({
    max: options.max ?? 500,
    ttl: freshMs,
    perf: { now },
    // The clock is read on every check (the injected one in tests moves without real time).
    ttlResolution: 0,
    allowStale: true,
    // A failed refresh keeps the stale value (until it is too old, below); a failed miss rejects.
    noDeleteOnFetchRejection: true,
    async fetchMethod(versioned, stale, { context }) {
      try {
        const loaded = await context.load();
        context.loaded = loaded;
        refreshFailedAt.delete(versioned);
        return { value: context.keep(loaded) };
      } catch (error) {
        if (stale) {
          refreshFailedAt.set(versioned, now());
          options.onRefreshError?.(context.key, error);
        }
        throw error;
      }
    },
  });
  const inventoryInFlight = new Map<string, Promise<unknown>>();

  async function get<T>(
    key: string,
    loader: () => Promise<T>,
    keep: (value: T) => T = (value) => value,
  ): Promise<T> {
    const versioned = `${version()}\u0000${key}`;
    // Past fresh + stale: not served, loaded again (the remaining TTL goes negative once stale).
    const remaining = store.getRemainingTTL(versioned);
    if (remaining < -staleMs) store.delete(versioned);
    options.onLookup?.(
      key,
      remaining > 0 ? 'hit' : remaining < -staleMs || remaining === 0 ? 'miss' : 'stale',
    );
    // A refresh failed a moment ago: the stale value, without asking the shop again yet.
    const failedAt = refreshFailedAt.get(versioned);
    if (failedAt !== undefined && now() - failedAt < refreshBackoffMs) {
      const stale = store.peek(versioned, { allowStale: true });
      if (stale) return stale.value as T;
    }
    const context: FetchContext = {
      key,
      load: loader,
      keep: keep as (value: unknown) => unknown,
    };
    const entry = await store.fetch(versioned, { context });
    if (!entry) throw new Error(`no value for ${key}`);
    return (context.loaded ?? entry.value) as T;
  }

  return {
    get: (key, loader) => get(key, loader),
    shop(shop) {
      // The client's other endpoints are reached through a proxy: this runs twice per product
      // page request, and copying the forty-odd endpoints name by name was 3.5 % of a page's time
      // in a profile under load (Object.assign and spreading were slower still; a prototype made
      // V8 reshape the client every time). A page reads three or four of them.
      const cached: Pick<ShopClient, 'getProduct' | 'getInventory' | 'getReviewStatistics'> = {
        getProduct: ((productId: string, ...rest: unknown[]) =>
          get(
            `product:${productId}:store:${storeIdOf(rest)}`,
            () =>
              (shop.getProduct as (...a: unknown[]) => Promise<unknown>)(
                productId,
                ...withoutSignal(rest),
              ),
            withoutInventory,
          )) as ShopClient['getProduct'],
        // Inventory is never kept: calls for the same product and store made while one is on
        // its way share its answer (single flight), so a burst of page requests asks once. Each
        // caller's own signal still ends its own wait.
        getInventory: ((query: { signal?: AbortSignal }) => {
          const [unsigned] = withoutSignal([query]);
          const key = `inventory:${JSON.stringify(unsigned)}`;
          let shared = inventoryInFlight.get(key);
          if (!shared) {
            shared = (shop.getInventory as (q: unknown) => Promise<unknown>)(unsigned).finally(() =>
              inventoryInFlight.delete(key),
            );
            inventoryInFlight.set(key, shared);
          }
          return untilAborted(shared, query.signal);
        }) as ShopClient['getInventory'],
        getReviewStatistics: ((input: { productId: string }, ...rest: unknown[]) =>
          get(`review-stats:${input.productId}`, () =>
            (shop.getReviewStatistics as (...a: unknown[]) => Promise<unknown>)(
              ...withoutSignal([input, ...rest]),
            ),
          )) as ShopClient['getReviewStatistics'],
      };
      return new Proxy(shop, {
        get: (target, name, receiver) =>
          Object.hasOwn(cached, name)
            ? cached[name as keyof typeof cached]
            : (Reflect.get(target, name, receiver) as unknown),
      });
    },
    sanitizer(sanitize) {
      const html = new LRUCache<string, ReturnType<SanitizeHtml>>({ max: 200 });
      return (source: string) => {
        const key = `${version()}\u0000${source}`;
        const hit = html.get(key);
        options.onLookup?.('sanitized_html:', hit !== undefined ? 'hit' : 'miss');
        if (hit !== undefined) return hit;
        const clean = sanitize(source);
        html.set(key, clean);
        return clean;
      };
    },
    invalidate(prefix) {
      for (const key of [...store.keys()]) {
        const unversioned = key.slice(key.indexOf('\u0000') + 1);
        if (!prefix || unversioned.startsWith(prefix)) store.delete(key);
      }
    },
    get size() {
      return store.size;
    },
  };
}

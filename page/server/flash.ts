/**
 * A one-time, short-lived message from a POST to the GET it redirects to (post/redirect/get),
 * kept on the server and keyed by a random id in an HttpOnly cookie, so nothing the shopper typed
 * travels in a URL or a readable cookie. Reading takes the entry (a reload shows the plain page).
 * In memory: one page-server process holds the entries it made (behind a load balancer, make the
 * balancer sticky or keep several processes off this path).
 */
import { randomBytes } from 'node:crypto';

export interface FlashStoreOptions {
  /** How long an entry waits for its GET. @default 60 000 ms */
  ttlMs?: number;
  /** Most entries held; the oldest go first. @default 10 000 */
  maxEntries?: number;
  now?: () => number;
}

export interface FlashStore<T> {
  /** Keeps `value` and returns its id (22 URL-safe characters, 128 random bits). */
  put(value: T): string;
  /** The value once, or null when unknown, expired or already taken. */
  take(id: string): T | null;
  readonly size: number;
}

export function createFlashStore<T>(options: FlashStoreOptions = {}): FlashStore<T> {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: T; expires: number }>();

  const prune = () => {
    const time = now();
    // Insertion order is expiry order: stop at the first live entry.
    for (const [id, entry] of entries) {
      if (entry.expires > time && entries.size < maxEntries) break;
      entries.delete(id);
    }
  };

  return {
    put(value) {
      prune();
      const id = randomBytes(16).toString('base64url');
      entries.set(id, { value, expires: now() + ttlMs });
      return id;
    },
    take(id) {
      const entry = entries.get(id);
      if (!entry) return null;
      entries.delete(id);
      return entry.expires > now() ? entry.value : null;
    },
    get size() {
      return entries.size;
    },
  };
}

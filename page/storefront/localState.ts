/**
 * The storefront's local storage (spec 3 "Client state"): every key carries the fixed product
 * prefix, values are JSON, and what comes back is validated (local storage is the shopper's to
 * edit). Storage that is missing, full or blocked (private mode, a sandbox) is never an error:
 * reads give null and writes are skipped.
 */
import * as v from 'valibot';
import type { Shopper } from '../pageData';

/** The fixed product prefix of every local key. */
export const LOCAL_PREFIX = 'cairnfield.pdp.';

export const LOCAL_KEYS = {
  recentlyViewed: 'recentlyViewed',
  storeId: 'selectedStoreId',
  zipCodes: 'zipCodes',
  userType: 'userType',
  sameDay: 'sameDayDelivery',
} as const;
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

export const localKey = (name: LocalKey): string => `${LOCAL_PREFIX}${name}`;

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocal<S extends v.GenericSchema>(
  storage: StorageLike | null,
  name: LocalKey,
  schema: S,
): v.InferOutput<S> | null {
  try {
    const text = storage?.getItem(localKey(name));
    if (text == null) return null;
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeLocal(storage: StorageLike | null, name: LocalKey, value: unknown): boolean {
  try {
    storage?.setItem(localKey(name), JSON.stringify(value));
    return storage != null;
  } catch {
    return false;
  }
}

/** Keeps the shopper's store, zip codes, user type and same-day info under the product prefix. */
export function persistShopperState(storage: StorageLike | null, shopper: Shopper): void {
  if (shopper.storeId) writeLocal(storage, LOCAL_KEYS.storeId, shopper.storeId);
  if (shopper.zipCodes.delivery || shopper.zipCodes.store) {
    writeLocal(storage, LOCAL_KEYS.zipCodes, shopper.zipCodes);
  }
  writeLocal(storage, LOCAL_KEYS.userType, shopper.visitorKind === 'registered' ? 'R' : 'G');
  if (shopper.sameDay.storeId || shopper.sameDay.zipCode) {
    writeLocal(storage, LOCAL_KEYS.sameDay, shopper.sameDay);
  }
}

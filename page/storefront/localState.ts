/**
 * The storefront's local storage (spec 3 "Client state"): every key carries the fixed product
 * prefix, values are JSON, and what comes back is validated (local storage is the shopper's to
 * edit). Storage that is missing, full or blocked (private mode, a sandbox) is never an error:
 * reads give null and writes are skipped.
 */
import * as v from 'valibot';
import type { Shopper } from './shopper';
import { localKey, LOCAL_KEYS, type LocalKey, type StorageLike } from './localKeys';

export {
  browserStorage,
  LOCAL_KEYS,
  LOCAL_PREFIX,
  localKey,
  type LocalKey,
  type StorageLike,
} from './localKeys';

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

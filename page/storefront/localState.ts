/**
 * The storefront's local storage (spec 3 "Client state"): every key carries the fixed product
 * prefix, values are JSON, and what comes back is validated (local storage is the shopper's to
 * edit). Storage that is missing, full or blocked (private mode, a sandbox) is never an error:
 * reads give null and writes are skipped.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
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

/**
 * The value under `name` when `schema` (a Standard Schema: valibot's are) accepts it, else null.
 * Read through the schema's own `validate`: this module carries no validation library.
 */
export function readLocal<S extends StandardSchemaV1>(
  storage: StorageLike | null,
  name: LocalKey,
  schema: S,
): StandardSchemaV1.InferOutput<S> | null {
  try {
    const text = storage?.getItem(localKey(name));
    if (text == null) return null;
    const parsed = schema['~standard'].validate(JSON.parse(text));
    // Synchronous schemas only: an asynchronous one reads as nothing stored.
    if (parsed instanceof Promise || parsed.issues) return null;
    return parsed.value;
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

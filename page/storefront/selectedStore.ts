/**
 * Keeping the chosen store (spec 3 "Client state": cookies and local storage hold the selected
 * store id and zip codes; local keys carry the product prefix). The same cookies are written by
 * the browser after the picker (document.cookie) and by the page server after the no-JavaScript
 * form (Set-Cookie), so the next page load reads the store from either.
 */
import { serialize } from 'cookie';
import { SHOPPER_COOKIES } from './shopper';
import { localKey, LOCAL_KEYS, type StorageLike } from './localKeys';

export { storedStoreName } from './storeName';

export interface StoreChoice {
  storeId: string;
  /** The store's own ZIP code (storeZipCode). */
  zipCode: string | null;
  /** Shown beside the trigger on later visits. */
  name: string | null;
}

/** A year, like the shop's other preference cookies. */
export const STORE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const STORE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/** The Set-Cookie values that keep the choice (selectedStoreId, storeZipCode). */
export function storeChoiceCookies(choice: StoreChoice, options: { secure: boolean }): string[] {
  if (!STORE_ID.test(choice.storeId)) return [];
  const attributes = {
    path: '/',
    maxAge: STORE_COOKIE_MAX_AGE_S,
    sameSite: 'lax' as const,
    secure: options.secure,
  };
  const cookies = [serialize(SHOPPER_COOKIES.storeId, choice.storeId, attributes)];
  if (choice.zipCode && ZIP.test(choice.zipCode)) {
    cookies.push(serialize(SHOPPER_COOKIES.storeZipCode, choice.zipCode, attributes));
  }
  return cookies;
}

/**
 * The local keys: selectedStoreId, the store's name (selectedStore) and the store's ZIP code
 * merged into zipCodes (the delivery ZIP stays). Blocked storage is skipped.
 */
export function persistStoreChoiceLocally(storage: StorageLike | null, choice: StoreChoice): void {
  if (!storage || !STORE_ID.test(choice.storeId)) return;
  try {
    storage.setItem(localKey(LOCAL_KEYS.storeId), JSON.stringify(choice.storeId));
    storage.setItem(
      localKey(LOCAL_KEYS.selectedStore),
      JSON.stringify({ storeId: choice.storeId, name: choice.name }),
    );
    let zipCodes: Record<string, unknown> = {};
    try {
      const kept = JSON.parse(storage.getItem(localKey(LOCAL_KEYS.zipCodes)) ?? 'null') as unknown;
      if (kept && typeof kept === 'object' && !Array.isArray(kept)) {
        zipCodes = kept as Record<string, unknown>;
      }
    } catch {
      // an unreadable value is replaced
    }
    storage.setItem(
      localKey(LOCAL_KEYS.zipCodes),
      JSON.stringify({ delivery: zipCodes.delivery ?? null, store: choice.zipCode }),
    );
  } catch {
    // full or blocked storage: the cookies still carry the choice
  }
}

/** Writes the cookies in the browser. */
export function writeStoreChoiceCookies(choice: StoreChoice): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of storeChoiceCookies(choice, { secure })) document.cookie = cookie;
}

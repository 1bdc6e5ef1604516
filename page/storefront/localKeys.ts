/**
 * The storefront's local storage keys (spec 3 "Client state": every key carries the fixed product
 * prefix) and the page's storage handle. No schemas here: the browser entry uses these
 * (pendingViews.ts) and must stay small; reading validated values is localState.ts's job.
 */

/** The fixed product prefix of every local key. */
export const LOCAL_PREFIX = 'cairnfield.pdp.';

export const LOCAL_KEYS = {
  recentlyViewed: 'recentlyViewed',
  /** Views noted when a page is shown, before the recently-viewed code folds them in. */
  pendingViews: 'recentlyViewed.pending',
  storeId: 'selectedStoreId',
  /** The selected store's id and name, shown beside the store picker's trigger. */
  selectedStore: 'selectedStore',
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

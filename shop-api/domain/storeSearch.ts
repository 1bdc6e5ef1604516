/**
 * Store search by ZIP code (spec 9 "Pick Up at a Different Store"): where a ZIP code lies, how far
 * each store is from it (great-circle miles), and the nearest stores within a radius. Pure.
 */
import { EXTRA_ZIP_CENTROIDS, STORE_LOCATIONS, type StoreLocation } from '../catalogue/stores.ts';

export type LatLng = readonly [latitude: number, longitude: number];

export const STORE_SEARCH_LIMITS = {
  /** Stores answered when the request names no limit. */
  defaultLimit: 10,
  maxLimit: 25,
  /** Miles around the ZIP searched when the request names no radius. */
  defaultRadiusMiles: 100,
  maxRadiusMiles: 500,
} as const;

const EARTH_RADIUS_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

function knownCentroids(): Map<string, LatLng> {
  const known = new Map<string, LatLng>();
  for (const store of STORE_LOCATIONS) {
    known.set(store.address.zipCode, [store.latitude, store.longitude]);
  }
  for (const [zip, at] of Object.entries(EXTRA_ZIP_CENTROIDS)) known.set(zip, at);
  return known;
}
const CENTROIDS = knownCentroids();

/**
 * Where a 5-digit ZIP (or ZIP+4) lies: its own centroid when known, else that of the first known
 * ZIP sharing its first three digits, else its first two; null when none does.
 */
export function zipCentroid(zipCode: string): LatLng | null {
  const zip5 = zipCode.slice(0, 5);
  const exact = CENTROIDS.get(zip5);
  if (exact) return exact;
  for (const prefixLength of [3, 2]) {
    const prefix = zip5.slice(0, prefixLength);
    const near = [...CENTROIDS.keys()].sort().find((known) => known.startsWith(prefix));
    if (near) return CENTROIDS.get(near) ?? null;
  }
  return null;
}

export interface StoreNearby {
  store: StoreLocation;
  /** Miles from the ZIP's centroid, one decimal. */
  distanceMiles: number;
}

/**
 * The stores within `radiusMiles` of the ZIP, nearest first (ties by store id), at most `limit`;
 * null when the ZIP cannot be placed.
 */
export function storesNear(
  zipCode: string,
  options: { radiusMiles?: number; limit?: number } = {},
  stores: readonly StoreLocation[] = STORE_LOCATIONS,
): StoreNearby[] | null {
  const from = zipCentroid(zipCode);
  if (!from) return null;
  const radius = options.radiusMiles ?? STORE_SEARCH_LIMITS.defaultRadiusMiles;
  const limit = options.limit ?? STORE_SEARCH_LIMITS.defaultLimit;
  return stores
    .map((store) => ({
      store,
      distanceMiles: Math.round(distanceMiles(from, [store.latitude, store.longitude]) * 10) / 10,
    }))
    .filter((s) => s.distanceMiles <= radius)
    .sort(
      (a, b) => a.distanceMiles - b.distanceMiles || a.store.storeId.localeCompare(b.store.storeId),
    )
    .slice(0, limit);
}

export function findStoreLocation(storeId: string): StoreLocation | null {
  return STORE_LOCATIONS.find((s) => s.storeId === storeId) ?? null;
}

import { describe, expect, it } from 'vitest';
import { STORE_LOCATIONS } from '../catalogue/stores.ts';
import { distanceMiles, findStoreLocation, storesNear, zipCentroid } from './storeSearch.ts';

describe('store search by ZIP (spec 9 "Pick Up at a Different Store")', () => {
  it('measures great-circle miles between two points', () => {
    // Denver (80202) to Boulder (80302): about 25 miles as the crow flies.
    expect(distanceMiles([39.7527, -104.9992], [40.0172, -105.2851])).toBeCloseTo(23.9, 0);
    expect(distanceMiles([39.7527, -104.9992], [39.7527, -104.9992])).toBe(0);
  });

  it('places a known ZIP at its centroid, an unknown one by its first digits, else nowhere', () => {
    expect(zipCentroid('80202')).toEqual([39.7527, -104.9992]);
    expect(zipCentroid('80202-1234')).toEqual([39.7527, -104.9992]);
    // 80299 is not listed: a known 802xx ZIP stands in.
    expect(zipCentroid('80299')).not.toBeNull();
    expect(zipCentroid('00501')).toBeNull();
  });

  it('answers the nearest stores first, within the radius, at most the limit', () => {
    const near = storesNear('80202') ?? [];
    expect(near[0]?.store.storeId).toBe('0412');
    expect(near[0]?.distanceMiles).toBe(0);
    const distances = near.map((s) => s.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 100)).toBe(true);
    expect(near.map((s) => s.store.address.city)).toContain('Boulder');
    expect(near.map((s) => s.store.address.city)).not.toContain('Austin');
    expect(storesNear('80202', { limit: 2 })).toHaveLength(2);
    expect(storesNear('80202', { radiusMiles: 10 })?.every((s) => s.distanceMiles <= 10)).toBe(
      true,
    );
  });

  it('answers no stores far from every store, and null for a ZIP it cannot place', () => {
    expect(storesNear('96813')).toEqual([]);
    expect(storesNear('00501')).toBeNull();
  });

  it('keeps a few dozen stores with unique ids, the same-day demo stores among them', () => {
    expect(STORE_LOCATIONS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(STORE_LOCATIONS.map((s) => s.storeId)).size).toBe(STORE_LOCATIONS.length);
    expect(findStoreLocation('0412')?.shipToStore).toEqual({ v1: true, v2: true });
    expect(findStoreLocation('0418')?.shipToStore).toEqual({ v1: false, v2: true });
    expect(findStoreLocation('0503')?.shipToStore).toEqual({ v1: false, v2: false });
    expect(findStoreLocation('0587')?.shipToStore).toEqual({ v1: true, v2: false });
    expect(findStoreLocation('9999')).toBeNull();
  });
});

/**
 * Store endpoints (spec 9 "Pick Up at a Different Store"; shop-api/openapi.json "Stores"): the
 * stores near a ZIP code. The store-selection call (spec 7 `POST {token}{storeId}`) lives with
 * the product endpoints (./product.ts, `selectStore`).
 */
import * as v from 'valibot';
import type { StoreSearch, StoreSummary } from '../domain';
import type { HttpClient } from './http';

const isRecord = (input: unknown) =>
  typeof input === 'object' && input !== null && !Array.isArray(input);
const object = <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(v.unknown(), v.check(isRecord, 'expected an object'), v.object(entries));

const storeWire = object({
  storeId: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  address: object({ line1: v.string(), city: v.string(), state: v.string(), zipCode: v.string() }),
  hours: v.optional(v.array(object({ days: v.string(), open: v.string(), close: v.string() })), []),
  distanceMiles: v.pipe(v.number(), v.minValue(0)),
  isSTSv1: v.optional(v.boolean(), false),
  isSTSv2: v.optional(v.boolean(), false),
  isPickupEligible: v.optional(v.boolean(), false),
});

export const storeSearchResponseWire = object({
  zipCode: v.string(),
  radiusMiles: v.number(),
  stores: v.array(storeWire),
});

export interface StoreSearchQuery {
  zipCode: string;
  radius?: number;
  limit?: number;
  signal?: AbortSignal;
}

export interface StoreLookup {
  storeId: string;
  /** The store's own ZIP code (the storeZipCode cookie, spec 3). */
  zipCode: string;
  signal?: AbortSignal;
}

/** The most stores one search lists (shop-api/openapi.json "Stores": `limit` 1 to 25). */
const LOOKUP_LIMIT = 25;

export function storeEndpoints(http: HttpClient) {
  /** GET /api/stores?zipCode=…: the stores near a ZIP code, nearest first. */
  async function findStores({ signal, ...query }: StoreSearchQuery): Promise<StoreSearch> {
    const wire = await http.request('/api/stores', {
      schema: storeSearchResponseWire,
      query,
      ...(signal ? { signal } : {}),
    });
    return {
      zipCode: wire.zipCode,
      radiusMiles: wire.radiusMiles,
      stores: wire.stores.map((s) => ({
        storeId: s.storeId,
        name: s.name,
        address: s.address,
        hours: s.hours,
        distanceMiles: s.distanceMiles,
        shipToStore: { v1: s.isSTSv1, v2: s.isSTSv2 },
        pickupEligible: s.isPickupEligible,
      })),
    };
  }
  return {
    findStores,
    /**
     * One store by its id, found among the stores near its own ZIP code (the shop has no lookup
     * by id): null when that search does not list it.
     */
    async findStore({ storeId, zipCode, signal }: StoreLookup): Promise<StoreSummary | null> {
      const search = await findStores({
        zipCode,
        limit: LOOKUP_LIMIT,
        ...(signal ? { signal } : {}),
      });
      return search.stores.find((s) => s.storeId === storeId) ?? null;
    },
  };
}

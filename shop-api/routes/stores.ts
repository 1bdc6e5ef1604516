/**
 * Stores (spec 9 "Pick Up at a Different Store", spec 7 `POST {token}{storeId}`): the stores near
 * a US ZIP code, and the store the shopper chose. See CONTRACT.md "Stores".
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { StoreLocation } from '../catalogue/stores.ts';
import { ZIP_PATTERN } from '../domain/address.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { passThroughFlags } from '../http/schemas.ts';
import { json, param, query } from '../http/validate.ts';
import { findStoreLocation, STORE_SEARCH_LIMITS, storesNear } from '../domain/storeSearch.ts';

/** The path prefix of the store-selection call (the page's `{token}`). */
export const STORE_SELECT_PATH = '/api/store/select/';

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,4}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )
    .optional();

const searchQuery = z.object({
  zipCode: z
    .string({ message: 'zipCode is required: a US ZIP code such as 80202' })
    .trim()
    .regex(ZIP_PATTERN, 'zipCode must be a US ZIP code: 5 digits (80202) or ZIP+4 (80202-1234)'),
  radius: wholeNumber('radius', 1, STORE_SEARCH_LIMITS.maxRadiusMiles),
  limit: wholeNumber('limit', 1, STORE_SEARCH_LIMITS.maxLimit),
  correlationId: passThroughFlags.correlationId,
});

const storeIdParam = z.object({
  storeId: z.string().regex(/^[0-9]{1,10}$/, 'Store id must be numeric'),
});

const storeAnswer = (store: StoreLocation) => ({
  storeId: store.storeId,
  name: store.name,
  address: store.address,
  phone: store.phone,
  hours: store.hours,
  isSTSv1: store.shipToStore.v1,
  isSTSv2: store.shipToStore.v2,
  isPickupEligible: store.pickup,
});

export function storeRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/api/stores', query(searchQuery), (c) => {
    const { zipCode, radius, limit } = c.req.valid('query');
    const near = storesNear(zipCode, {
      ...(radius !== undefined ? { radiusMiles: radius } : {}),
      ...(limit !== undefined ? { limit } : {}),
    });
    if (!near) throw notFound(`ZIP code ${zipCode} was not found`);
    return c.json({
      zipCode,
      radiusMiles: radius ?? STORE_SEARCH_LIMITS.defaultRadiusMiles,
      stores: near.map(({ store, distanceMiles }) => ({ ...storeAnswer(store), distanceMiles })),
    });
  });

  // No body is needed; one is read (JSON only, like every route) so the connection stays clean.
  app.post(
    `${STORE_SELECT_PATH}:storeId`,
    param(storeIdParam),
    json(z.object({}).optional()),
    (c) => {
      const { storeId } = c.req.valid('param');
      const store = findStoreLocation(storeId);
      if (!store) throw notFound(`Store ${storeId} was not found`);
      return c.json({ selectedStore: storeAnswer(store) });
    },
  );

  return app;
}

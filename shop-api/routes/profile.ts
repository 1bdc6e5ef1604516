import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { passThroughFlags, queryFlag } from '../http/schemas.ts';
import { parseParams, parseQuery } from '../http/validate.ts';

export function profileRoutes(deps: { repo: ShopRepository }) {
  const app = new Hono<AppEnv>();

  // Demo simplification: the profile is returned without checking the caller is signed in as
  // it. A real shop would answer 401 unless the session belongs to this profile.
  app.get('/api/profile/r2/:profileId', async (c) => {
    const { profileId } = parseParams(
      c,
      z.object({ profileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid profile id') }),
    );
    const query = parseQuery(
      c,
      z.object({ fetchSubscriptions: queryFlag, correlationId: passThroughFlags.correlationId }),
    );
    const doc = await deps.repo.getProfile(profileId);
    if (!doc) throw notFound(`Profile ${profileId} was not found`);
    const { subscriptions, ...profile } = doc;
    return c.json({ profile: query.fetchSubscriptions ? { ...profile, subscriptions } : profile });
  });

  return app;
}

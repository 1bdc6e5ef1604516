import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import { ErrorKey } from '../domain/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { passThroughFlags, queryFlag } from '../http/schemas.ts';
import { param, query } from '../http/validate.ts';
import { readVisitor } from '../services/visitor.ts';
import { describe } from '../openapi/describe.ts';
import { profileAnswer } from '../openapi/answers/other.ts';

export function profileRoutes(deps: { repo: ShopRepository }) {
  const app = new Hono<AppEnv>();

  // A profile is only for the shopper signed in as it (the signed session cookie of
  // services/session.ts): 401 without a sign-in, 403 for another profile's id.
  app.get(
    '/api/profile/r2/:profileId',
    describe(
      {
        tag: 'Sign-in',
        summary: "The signed-in shopper's profile",
        description: 'Only for the shopper signed in as `{profileId}` (the signed session cookie).',
        answers: {
          200: { description: 'The profile.', schema: profileAnswer },
          401: '`_ERR_NOT_SIGNED_IN`: no valid session.',
          403: '`_ERR_PROFILE_FORBIDDEN`: signed in as another profile.',
          404: 'A signed-in id with no profile.',
        },
      },
      async (c, next) => {
        if (readVisitor(c).profileId === null) {
          throw new ApiError(401, {
            errors: [{ errorKey: ErrorKey.notSignedIn, message: 'Sign in to see your profile' }],
          });
        }
        await next();
      },
    ),
    param(z.object({ profileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid profile id') })),
    async (c, next) => {
      if (c.req.valid('param').profileId !== readVisitor(c).profileId) {
        throw new ApiError(403, {
          errors: [
            { errorKey: ErrorKey.otherProfile, message: 'You can only see your own profile' },
          ],
        });
      }
      await next();
    },
    query(
      z.object({ fetchSubscriptions: queryFlag, correlationId: passThroughFlags.correlationId }),
    ),
    async (c) => {
      const { profileId } = c.req.valid('param');
      const doc = await deps.repo.profiles.get(profileId);
      if (!doc) throw notFound(`Profile ${profileId} was not found`);
      // The recently-viewed list has its own route (routes/recentlyViewed.ts).
      const { subscriptions, recentlyViewed: _recentlyViewed, ...profile } = doc;
      return c.json({
        profile: c.req.valid('query').fetchSubscriptions ? { ...profile, subscriptions } : profile,
      });
    },
  );

  return app;
}

import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import { ErrorKey } from '../domain/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { text } from '../http/schemas.ts';
import { json } from '../http/validate.ts';
import { readVisitor } from '../services/visitor.ts';

/**
 * The signed-in shopper's recently viewed products (spec 4: "for signed-in users it is also sent
 * to the server"). Kept in the profile document, newest first, at most RECENTLY_VIEWED_MAX.
 * Guests keep their list in the browser only: 401 here.
 */
export const RECENTLY_VIEWED_MAX = 20;

// Every text through THE text schema (http/schemas.ts): a NUL or a lone surrogate is a 400 here as
// everywhere, never a database error.
const item = z.object({
  productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid product id'),
  name: text(200).trim().min(1),
  url: z
    .string()
    .max(300)
    .regex(/^\/p\/[a-z0-9][a-z0-9-]*$/, 'A product path like /p/cairnfield-gift-card'),
  imageUrl: text(500)
    .regex(/^\/(?!\/)[^\s"'<>]*$/, 'A root-relative image path')
    .nullable()
    .optional(),
});

const stored = z.array(item).catch([]);

export function recentlyViewedRoutes(deps: { repo: ShopRepository }) {
  const app = new Hono<AppEnv>();

  async function signedInProfile(c: Parameters<typeof readVisitor>[0]) {
    const { profileId } = readVisitor(c);
    if (profileId === null) {
      throw new ApiError(401, {
        errors: [
          { errorKey: ErrorKey.notSignedIn, message: 'Sign in to keep recently viewed items' },
        ],
      });
    }
    const doc = await deps.repo.profiles.get(profileId);
    if (!doc) throw notFound(`Profile ${profileId} was not found`);
    return { profileId, doc };
  }

  app.get('/api/profile/recentlyviewed', async (c) => {
    const { doc } = await signedInProfile(c);
    return c.json({ recentlyViewed: stored.parse(doc.recentlyViewed ?? []) });
  });

  app.post('/api/profile/recentlyviewed', json(item), async (c) => {
    const viewed = c.req.valid('json');
    const { profileId, doc } = await signedInProfile(c);
    const list = [
      { ...viewed, imageUrl: viewed.imageUrl ?? null },
      ...stored.parse(doc.recentlyViewed ?? []).filter((i) => i.productId !== viewed.productId),
    ].slice(0, RECENTLY_VIEWED_MAX);
    await deps.repo.profiles.upsert(profileId, { ...doc, recentlyViewed: list });
    return c.json({ recentlyViewed: list });
  });

  return app;
}

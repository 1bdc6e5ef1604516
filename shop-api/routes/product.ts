import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { param, query } from '../http/validate.ts';
import { buildInventory, productResponse } from '../services/catalogue.ts';
import { verifyPreviewToken } from '../services/previewToken.ts';
import { passThroughFlags, previewId, productId, queryFlag, storeId } from '../http/schemas.ts';

const productQuery = z.object({
  storeId,
  defaultStoreEligibility: queryFlag,
  liveInactive: queryFlag,
  correlationId: passThroughFlags.correlationId,
});

const inventoryQuery = z.object({
  productId,
  storeId,
  storeEligibility: queryFlag,
  bopisEnabled: queryFlag,
  isSTSEnabled: queryFlag,
  isClearanceEnabled: queryFlag,
  sts1: queryFlag,
  sts2: queryFlag,
  storeState: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'storeState must be a two-letter code')
    .optional(),
  correlationId: passThroughFlags.correlationId,
});

/** A preview's query: a product's, with the signed token that opens its draft. */
const previewQuery = productQuery.extend({
  previewToken: z.string().max(128).optional(),
});

export function productRoutes(deps: {
  repo: ShopRepository;
  now: () => Date;
  /** Signs preview links (PREVIEW_SECRET); without it, no draft is shown. */
  previewSecret?: string | null;
}) {
  const app = new Hono<AppEnv>();

  app.get(
    '/api/product/v2/:id',
    param(z.object({ id: productId })),
    query(productQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await productResponse(deps.repo, id, { preview: false }));
    },
  );

  app.get(
    '/api/preview/product/v2/:id',
    param(z.object({ id: previewId })),
    query(previewQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      const { previewToken } = c.req.valid('query');
      // Checked before the draft is looked up, so the answer says nothing of which drafts exist.
      if (
        !deps.previewSecret ||
        !verifyPreviewToken(deps.previewSecret, id, previewToken, deps.now())
      ) {
        throw new ApiError(403, {
          errors: [
            {
              errorKey: ErrorKey.previewForbidden,
              message: 'This preview link is not valid or has expired',
            },
          ],
        });
      }
      return c.json(await productResponse(deps.repo, id, { preview: true }));
    },
  );

  app.get('/api/inventory/v2', query(inventoryQuery), async (c) => {
    const { productId: id } = c.req.valid('query');
    const stock = await deps.repo.products.getStock(id);
    if (!stock) throw notFound(`Product ${id} was not found`);
    return c.json({ data: { inventory: buildInventory(id, stock) } });
  });

  return app;
}

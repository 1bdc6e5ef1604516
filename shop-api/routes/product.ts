import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { param, query } from '../http/validate.ts';
import { buildInventory, productResponse } from '../services/catalogue.ts';
import { passThroughFlags, previewId, productId, queryFlag, storeId } from '../http/schemas.ts';
import { describe } from '../openapi/describe.ts';
import { inventoryAnswer, productAnswer } from '../openapi/answers/product.ts';

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

export function productRoutes(deps: { repo: ShopRepository }) {
  const app = new Hono<AppEnv>();

  app.get(
    '/api/product/v2/:id',
    describe(
      {
        tag: 'Product',
        summary: 'A product, with its ratings and stock',
        description:
          'The ratings come from the stored reviews, so they always match `/data/`. ' +
          '`giftCardType` and `isPreview` are additions to spec 3.',
        answers: {
          200: { description: 'The product.', schema: productAnswer },
          404: 'An unknown product (preview ids included).',
        },
      },
      param(z.object({ id: productId })),
    ),
    query(productQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await productResponse(deps.repo, id, { preview: false }));
    },
  );

  app.get(
    '/api/preview/product/v2/:id',
    describe(
      {
        tag: 'Product',
        summary: 'A product as a preview draft',
        description:
          'As the product route. `preview-10001` is a draft of 10001 (`isPreview: true`, its `id` ' +
          "and SKUs the live product's); a live id is served as it is.",
        answers: {
          200: { description: 'The product or its draft.', schema: productAnswer },
          404: 'An unknown product or draft.',
        },
      },
      param(z.object({ id: previewId })),
    ),
    query(productQuery),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await productResponse(deps.repo, id, { preview: true }));
    },
  );

  app.get(
    '/api/inventory/v2',
    describe(
      {
        tag: 'Product',
        summary: "A product's stock",
        description:
          'Per SKU: `OUT_OF_STOCK` at 0, `LIMITED_AVAILABILITY` below 10, else `IN_STOCK`; the ' +
          "product's status is the best of its SKUs'. A stock level is what one order may hold of " +
          'the SKU; placed orders do not lower it, so the demo never runs dry.',
        answers: {
          200: { description: 'The stock.', schema: inventoryAnswer },
          404: 'An unknown product.',
        },
      },
      query(inventoryQuery),
    ),
    async (c) => {
      const { productId: id } = c.req.valid('query');
      const stock = await deps.repo.products.getStock(id);
      if (!stock) throw notFound(`Product ${id} was not found`);
      return c.json({ data: { inventory: buildInventory(id, stock) } });
    },
  );

  return app;
}

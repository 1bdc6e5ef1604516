import { Hono } from 'hono';
import { z } from 'zod';
import { backInStockAnswer } from '../openapi/answers/product.ts';
import { describe } from '../openapi/describe.ts';
import type { ShopRepository } from '../db/repository.ts';
import type { AppEnv } from '../http/env.ts';
import { invalidInput, notFound } from '../http/errors.ts';
import { email, productId, queryFlag, shortText, skuId } from '../http/schemas.ts';
import { parseBody, query } from '../http/validate.ts';

const mobile = z
  .string()
  .trim()
  .regex(/^(?:\+?[0-9 ()-]{7,20})?$/, 'Mobile number is not valid')
  .nullish();

const singleBody = z.object({
  productId,
  skuId,
  partNumber: shortText().min(1, 'partNumber is required'),
  email,
  mobile,
});

const bundleBody = z.object({
  bundleProductId: productId,
  partNumber: shortText().min(1, 'partNumber is required'),
  components: z.array(skuId).min(1, 'A bundle needs at least one component').max(20),
  email,
  mobile,
});

const notifyQuery = z.object({ isBundle: queryFlag, bisCloudFlag: queryFlag });

/** The status texts the page looks for: success, or a text containing 'already exist'. */
export const BIS_STATUS = {
  created: 'SUCCESS',
  exists: 'Email already exist for this product',
} as const;

export function backInStockRoutes(deps: { repo: ShopRepository; now: () => Date }) {
  const app = new Hono<AppEnv>();

  // Registration is accepted whatever the current stock: stock can drop again before the e-mail
  // would matter, and the page only offers the form when the item is out of stock anyway.
  app.post(
    '/api/inventory/notify',
    describe(
      {
        tag: 'Product',
        summary: 'Ask to be told when a product is back in stock',
        description:
          'A single product, or with `isBundle=true` a bundle (`bundleProductId`, `components`). ' +
          'Accepted whatever the stock. The same e-mail (in any case) for the same product again ' +
          'answers 200 with the status `Email already exist for this product`.',
        body: z.union([singleBody, bundleBody]),
        answers: {
          200: { description: 'Registered, or already registered.', schema: backInStockAnswer },
          400: 'A SKU not of that product (`skuId`), an unknown component (`components.N`), an invalid e-mail (`email`).',
          404: 'An unknown product.',
        },
      },
      query(notifyQuery),
    ),
    async (c) => {
      // The query says which body to expect: a bundle's or a single product's.
      const registration = c.req.valid('query').isBundle
        ? await (async () => {
            const body = await parseBody(c, bundleBody);
            const product = await deps.repo.products.get(body.bundleProductId);
            if (!product) throw notFound(`Product ${body.bundleProductId} was not found`);
            const known = new Set(
              (await deps.repo.products.getSkus(body.components)).map((s) => s.skuId),
            );
            const unknown = body.components.findIndex((component) => !known.has(component));
            if (unknown >= 0) {
              throw invalidInput([
                {
                  field: `components.${unknown}`,
                  message: `Unknown SKU ${body.components[unknown]}`,
                },
              ]);
            }
            return {
              productId: body.bundleProductId,
              skuId: null,
              partNumber: body.partNumber,
              email: body.email,
              mobile: body.mobile || null,
              isBundle: true,
              components: body.components,
            };
          })()
        : await (async () => {
            const body = await parseBody(c, singleBody);
            const product = await deps.repo.products.get(body.productId);
            if (!product) throw notFound(`Product ${body.productId} was not found`);
            if (!product.doc.sKUs.some((sku) => sku.skuId === body.skuId)) {
              throw invalidInput([
                { field: 'skuId', message: `SKU ${body.skuId} is not part of ${body.productId}` },
              ]);
            }
            return {
              productId: body.productId,
              skuId: body.skuId,
              partNumber: body.partNumber,
              email: body.email,
              mobile: body.mobile || null,
              isBundle: false,
              components: [],
            };
          })();

      const outcome = await deps.repo.backInStock.register(
        {
          registrationId: crypto.randomUUID(),
          ...registration,
          // One registration per address: compare e-mails case-insensitively.
          email: registration.email.toLowerCase(),
        },
        deps.now(),
      );
      return c.json({
        backInStock: {
          status: BIS_STATUS[outcome],
          productId: registration.productId,
          email: registration.email,
        },
      });
    },
  );

  return app;
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import { swaggerUI } from '@hono/swagger-ui';
import type { AppEnv } from '../http/env.ts';
import { OPENAPI_PATH } from './document.ts';

/** Where the browsable reference lives, in development only. */
export const REFERENCE_PATH = '/api/reference';

/** The Swagger UI files the reference page loads, served from the installed swagger-ui-dist. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * The OpenAPI document as a browsable reference (Swagger UI) at `/api/reference`, for
 * `npm run dev` only: `createShopApi({ apiReference: true })` loads this module, production never
 * does. Its scripts and styles come from the installed `swagger-ui-dist`, not from a CDN, so it
 * works offline.
 */
export function referenceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  app.get(
    REFERENCE_PATH,
    swaggerUI({ url: OPENAPI_PATH, baseUrl: REFERENCE_PATH, title: 'Cairnfield shop API' }),
  );
  // @hono/swagger-ui asks for `${baseUrl}/swagger-ui-dist/<file>`.
  app.get(`${REFERENCE_PATH}/swagger-ui-dist/:file`, async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type)
      return c.json({ errors: [{ errorKey: '_ERR_NOT_FOUND', message: `No ${file}` }] }, 404);
    return c.body(await readFile(path.join(dist, file)), 200, { 'Content-Type': type });
  });
  return app;
}

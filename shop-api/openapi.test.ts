import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { freshPgliteDir, removeScratch, startServer } from './test/helpers.ts';
import type { TestServer } from './test/helpers.ts';
import { OPENAPI_PATH } from './openapi/document.ts';
import { REFERENCE_PATH } from './openapi/reference.ts';

/**
 * The shop API's contract is its OpenAPI document, generated from the routes' own schemas. These
 * tests keep it whole and keep the committed copy (shop-api/openapi.json, which a reviewer reads
 * in a diff) equal to what the code serves. After an intended change to a route, rewrite it with
 * `npx vitest run --project api shop-api/openapi.test.ts -u` and read the diff.
 */

let server: TestServer;
let reference: TestServer;
let document: OpenAPIV3_1.Document;

beforeAll(async () => {
  [server, reference] = await Promise.all([
    startServer({ dataDir: freshPgliteDir() }),
    startServer({ dataDir: freshPgliteDir(), apiReference: true }),
  ]);
  const answer = await server.client().get<OpenAPIV3_1.Document>(OPENAPI_PATH);
  expect(answer.status).toBe(200);
  document = answer.body;
});

afterAll(async () => {
  await Promise.all([server?.close(), reference?.close()]);
  removeScratch();
});

/** The OpenAPI path of a Hono route path: `:orderId{[0-9]+}` → `{orderId}`. */
const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z_]+)(?:\{[^}]*\})?/g, (_match, name: string) => `{${name}}`);

describe('the OpenAPI document', () => {
  it('is served as OpenAPI 3.1 with the shared error envelope', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Cairnfield Outfitters shop API');
    expect(document.components?.schemas?.Errors).toMatchObject({
      type: 'object',
      required: ['errors'],
    });
  });

  it('lists every route the app answers, each with a tag, a summary and its answers', () => {
    {
      const routes = server.api.app.routes
        // /healthz and /readyz are the balancer's (docs/operations.md), not the contract's.
        .filter(
          (route) =>
            route.method !== 'ALL' &&
            route.path !== OPENAPI_PATH &&
            route.path !== '/healthz' &&
            route.path !== '/readyz',
        )
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`);
      const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.keys(item ?? {}).map((method) => `${method} ${path}`),
      );
      expect(new Set(routes).size).toBeGreaterThan(40);
      expect([...new Set(routes)].sort()).toEqual([...new Set(documented)].sort());
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        for (const [method, operation] of Object.entries(item ?? {})) {
          const op = operation as OpenAPIV3_1.OperationObject;
          expect(op.tags, `${method} ${path}`).toHaveLength(1);
          expect(op.summary, `${method} ${path}`).toBeTruthy();
          const statuses = Object.keys(op.responses ?? {});
          expect(
            statuses.some((status) => /^[23]/.test(status)),
            `${method} ${path}`,
          ).toBe(true);
          expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['500', '503']));
        }
      }
    }
  });

  it("gives each route's request the schemas its validators hold it to", () => {
    const inventory = document.paths?.['/api/inventory/v2']?.get;
    expect(inventory?.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', name: 'productId', required: true }),
      ]),
    );
    const login = document.paths?.['/api/identity/login']?.post;
    const request = login?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    const body: OpenAPIV3_1.SchemaObject | undefined = request?.content['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    expect(login?.responses?.['400']).toBeDefined();
    expect(login?.responses?.['429']).toBeDefined();
  });

  it('refuses what its schemas refuse, as the document says: 400 with errors[] naming the field', async () => {
    const answer = await server
      .client()
      .get<{ errors: { errorKey: string; field: string }[] }>('/api/inventory/v2?productId=abc');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ errorKey: '_ERR_INVALID_INPUT', field: 'productId' }),
    ]);
    const param = document.paths?.['/api/inventory/v2']?.get?.parameters?.find(
      (p) => 'name' in p && p.name === 'productId',
    ) as OpenAPIV3_1.ParameterObject | undefined;
    expect(new RegExp((param?.schema as OpenAPIV3_1.SchemaObject).pattern ?? '').test('abc')).toBe(
      false,
    );
  });

  it('is the committed shop-api/openapi.json', async () => {
    // As Prettier writes it, so `npm run lint`'s format check passes on the committed file.
    const file = fileURLToPath(new URL('./openapi.json', import.meta.url));
    const options = await resolveConfig(file);
    const text = await format(JSON.stringify(document), { ...options, filepath: file });
    await expect(text).toMatchFileSnapshot(file);
  });
});

describe('the browsable reference', () => {
  it('is not served unless asked for (production never asks)', async () => {
    const answer = await server.client().get(REFERENCE_PATH);
    expect(answer.status).toBe(404);
  });

  it('serves Swagger UI over the document, with its files from swagger-ui-dist', async () => {
    const page = await fetch(`${reference.baseUrl}${REFERENCE_PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`url: '${OPENAPI_PATH}'`);
    const script = /<script src="([^"]+swagger-ui-bundle\.js)"/.exec(html)?.[1];
    expect(script).toBe(`${REFERENCE_PATH}/swagger-ui-dist/swagger-ui-bundle.js`);
    const bundle = await fetch(`${reference.baseUrl}${script}`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
  });
});

import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { z } from 'zod';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError, invalidInput } from './errors.ts';

/**
 * Request validation. Routes declare what they read as middleware, in the order it is checked:
 * `param(schema)`, `query(schema)` (Hono's validator), `json(schema)`; the handler reads the
 * results with `c.req.valid('param' | 'query' | 'json')`. A failure answers 400
 * `_ERR_INVALID_INPUT`, one entry per problem, `field` being the dotted path (or `path`, `query`,
 * `body` for the whole). A body whose schema depends on the request (the two add-to-cart
 * payloads, the bundle notice) is read in the handler with `parseBody`.
 */

function check<S extends z.ZodType>(schema: S, value: unknown, root: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw invalidInput(
      result.error.issues.map((issue) => ({
        field: issue.path.length > 0 ? issue.path.map(String).join('.') : root,
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/** What a validator checks, for the OpenAPI document (openapi/describe.ts reads it). */
export const VALIDATES = Symbol('validates');

export interface Validates {
  target: 'param' | 'query' | 'json';
  schema: z.ZodType;
}

/**
 * Marks a validating middleware with the schema it checks, as hono-openapi's own `validator`
 * does, so the OpenAPI document (openapi/document.ts) lists the same schema the request is held to.
 */
function documented<M extends object>(
  middleware: M,
  target: Validates['target'],
  schema: z.ZodType,
): M {
  const validates: Validates = { target, schema };
  return Object.assign(middleware, {
    [uniqueSymbol]: { target, ...resolver(schema) },
    [VALIDATES]: validates,
  });
}

/** Path parameters checked against `schema` (ids with a fixed format). */
export const param = <S extends z.ZodType>(schema: S) =>
  documented(
    validator('param', (value): z.output<S> => check(schema, value, 'path')),
    'param',
    schema,
  );

/**
 * The query string checked against `schema`; unknown names are ignored. Each name gives its first
 * value, as it always has: Hono's own query value would make a repeated name a list.
 */
export const query = <S extends z.ZodType>(schema: S) =>
  documented(
    validator('query', (_value, c): z.output<S> => check(schema, c.req.query(), 'query')),
    'query',
    schema,
  );

/**
 * The request body as JSON, or `undefined` when there is none. Bodies must be JSON: a form or
 * text/plain body is what a cross-site form post sends without a CORS preflight, so refusing it
 * (415) also closes that door.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, {
      errors: [
        {
          errorKey: ErrorKey.unsupportedMediaType,
          message: 'Send the request body as application/json',
        },
      ],
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidInput([{ field: 'body', message: 'Request body is not valid JSON' }]);
  }
}

/** The body checked against `schema`, for a handler that picks the schema itself. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(c);
  if (body === undefined && !schema.safeParse(undefined).success) {
    throw invalidInput([{ field: 'body', message: 'Request body is required' }]);
  }
  return check(schema, body, 'body');
}

/**
 * The JSON body checked against `schema`. Not `validator('json')`: it reads a body of another
 * type as `{}` and an empty one as malformed JSON, where the contract answers 415 and treats an
 * empty body as none.
 */
export const json = <S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any env, as Hono's validator
  any,
  string,
  { in: { json: z.input<S> }; out: { json: z.output<S> } }
> =>
  documented(
    async (c, next) => {
      c.req.addValidatedData('json', (await parseBody(c, schema)) as object);
      await next();
    },
    'json',
    schema,
  );

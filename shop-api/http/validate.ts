import type { Context } from 'hono';
import type { z } from 'zod';
import { ErrorKey } from '../domain/errors.ts';
import { ApiError, invalidInput } from './errors.ts';

function issuesOf(error: z.ZodError, root: string): { field: string; message: string }[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : root,
    message: issue.message,
  }));
}

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

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJsonBody(c);
  if (body === undefined && !schema.safeParse(undefined).success) {
    throw invalidInput([{ field: 'body', message: 'Request body is required' }]);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw invalidInput(issuesOf(result.error, 'body'));
  return result.data;
}

/** The query string (first value of each name) checked against `schema`; unknown names are ignored. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw invalidInput(issuesOf(result.error, 'query'));
  return result.data;
}

/** Path parameters checked against `schema` (ids with a fixed format). */
export function parseParams<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw invalidInput(issuesOf(result.error, 'path'));
  return result.data;
}

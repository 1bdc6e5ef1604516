import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { findTargetHandler } from 'hono/utils/handler';
import { resolver, uniqueSymbol } from 'hono-openapi';
import type { DescribeRouteOptions } from 'hono-openapi';
import { z } from 'zod';
import { VALIDATES } from '../http/validate.ts';
import type { Validates } from '../http/validate.ts';
import { ERRORS_SCHEMA_REF, INVALID_INPUT, errorsBody } from './errors.ts';

/**
 * What a route says about itself in the OpenAPI document (`/api/openapi.json`, openapi/document.ts).
 * Each route module passes one to `describe()` beside its validators, so the route and its
 * contract are written in one place: the request schemas come from the validators themselves
 * (http/validate.ts marks them), the rest from here.
 */
export interface RouteDoc {
  tag: Tag;
  summary: string;
  /** Behaviour a schema cannot say (CommonMark). */
  description?: string;
  /**
   * Every status this route answers itself, with what it means; the shared failures (400 for a
   * request its schemas refuse, 403 cross-site, 413, 415, 500, 503) are added by the document.
   * An answer without a schema on a 4xx/5xx is the `errors[]` envelope.
   */
  answers: Record<number, string | Answer>;
  /** The body, when the handler picks its schema itself (`parseBody`). */
  body?: z.ZodType;
  /** Query parameters the handler reads itself (no `query()` validator). */
  query?: z.ZodObject;
  /** Accepts `Idempotency-Key` (middleware/idempotency.ts). */
  idempotent?: boolean;
}

export interface Answer {
  description: string;
  /** The JSON body. Omitted on a 4xx/5xx: the `errors[]` envelope. */
  schema?: z.ZodType;
  /** Not JSON: the media type of the body (an image, a PDF, a page). */
  mediaType?: string;
}

export const TAGS = [
  { name: 'Product', description: 'The product, its stock and back-in-stock notices.' },
  { name: 'Stores', description: 'Stores near a ZIP code, and the store the shopper chose.' },
  { name: 'Reviews', description: "The reviews service's read-only answers, in its vendor shape." },
  { name: 'Cart', description: 'Add to cart (cart and wallet), restore, the cart.' },
  { name: 'Orders', description: 'An order, its delivery, same day, totals and tax.' },
  { name: 'Wallets', description: 'Device wallet and account wallet checkout.' },
  { name: 'Sign-in', description: 'Sign-in, sign-out and the signed-in profile.' },
  { name: 'Fraud collector', description: "The device fingerprint collector's calls." },
  { name: 'Media', description: 'Card artwork and documents.' },
] as const;

export type Tag = (typeof TAGS)[number]['name'];

/** The header of every add and order that may be retried safely (conventions: idempotency). */
const IDEMPOTENCY_PARAMETER = {
  in: 'header',
  name: 'Idempotency-Key',
  required: false,
  description:
    'A random key (a UUID) per attempt. The first answer under 500 is kept 24 h for this shopper ' +
    '(cart cookie and sign-in) and replayed, with `Idempotent-Replayed: true`, for the same ' +
    'request; another request under the same key answers 422, a repeat while the first runs 409.',
  schema: { type: 'string', maxLength: 128 },
} as const;

/** Where describe() leaves, on a handler, what its route may answer (for checkAnswers). */
const ANSWERS = Symbol('answers');

interface Declared {
  statuses: Set<number>;
  schemas: Map<number, z.ZodType>;
}

/**
 * Describes a route: `app.get(path, describe(doc, first), ...rest)`, `first` being the route's
 * first middleware (or its handler), which runs as it is. hono-openapi reads the description from
 * it, with the schema it validates when it is a validator (http/validate.ts), beside the schemas
 * of the validators after it; checkAnswers() reads what the route declares it answers. Wrapping
 * the first handler rather than adding one keeps each route one handler shorter.
 */
export function describe<M extends object>(doc: RouteDoc, first: M): M {
  const declared: Declared = {
    statuses: new Set([...Object.keys(doc.answers).map(Number), ...SHARED_STATUSES]),
    schemas: new Map(),
  };
  for (const [status, answer] of Object.entries(doc.answers)) {
    if (typeof answer !== 'string' && answer.schema) {
      declared.schemas.set(Number(status), answer.schema);
    }
  }
  const validates = (first as { [VALIDATES]?: Validates })[VALIDATES];
  const body = validates?.target === 'json' ? validates.schema : doc.body;

  const parameterList = [
    ...(doc.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
    ...(validates && validates.target !== 'json'
      ? parameters(validates.target === 'param' ? 'path' : 'query', validates.schema)
      : []),
    ...(doc.query ? parameters('query', doc.query) : []),
  ];
  const spec: DescribeRouteOptions = {
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(body
      ? {
          requestBody: {
            required: !body.safeParse(undefined).success,
            content: { 'application/json': { schema: resolver(body) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries({
        ...(validates || doc.body ? { 400: INVALID_INPUT } : {}),
        ...doc.answers,
      }).map(([status, answer]) => [status, response(Number(status), answer)]),
    ),
  };
  const run = first as unknown as (c: unknown, next: unknown) => unknown;
  const described = (c: unknown, next: unknown) => run(c, next);
  return Object.assign(described, {
    [uniqueSymbol]: { spec },
    [ANSWERS]: declared,
  }) as unknown as M;
}

/**
 * Holds every answer to its route's description (mounted by createApp when
 * `SHOP_API_CHECK_ANSWERS=1`, which the API tests set): a status the route does not declare, or a
 * JSON body its schema refuses, fails the request with a 500 naming what differs. So every test
 * that reaches a route also checks its contract.
 */
export function checkAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const route = matchedRoutes(c).find(
      (each) => each.method === c.req.method && ANSWERS in findTargetHandler(each.handler),
    );
    if (!route) return;
    const declared = (findTargetHandler(route.handler) as unknown as Record<symbol, Declared>)[
      ANSWERS
    ] as Declared;
    const status = c.res.status;
    const where = `${c.req.method} ${route.path}`;
    if (!declared.statuses.has(status)) {
      throw new Error(`${where} answered ${status}, which its OpenAPI description does not list`);
    }
    const schema = declared.schemas.get(status) ?? (status >= 400 ? errorsBody : undefined);
    const type = c.res.headers.get('content-type') ?? '';
    if (!schema || !type.startsWith('application/json')) return;
    const result = schema.safeParse(await c.res.clone().json());
    if (!result.success) {
      throw new Error(
        `${where} answered ${status} with a body its OpenAPI description refuses: ${z.prettifyError(result.error)}`,
      );
    }
  };
}

/** The parameters of an object schema (path or query), as a validator's would be listed. */
function parameters(where: 'path' | 'query', schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      in: where,
      name,
      ...(where === 'path' || json.required?.includes(name) ? { required: true } : {}),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

/**
 * What any route may answer through the shared parts (cross-site refusal, http/validate.ts,
 * middleware/bodyLimit.ts, the app's error handler); openapi/document.ts lists them on every
 * operation they apply to.
 */
const SHARED_STATUSES = [400, 403, 413, 415, 500, 503];

function response(status: number, answer: string | Answer | { $ref: string }) {
  if (typeof answer !== 'string' && '$ref' in answer) return answer;
  const { description, schema, mediaType } =
    typeof answer === 'string' ? { description: answer } : answer;
  if (mediaType) return { description, content: { [mediaType]: {} } };
  if (schema) return { description, content: { 'application/json': { schema: resolver(schema) } } };
  if (status >= 400)
    return {
      description,
      content: { 'application/json': { schema: { $ref: ERRORS_SCHEMA_REF } } },
    };
  return { description };
}

import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { ErrorKey } from '../domain/errors.ts';

/** The `errors[]` envelope every 4xx and 5xx answer carries (http/errors.ts), as a component. */
export const ERRORS_SCHEMA_REF = '#/components/schemas/Errors';

/** The envelope (http/errors.ts `ApiError`), which the answer checks of describe() also read. */
export const errorsBody = z
  .looseObject({
    errors: z
      .array(
        z.looseObject({
          errorKey: z
            .string()
            .describe(
              `What went wrong; the page maps the key to its message (spec 8). One of: ${Object.values(ErrorKey).join(', ')}.`,
            ),
          message: z.string(),
          field: z
            .string()
            .optional()
            .describe(
              'The request field at fault: a dotted path (`skus.0.quantity`), `body`, `query`, ' +
                '`path` for the whole, or a header name (`Idempotency-Key`).',
            ),
          data: z
            .record(z.string(), z.unknown())
            .optional()
            .describe(
              "The values that filled in a business rule's message (`maxQty`, `state`, …).",
            ),
        }),
      )
      .min(1),
  })
  .describe(
    'Every failure: one entry per problem. A business rule fills in its English `message` and ' +
      'puts the values it was filled with in `data`, so the page may use its own texts (spec 8).',
  );

const { $schema: _dialect, ...errorsSchema } = z.toJSONSchema(errorsBody, { io: 'input' });
export const ERRORS_SCHEMA: OpenAPIV3_1.SchemaObject = errorsSchema as OpenAPIV3_1.SchemaObject;

/** A JSON answer of the `errors[]` envelope with its description. */
export const errorsAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: ERRORS_SCHEMA_REF } } },
});

/** The shared failures, once each in `components.responses`; operations refer to them. */
export const SHARED_ANSWERS = {
  InvalidInput: errorsAnswer(
    '`_ERR_INVALID_INPUT`: the request does not match its schemas; one entry per problem, each naming its `field`.',
  ),
  CrossSite: errorsAnswer(
    '`_ERR_CROSS_SITE_REQUEST`: a cross-site request (`Sec-Fetch-Site`, else `Origin`, not this shop).',
  ),
  TooLarge: errorsAnswer(
    '`_ERR_PAYLOAD_TOO_LARGE`: a body above 32 KiB, counted as it streams in.',
  ),
  NotJson: errorsAnswer('`_ERR_UNSUPPORTED_MEDIA_TYPE`: a body that is not `application/json`.'),
  Bug: errorsAnswer('A bug: `_ERR_DEFAULT_KEY` with the default message.'),
  Unavailable: errorsAnswer(
    'The database cannot be reached for a moment: `_ERR_SERVICE_UNAVAILABLE` with `Retry-After: 5`. ' +
      'Nothing was stored; a retry with the same `Idempotency-Key` runs afresh.',
  ),
};

const shared = (name: keyof typeof SHARED_ANSWERS) => ({ $ref: `#/components/responses/${name}` });

/** What every operation may answer, by the method it uses (`defaultOptions` of the generator). */
const everyOperation = { 500: shared('Bug'), 503: shared('Unavailable') };
const withBody = {
  ...everyOperation,
  403: shared('CrossSite'),
  413: shared('TooLarge'),
  415: shared('NotJson'),
};

export const DEFAULT_ANSWERS = {
  GET: { responses: everyOperation },
  POST: { responses: withBody },
};

/** The 400 of a request its schemas refuse. */
export const INVALID_INPUT = shared('InvalidInput') as unknown as OpenAPIV3_1.ResponseObject;

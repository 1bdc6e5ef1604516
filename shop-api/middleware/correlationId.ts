import type { Context, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';

export const CORRELATION_HEADER = 'X-Correlation-Id';

/**
 * Only harmless characters are kept, as the id lands in a response header and in logs: Hono's own
 * check takes letters, digits, `_`, `-` and `=`; this one adds `.` and `:`.
 */
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every call carries a correlation id (Hono's request-id middleware, `c.get('requestId')`). Spec
 * 7: a `correlationId` request parameter is moved into a request header, so the
 * `X-Correlation-Id` header is read first and, without one, the old query parameter. An absent or
 * malformed id is replaced by a fresh UUID, and the id is echoed on every response, errors
 * included (the middleware sets the header before the handler runs).
 */
export function correlationId(): MiddlewareHandler {
  return requestId({
    headerName: CORRELATION_HEADER,
    limitLength: 128,
    // Called when the header is absent or not to Hono's taste (which refuses '.' and ':').
    generator: (c: Context) => {
      const incoming = c.req.header(CORRELATION_HEADER) ?? c.req.query('correlationId');
      return incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
}

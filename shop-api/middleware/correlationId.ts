import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';

export const CORRELATION_HEADER = 'X-Correlation-Id';

// Only harmless characters are echoed back: the value lands in a response header and in logs.
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every call carries a correlation id. The shop used to take it as a `correlationId` query
 * parameter; it now travels in the `X-Correlation-Id` header, and the old parameter is still
 * honoured. An absent or malformed id is replaced by a fresh one, and the id is echoed on every
 * response, errors included.
 */
export function correlationId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header(CORRELATION_HEADER) ?? c.req.query('correlationId');
    const id = incoming && VALID_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('correlationId', id);
    await next();
    try {
      c.res.headers.set(CORRELATION_HEADER, id);
    } catch {
      // A response with immutable headers (e.g. passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(CORRELATION_HEADER, id);
    }
  };
}

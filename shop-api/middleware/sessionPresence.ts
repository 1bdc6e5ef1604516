import type { MiddlewareHandler } from 'hono';
import type { ShopRepository } from '../db/repository.ts';
import { MEDIA_PREFIX } from '../http/paths.ts';
import { readVisitor } from '../services/visitor.ts';

/**
 * Notes the first request that carries a cart cookie. Once a cookie has come back, the shopper
 * it was issued to evidently holds it, so the idempotency middleware no longer hands it to a
 * cookie-less retry (see middleware/idempotency.ts). Costs one indexed UPDATE that matches no
 * row after the first time; media requests (cacheable, many per page) are skipped.
 */
export function sessionPresence(deps: {
  repo: ShopRepository;
  now: () => Date;
}): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(MEDIA_PREFIX)) {
      const { sessionToken } = readVisitor(c);
      if (sessionToken !== null) await deps.repo.sessions.markPresented(sessionToken, deps.now());
    }
    await next();
  };
}

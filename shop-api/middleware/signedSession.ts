import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { readSession } from '../services/session.ts';

/** Reads the signed session cookie once per request; routes see `signedInProfileId`. */
export function signedSession(deps: {
  secret: string;
  now: () => Date;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('signedInProfileId', await readSession(c, deps.secret, deps.now()));
    await next();
  };
}

import type { MiddlewareHandler } from 'hono';
import type { SignInRepository } from '../db/repositories/signIn.ts';
import type { AppEnv } from '../http/env.ts';
import { readSession } from '../services/session.ts';

/**
 * Reads the signed session cookie once per request, and checks that its session was not ended
 * (one indexed read, only when the cookie's signature holds); routes see `signedInProfileId`.
 */
export function signedSession(deps: {
  secret: string;
  sessions: SignInRepository;
  now: () => Date;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('signedInProfileId', await readSession(c, deps, deps.now()));
    await next();
  };
}

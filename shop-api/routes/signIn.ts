import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import { ErrorKey } from '../domain/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { email, looseBoolean, text } from '../http/schemas.ts';
import { json } from '../http/validate.ts';
import { verifyPassword } from '../services/passwords.ts';
import { endSession, startSession } from '../services/session.ts';

const loginBody = z.object({
  email,
  password: text(128).min(1, 'Enter your password'),
  rememberMe: looseBoolean.optional(),
});

/** Sign-in and sign-out of the demo shop (services/session.ts). */
export function signInRoutes(deps: { repo: ShopRepository; now: () => Date; secret: string }) {
  const app = new Hono<AppEnv>();

  app.post('/api/identity/login', json(loginBody), async (c) => {
    const body = c.req.valid('json');
    const account = await deps.repo.accounts.getByEmail(body.email.toLowerCase());
    // One scrypt either way, so the answer's timing does not tell which e-mails have accounts.
    if (!(await verifyPassword(body.password, account?.passwordHash ?? null)) || !account) {
      throw new ApiError(401, {
        errors: [
          {
            errorKey: ErrorKey.invalidLogin,
            message: 'The e-mail address or password is incorrect.',
          },
        ],
      });
    }
    await startSession(c, deps.secret, account.profileId, {
      now: deps.now(),
      remember: body.rememberMe === true,
    });
    return c.json({
      identity: { userType: 'R', profileId: account.profileId, status: 'SIGNED_IN' },
    });
  });

  app.post('/api/identity/logout', json(z.object({}).optional()), (c) => {
    endSession(c);
    return c.json({ identity: { userType: 'G', status: 'SIGNED_OUT' } });
  });

  return app;
}

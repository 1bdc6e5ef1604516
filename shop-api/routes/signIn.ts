import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import { ErrorKey } from '../domain/errors.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { email, looseBoolean, text } from '../http/schemas.ts';
import { json } from '../http/validate.ts';
import { clientAddress } from '../middleware/cartRateLimit.ts';
import { verifyPassword } from '../services/passwords.ts';
import { endSession, startSession } from '../services/session.ts';
import {
  accountSubject,
  addressSubject,
  DEFAULT_SIGN_IN_THROTTLE,
  judgeAttempt,
  type SignInThrottlePolicy,
} from '../services/signInThrottle.ts';
import { describe } from '../openapi/describe.ts';
import { identityAnswer } from '../openapi/answers/other.ts';

const loginBody = z.object({
  email,
  password: text(128).min(1, 'Enter your password'),
  rememberMe: looseBoolean.optional(),
});

/** Sign-in and sign-out of the demo shop (services/session.ts, services/signInThrottle.ts). */
export function signInRoutes(deps: {
  repo: ShopRepository;
  now: () => Date;
  secret: string;
  trustProxy?: boolean;
  signInThrottle?: SignInThrottlePolicy;
}) {
  const app = new Hono<AppEnv>();
  const policy = deps.signInThrottle ?? DEFAULT_SIGN_IN_THROTTLE;
  const sessions = { secret: deps.secret, sessions: deps.repo.signIn };

  app.post(
    '/api/identity/login',
    describe(
      {
        tag: 'Sign-in',
        summary: 'Sign in',
        description:
          'The e-mail is matched without regard to case, the password against its scrypt hash. Sets ' +
          '`CF_SESSION` (HttpOnly, signed, its session kept in the database) with `USER_ACTIVITY` and ' +
          '`profileId` for the page: browser-session cookies whose signed expiry ends them after 12 h, ' +
          'or 30 days with `rememberMe`. Guessing limits (counted in the database): every attempt ' +
          'counts against the e-mail typed and the client address for 15 minutes; past half the limit ' +
          'each answer waits a doubling delay (250 ms to 4 s); past it (10 failures per e-mail, 100 per ' +
          "address) 429, even for the right password. A success clears the e-mail's count.",
        answers: {
          200: { description: 'Signed in.', schema: identityAnswer },
          401: '`_ERR_INVALID_LOGIN`: a wrong password or an unknown e-mail (the same answer for both).',
          429: '`_ERR_TOO_MANY_REQUESTS` with `Retry-After` (seconds, 15 minutes at most).',
        },
      },
      json(loginBody),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const now = deps.now();
      // The attempt counts as a failure up front (so parallel guesses cannot slip past the
      // check); a success takes it back.
      const subjects = {
        account: accountSubject(body.email),
        address: addressSubject(clientAddress(c, deps.trustProxy ?? false)),
      };
      const [account, address] = await deps.repo.signIn.countAttempt(
        [subjects.account, subjects.address],
        now,
        policy.windowMs,
      );
      if (!account || !address) throw new Error('sign-in attempt was not counted');
      const verdict = judgeAttempt({ account, address }, policy, now);
      if (verdict.kind === 'refused') {
        throw new ApiError(
          429,
          {
            errors: [
              {
                errorKey: ErrorKey.tooManyRequests,
                message: `Too many sign-in attempts. Please try again in ${verdict.retryAfterSeconds} seconds.`,
              },
            ],
          },
          { 'Retry-After': String(verdict.retryAfterSeconds) },
        );
      }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const found = await deps.repo.accounts.getByEmail(body.email.toLowerCase());
      // One scrypt either way, so the answer's timing does not tell which e-mails have accounts.
      if (!(await verifyPassword(body.password, found?.passwordHash ?? null)) || !found) {
        throw new ApiError(401, {
          errors: [
            {
              errorKey: ErrorKey.invalidLogin,
              message: 'The e-mail address or password is incorrect.',
            },
          ],
        });
      }
      // The owner's success ends the account's count; the address keeps its other failures.
      await deps.repo.signIn.clearFailures(subjects.account);
      await deps.repo.signIn.uncountAttempt(subjects.address);
      await startSession(c, sessions, found.profileId, {
        now,
        remember: body.rememberMe === true,
      });
      return c.json({
        identity: { userType: 'R', profileId: found.profileId, status: 'SIGNED_IN' },
      });
    },
  );

  app.post(
    '/api/identity/logout',
    describe(
      {
        tag: 'Sign-in',
        summary: 'Sign out',
        description:
          'Ends the session on the server (a copy of `CF_SESSION` kept before signs nobody in) and ' +
          'clears the three cookies. The cart cookie stays.',
        answers: { 200: { description: 'Signed out.', schema: identityAnswer } },
      },
      json(z.object({}).optional()),
    ),
    async (c) => {
      await endSession(c, sessions, deps.now());
      return c.json({ identity: { userType: 'G', status: 'SIGNED_OUT' } });
    },
  );

  return app;
}

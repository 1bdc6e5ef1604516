import { Hono } from 'hono';
import { z } from 'zod';
import type { ShopRepository } from '../db/repository.ts';
import { ErrorKey } from '../domain/errors.ts';
import { clientAddress } from '../http/clientAddress.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { email, looseBoolean, text } from '../http/schemas.ts';
import { json } from '../http/validate.ts';
import { knownDeviceTag, readDeviceCookie, rememberDevice } from '../services/deviceCookie.ts';
import { cartAtSignIn } from '../services/cart/signInCart.ts';
import { verifyPassword } from '../services/passwords.ts';
import { endSession, startSession } from '../services/session.ts';
import { clearCartCookie, readVisitor, setCartCookie } from '../services/visitor.ts';
import {
  accountSubject,
  addressSubject,
  DEFAULT_SIGN_IN_THROTTLE,
  deviceSubject,
  judgeAccountAttempt,
  overLimit,
  type SignInThrottlePolicy,
} from '../services/signInThrottle.ts';

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

  const tooMany = (retryAfterSeconds: number) =>
    new ApiError(
      429,
      {
        errors: [
          {
            errorKey: ErrorKey.tooManyRequests,
            message: `Too many sign-in attempts. Please try again in ${retryAfterSeconds} seconds.`,
          },
        ],
      },
      { 'Retry-After': String(retryAfterSeconds) },
    );

  /**
   * Whether the attempt may have its password checked (services/signInThrottle.ts), counted
   * before the check so parallel guesses cannot all pass it: the client address's hard limit;
   * then a known device's own limit, or else the account's back-off. Returns what a success
   * takes back.
   */
  async function admit(
    subjects: { account: string; address: string; device: string | null },
    now: Date,
  ): Promise<{ device: string | null }> {
    const [address] = await deps.repo.signIn.countAttempt(
      [subjects.address],
      now,
      policy.address.windowMs,
    );
    if (!address) throw new Error('sign-in attempt was not counted');
    const addressWait = overLimit(address, policy.address, now);
    if (addressWait !== null) throw tooMany(addressWait);

    if (subjects.device !== null) {
      const [device] = await deps.repo.signIn.countAttempt(
        [subjects.device],
        now,
        policy.device.windowMs,
      );
      // A known device within its own limit skips the account's back-off; past it, it is a
      // device like any other until its window ends.
      if (device && overLimit(device, policy.device, now) === null) {
        return { device: subjects.device };
      }
    }

    const verdict = await deps.repo.transaction(async (repo) => {
      const state = await repo.signIn.lockBackoff(subjects.account, now);
      const judged = judgeAccountAttempt(state, policy.account, now);
      if (judged.kind === 'attempt') await repo.signIn.saveBackoff(subjects.account, judged.next);
      return judged;
    });
    if (verdict.kind === 'wait') throw tooMany(verdict.retryAfterSeconds);
    return { device: null };
  }

  app.post('/api/identity/login', json(loginBody), async (c) => {
    const body = c.req.valid('json');
    const now = deps.now();
    const device = knownDeviceTag(readDeviceCookie(c), deps.secret, body.email);
    const subjects = {
      account: accountSubject(body.email),
      address: addressSubject(clientAddress(c, deps.trustProxy ?? false)),
      device: device !== null ? deviceSubject(device) : null,
    };
    const admitted = await admit(subjects, now);
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
    // The owner's success ends the account's and the device's counts; the address keeps its
    // other attempts.
    await deps.repo.signIn.clearFailures(subjects.account);
    if (admitted.device !== null) await deps.repo.signIn.clearFailures(admitted.device);
    await deps.repo.signIn.uncountAttempt(subjects.address);
    // A new cart cookie: the guest cart goes with the shopper, the old cookie leads nowhere.
    const cartToken = await cartAtSignIn(deps, readVisitor(c), found.profileId);
    if (cartToken !== null) setCartCookie(c, cartToken);
    else clearCartCookie(c);
    await startSession(c, sessions, found.profileId, {
      now,
      remember: body.rememberMe === true,
    });
    // This browser is now a known device of the account (services/deviceCookie.ts).
    rememberDevice(c, deps.secret, body.email);
    return c.json({
      identity: { userType: 'R', profileId: found.profileId, status: 'SIGNED_IN' },
    });
  });

  app.post('/api/identity/logout', json(z.object({}).optional()), async (c) => {
    await endSession(c, sessions, deps.now());
    // Nothing of the shopper stays in this browser: the cart (theirs, and only seen signed in)
    // goes with the session. The known-device cookie stays (services/deviceCookie.ts).
    clearCartCookie(c);
    return c.json({ identity: { userType: 'G', status: 'SIGNED_OUT' } });
  });

  return app;
}

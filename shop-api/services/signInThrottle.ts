/**
 * Sign-in throttling that an attacker cannot aim at an owner (OWASP ASVS 5 V6.3.1 and V6.1.1,
 * OWASP's Credential Stuffing cheat sheet and its "device cookies" scheme), the pure rules.
 * docs/security.md gives the policy and why each figure is what it is. Three subjects:
 *
 * - **The account** (the e-mail typed, whether or not it has an account, so an unknown e-mail and
 *   a wrong password are treated alike): no lock-out. The first failures are free; after them each
 *   attempt must wait a delay that doubles with every further failure, up to a cap, counted from
 *   the last failure. An attempt that comes too early is refused (429 with Retry-After) without
 *   its password being looked at, and is not counted: guessing faster buys nothing, and the owner's
 *   correct password goes through once the delay has passed.
 * - **A known device**: a browser that signed in to the account before carries a signed device
 *   cookie (./deviceCookie.ts). Its attempts skip the account's back-off, so guesses from
 *   elsewhere never keep the owner out, and have a limit of their own per device and window.
 * - **The client address**: a hard limit of attempts per window, whatever the account.
 *
 * The counts live in the database (db/repositories/signIn.ts), shared by every instance.
 */

export interface SignInThrottlePolicy {
  account: {
    /** Failures with no delay (a shopper mistyping). */
    freeFailures: number;
    /** The delay after the last free failure; doubled with every further one. */
    firstDelayMs: number;
    /** The longest delay: the owner of an account under attack waits at most this long. */
    maxDelayMs: number;
    /** Failures are forgotten this long after the last one (and at a successful sign-in). */
    forgetAfterMs: number;
  };
  /** Failed attempts per known device (cookie) and window, past which it is a device like any. */
  device: { limit: number; windowMs: number };
  /** Attempts per client address and window (several shoppers may share one address). */
  address: { limit: number; windowMs: number };
}

/** The figures, with their reasons, are in docs/security.md ("Sign-in throttling"). */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  account: {
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * 60_000,
    forgetAfterMs: 24 * 60 * 60_000,
  },
  device: { limit: 10, windowMs: 60 * 60_000 },
  address: { limit: 30, windowMs: 15 * 60_000 },
};

/**
 * `SHOP_API_SIGN_IN_BACKOFF_MS`: the account's first delay, which each further failure doubles up
 * to the same cap; everything else as the default policy. Unset (production): the default policy.
 * The built server's tests set it to watch the back-off grow without waiting a second per step.
 */
export function signInThrottleFromEnv(value: string | undefined): SignInThrottlePolicy {
  if (value === undefined || value.trim() === '') return DEFAULT_SIGN_IN_THROTTLE;
  const ms = /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : Number.NaN;
  const { account } = DEFAULT_SIGN_IN_THROTTLE;
  if (!(ms >= 1 && ms <= account.maxDelayMs)) {
    throw new Error(
      `SHOP_API_SIGN_IN_BACKOFF_MS: cannot read "${value}" (want milliseconds, 1 to ${account.maxDelayMs})`,
    );
  }
  return { ...DEFAULT_SIGN_IN_THROTTLE, account: { ...account, firstDelayMs: ms } };
}

export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressSubject = (address: string) => `address:${address}`;
export const deviceSubject = (tag: string) => `device:${tag}`;

/** An account's failures in a row and when the last one was. */
export interface BackoffState {
  failures: number;
  lastFailureAt: Date | null;
}

/** How long after the last of `failures` failures in a row the next attempt may be made. */
export function backoffDelayMs(failures: number, policy: SignInThrottlePolicy['account']): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 40);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}

/** The failures still counted at `now`: none once the last is older than `forgetAfterMs`. */
export function liveFailures(
  state: BackoffState,
  policy: SignInThrottlePolicy['account'],
  now: Date,
): number {
  if (state.lastFailureAt === null) return 0;
  return now.getTime() - state.lastFailureAt.getTime() >= policy.forgetAfterMs ? 0 : state.failures;
}

export type BackoffVerdict =
  /** Too early: answer 429; nothing is counted. */
  | { kind: 'wait'; retryAfterSeconds: number }
  /** Check the password; until it proves right the attempt counts as the failure `next`. */
  | { kind: 'attempt'; next: { failures: number; lastFailureAt: Date } };

/**
 * The account's verdict on an attempt at `now`. An allowed attempt is counted as a failure at
 * once (parallel guesses cannot all pass the same check); a success clears the count.
 */
export function judgeAccountAttempt(
  state: BackoffState,
  policy: SignInThrottlePolicy['account'],
  now: Date,
): BackoffVerdict {
  const failures = liveFailures(state, policy, now);
  const last = state.lastFailureAt?.getTime() ?? 0;
  const allowedAt = failures === 0 ? 0 : last + backoffDelayMs(failures, policy);
  if (now.getTime() < allowedAt) {
    return {
      kind: 'wait',
      retryAfterSeconds: Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000)),
    };
  }
  return { kind: 'attempt', next: { failures: failures + 1, lastFailureAt: now } };
}

/** A fixed window's count (addresses, devices), this attempt included, and when it began. */
export interface WindowCount {
  failures: number;
  windowStart: Date;
}

/** Seconds until a window that is over its limit ends, or null while within it. */
export function overLimit(
  count: WindowCount,
  limit: { limit: number; windowMs: number },
  now: Date,
): number | null {
  if (count.failures <= limit.limit) return null;
  const ends = count.windowStart.getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}

/**
 * How many attempts one account can have looked at from unknown devices within `elapsedMs` of its
 * first failure, however many are sent: the guesser's best case under this policy.
 */
export function mostAttemptsWithin(
  elapsedMs: number,
  policy: SignInThrottlePolicy['account'],
): number {
  let attempts = 0;
  let at = 0;
  while (at <= elapsedMs && attempts < 100_000) {
    attempts += 1;
    at += backoffDelayMs(attempts, policy);
  }
  return attempts;
}

/**
 * Sign-in guessing limits (OWASP ASVS V2.2.1), the pure rule: every attempt is counted against
 * the e-mail typed (whether or not it has an account, so an unknown e-mail and a wrong password
 * are treated alike) and against the client address, in a window that starts at the first
 * failure. Past half a subject's limit each further attempt waits longer (a doubling delay, capped);
 * past the limit the answer is 429 with Retry-After until the window ends, so the owner of a
 * guessed account waits at most one window. The counts live in the database
 * (db/repositories/signIn.ts), shared by every instance.
 */
import type { FailureCount } from '../db/repositories/signIn.ts';

export interface SignInThrottlePolicy {
  /** How long a count lasts from its first failure, and the longest lock-out. */
  windowMs: number;
  /** Failures per e-mail address in a window. */
  accountLimit: number;
  /** Failures per client address in a window (several shoppers may share one address). */
  addressLimit: number;
  /** The first delay, doubled with every further failure. */
  delayBaseMs: number;
  maxDelayMs: number;
}

/** 10 guesses per account and 100 per address in 15 minutes; delays from 250 ms up to 4 s. */
export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  windowMs: 15 * 60_000,
  accountLimit: 10,
  addressLimit: 100,
  delayBaseMs: 250,
  maxDelayMs: 4000,
};

export type ThrottleVerdict =
  { kind: 'refused'; retryAfterSeconds: number } | { kind: 'proceed'; delayMs: number };

export const accountSubject = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressSubject = (address: string) => `address:${address}`;

/** The delay before answering an attempt that follows `failures` failures, for `limit`. */
export function delayFor(failures: number, limit: number, policy: SignInThrottlePolicy): number {
  const free = Math.floor(limit / 2);
  if (failures < free) return 0;
  return Math.min(policy.maxDelayMs, policy.delayBaseMs * 2 ** Math.min(failures - free, 30));
}

/**
 * What to do with an attempt, given the counts with this attempt included: refuse it once a
 * subject is over its limit (Retry-After: the rest of that subject's window), else go on after
 * the delay the failures so far have earned.
 */
export function judgeAttempt(
  counts: { account: FailureCount; address: FailureCount },
  policy: SignInThrottlePolicy,
  now: Date,
): ThrottleVerdict {
  const subjects = [
    { count: counts.account, limit: policy.accountLimit },
    { count: counts.address, limit: policy.addressLimit },
  ];
  const over = subjects.filter(({ count, limit }) => count.failures > limit);
  if (over.length > 0) {
    const ends = Math.max(
      ...over.map(({ count }) => count.windowStart.getTime() + policy.windowMs),
    );
    return {
      kind: 'refused',
      retryAfterSeconds: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)),
    };
  }
  return {
    kind: 'proceed',
    delayMs: Math.max(
      ...subjects.map(({ count, limit }) => delayFor(count.failures - 1, limit, policy)),
    ),
  };
}

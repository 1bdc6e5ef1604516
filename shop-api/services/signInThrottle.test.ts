import { describe, expect, it } from 'vitest';
import {
  accountSubject,
  DEFAULT_SIGN_IN_THROTTLE,
  delayFor,
  judgeAttempt,
  type SignInThrottlePolicy,
} from './signInThrottle.ts';

const policy: SignInThrottlePolicy = {
  windowMs: 15 * 60_000,
  accountLimit: 10,
  addressLimit: 100,
  delayBaseMs: 250,
  maxDelayMs: 4000,
};
const start = new Date('2026-11-25T12:00:00Z');
const count = (failures: number, windowStart = start) => ({ subject: 's', failures, windowStart });

describe('sign-in throttle rule', () => {
  it('adds no delay to the first half of the limit, then doubles it up to the cap', () => {
    expect([0, 4, 5, 6, 7, 8, 9].map((failures) => delayFor(failures, 10, policy))).toEqual([
      0, 0, 250, 500, 1000, 2000, 4000,
    ]);
    expect(delayFor(1_000_000, 10, policy)).toBe(4000);
  });

  it('refuses past the limit until the window that began at the first failure ends', () => {
    const now = new Date(start.getTime() + 5 * 60_000);
    expect(judgeAttempt({ account: count(11), address: count(11) }, policy, now)).toEqual({
      kind: 'refused',
      retryAfterSeconds: 600,
    });
    expect(judgeAttempt({ account: count(10), address: count(10) }, policy, now)).toEqual({
      kind: 'proceed',
      delayMs: 4000,
    });
    expect(judgeAttempt({ account: count(1), address: count(101) }, policy, now)).toMatchObject({
      kind: 'refused',
    });
  });

  it('never locks an account out longer than 15 minutes by default', () => {
    expect(DEFAULT_SIGN_IN_THROTTLE.windowMs).toBeLessThanOrEqual(15 * 60_000);
    const verdict = judgeAttempt({ account: count(999), address: count(1) }, policy, start);
    expect(verdict).toEqual({ kind: 'refused', retryAfterSeconds: 900 });
  });

  it('counts an e-mail address however it is typed', () => {
    expect(accountSubject(' Jordan@Example.com ')).toBe(accountSubject('jordan@example.com'));
  });
});

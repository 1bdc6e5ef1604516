import { describe, expect, it } from 'vitest';
import {
  accountSubject,
  backoffDelayMs,
  DEFAULT_SIGN_IN_THROTTLE,
  judgeAccountAttempt,
  liveFailures,
  mostAttemptsWithin,
  overLimit,
  signInThrottleFromEnv,
  type BackoffState,
} from './signInThrottle.ts';

const account = DEFAULT_SIGN_IN_THROTTLE.account;
const start = new Date('2026-11-25T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const state = (failures: number, lastMs = 0): BackoffState => ({
  failures,
  lastFailureAt: failures > 0 ? at(lastMs) : null,
});

describe('the account back-off', () => {
  it('given the default policy, should let five failures pass, then double from 1 s to a 15-minute cap', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 14, 15, 99].map((n) => backoffDelayMs(n, account))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 512_000, 900_000, 900_000,
    ]);
  });

  it('given an attempt before the delay has passed, should refuse it with the seconds left and count nothing', () => {
    expect(judgeAccountAttempt(state(7, 0), account, at(1500))).toEqual({
      kind: 'wait',
      retryAfterSeconds: 3,
    });
  });

  it('given the delay has passed, should look at the attempt and count it as the next failure until it succeeds', () => {
    expect(judgeAccountAttempt(state(7, 0), account, at(4000))).toEqual({
      kind: 'attempt',
      next: { failures: 8, lastFailureAt: at(4000) },
    });
    expect(judgeAccountAttempt(state(0), account, start)).toEqual({
      kind: 'attempt',
      next: { failures: 1, lastFailureAt: start },
    });
  });

  it('never keeps an owner waiting longer than the cap, however many guesses were made', () => {
    const verdict = judgeAccountAttempt(state(1_000_000, 0), account, at(1));
    expect(verdict).toEqual({ kind: 'wait', retryAfterSeconds: 900 });
    expect(judgeAccountAttempt(state(1_000_000, 0), account, at(900_000)).kind).toBe('attempt');
  });

  it('forgets failures a day after the last one', () => {
    expect(liveFailures(state(12, 0), account, at(24 * 60 * 60_000 - 1))).toBe(12);
    expect(liveFailures(state(12, 0), account, at(24 * 60 * 60_000))).toBe(0);
    expect(judgeAccountAttempt(state(12, 0), account, at(24 * 60 * 60_000))).toMatchObject({
      kind: 'attempt',
      next: { failures: 1 },
    });
  });

  it('given a guesser who sends as fast as they like, should look at 14 guesses in the first 15 minutes and about 100 a day', () => {
    expect(mostAttemptsWithin(0, account)).toBe(5);
    expect(mostAttemptsWithin(999, account)).toBe(5);
    expect(mostAttemptsWithin(1000, account)).toBe(6);
    expect(mostAttemptsWithin(15 * 60_000, account)).toBe(14);
    expect(mostAttemptsWithin(24 * 60 * 60_000, account)).toBe(109);
  });

  it('counts an e-mail address however it is typed', () => {
    expect(accountSubject(' Jordan@Example.com ')).toBe(accountSubject('jordan@example.com'));
  });
});

describe('the hard limits per address and per known device', () => {
  const address = DEFAULT_SIGN_IN_THROTTLE.address;

  it('given the default policy, should allow 30 attempts per address in 15 minutes', () => {
    expect(overLimit({ failures: 30, windowStart: start }, address, at(60_000))).toBeNull();
    expect(overLimit({ failures: 31, windowStart: start }, address, at(60_000))).toBe(840);
  });

  it('given a known device, should allow it 10 failures an hour', () => {
    const device = DEFAULT_SIGN_IN_THROTTLE.device;
    expect(overLimit({ failures: 10, windowStart: start }, device, start)).toBeNull();
    expect(overLimit({ failures: 11, windowStart: start }, device, start)).toBe(3600);
  });
});

describe('SHOP_API_SIGN_IN_BACKOFF_MS', () => {
  it('given nothing set, should be the default policy: 5 free failures, then 1 s doubling to 15 minutes', () => {
    for (const unset of [undefined, '', ' ']) {
      expect(signInThrottleFromEnv(unset)).toBe(DEFAULT_SIGN_IN_THROTTLE);
    }
    expect(DEFAULT_SIGN_IN_THROTTLE.account).toEqual({
      freeFailures: 5,
      firstDelayMs: 1000,
      maxDelayMs: 15 * 60_000,
      forgetAfterMs: 24 * 60 * 60_000,
    });
    expect(DEFAULT_SIGN_IN_THROTTLE.device).toEqual({ limit: 10, windowMs: 60 * 60_000 });
    expect(DEFAULT_SIGN_IN_THROTTLE.address).toEqual({ limit: 30, windowMs: 15 * 60_000 });
  });

  it('given milliseconds, should change the first delay only', () => {
    const policy = signInThrottleFromEnv('250');
    expect(policy).toEqual({
      ...DEFAULT_SIGN_IN_THROTTLE,
      account: { ...DEFAULT_SIGN_IN_THROTTLE.account, firstDelayMs: 250 },
    });
    expect([5, 6, 7].map((n) => backoffDelayMs(n, policy.account))).toEqual([250, 500, 1000]);
  });

  it('given anything but 1 ms to the cap, should refuse to start, naming the variable', () => {
    for (const wrong of ['0', '-5', '1.5', 'fast', '900001']) {
      expect(() => signInThrottleFromEnv(wrong)).toThrow(/SHOP_API_SIGN_IN_BACKOFF_MS/);
    }
  });
});

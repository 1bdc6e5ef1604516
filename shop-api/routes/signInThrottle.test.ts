import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../catalogue/community.ts';
import {
  DEFAULT_SIGN_IN_THROTTLE,
  mostAttemptsWithin,
  type SignInThrottlePolicy,
} from '../services/signInThrottle.ts';
import { DEVICE_COOKIE } from '../services/deviceCookie.ts';
import { freshPgliteDir, freshPostgresUrl, removeScratch, startServer } from '../test/helpers.ts';
import type { ErrorAnswer, TestClient, TestServer } from '../test/helpers.ts';

const [jordan, second] = DEMO_ACCOUNTS;
/** The shipped policy: these tests are its figures at work (docs/security.md). */
const policy: SignInThrottlePolicy = DEFAULT_SIGN_IN_THROTTLE;
let clock = Date.parse('2026-11-25T12:00:00Z');
const now = () => new Date(clock);
/** Each test starts a day later: every count of the one before is forgotten. */
const nextDay = () => {
  clock += 24 * 60 * 60_000 + 60_000;
};

/** A sign-in from the client address `from` (the tests' servers trust X-Forwarded-For). */
function attempt(server: TestServer | TestClient, from: string, email: string, password: string) {
  const client = 'client' in server ? server.client() : server;
  return client.post<ErrorAnswer>(
    '/api/identity/login',
    { email, password },
    { headers: { 'x-forwarded-for': from } },
  );
}

afterAll(removeScratch);

describe('sign-in throttling that cannot be aimed at the owner', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dataDir: freshPgliteDir(), now, trustProxy: true });
  });
  afterAll(() => server?.close());

  it('given 10 wrong passwords from 10 addresses, should let the owner in from a known device at once, and from a new address after the back-off', async () => {
    nextDay();
    // The owner's own browser signed in before: it holds the known-device cookie.
    const owner = server.client();
    expect((await attempt(owner, '192.0.2.1', jordan.email, jordan.password)).status).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
    expect((await owner.post('/api/identity/logout')).status).toBe(200);
    expect(owner.cookies.has(DEVICE_COOKIE)).toBe(true);

    const attack = async () => {
      clock += 60_000;
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          attempt(server, `203.0.113.${i + 1}`, jordan.email, `guess-${i}`).then((a) => a.status),
        ),
      );
      // Five are looked at (and wrong); the rest wait for the back-off, their passwords unread.
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    };

    // The owner's browser: straight in.
    await attack();
    expect((await attempt(owner, '192.0.2.1', jordan.email, jordan.password)).status).toBe(200);

    // The owner elsewhere, on a new device: one second of back-off, then in.
    await attack();
    clock += 10;
    const early = await attempt(server, '198.51.100.77', jordan.email, jordan.password);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('1');
    expect(early.body.errors[0]?.errorKey).toBe('_ERR_TOO_MANY_REQUESTS');
    expect(early.headers.getSetCookie()).toEqual([]);
    clock += 1000;
    expect((await attempt(server, '198.51.100.77', jordan.email, jordan.password)).status).toBe(
      200,
    );
  });

  it('given 100 guesses from 20 addresses at once, the right one among the last, should look at five and not at the right one', async () => {
    nextDay();
    const answers: { status: number; password: string }[] = [];
    for (let round = 0; round < 5; round += 1) {
      // Twenty guesses at once, one from each address; the last round holds the right one.
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const password = round === 4 && i === 10 ? second.password : `guess-${round}-${i}`;
          return attempt(server, `203.0.113.${100 + i}`, second.email, password).then((a) => ({
            status: a.status,
            password,
          }));
        }),
      );
      answers.push(...sent);
    }
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(95);
    expect(answers.find((a) => a.password === second.password)?.status).toBe(429);
  });

  it('given 100 wrong guesses from 20 addresses spread over 15 minutes, should look at no more than 14', async () => {
    nextDay();
    const statuses: number[] = [];
    // Rounds at 0, 3:45, 7:30, 11:15 and 15:00.
    for (let round = 0; round < 5; round += 1) {
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attempt(server, `203.0.113.${140 + i}`, second.email, `guess-${round}-${i}`).then(
            (a) => a.status,
          ),
        ),
      );
      statuses.push(...sent);
      if (round < 4) clock += 3 * 60_000 + 45_000;
    }
    const looked = statuses.filter((s) => s === 401).length;
    expect(looked).toBeLessThanOrEqual(mostAttemptsWithin(15 * 60_000, policy.account));
    expect(mostAttemptsWithin(15 * 60_000, policy.account)).toBe(14);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - looked);
  });

  it('answers an unknown e-mail exactly like a wrong password, 429 included', async () => {
    nextDay();
    const statuses = async (email: string, from: string) => {
      const seen = [];
      for (let i = 0; i < 7; i += 1) seen.push(await attempt(server, from, email, 'wrong'));
      return seen;
    };
    const known = await statuses(second.email, '203.0.113.201');
    const unknown = await statuses('nobody@example.com', '203.0.113.202');
    expect(unknown.map((answer) => answer.status)).toEqual(known.map((answer) => answer.status));
    expect(unknown.map((answer) => answer.text)).toEqual(known.map((answer) => answer.text));
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown[6]?.headers.get('retry-after')).toBe(known[6]?.headers.get('retry-after'));
  });

  it('given a successful sign-in, should forget the account’s failures', async () => {
    nextDay();
    for (let i = 0; i < 5; i += 1) await attempt(server, '203.0.113.210', jordan.email, 'wrong');
    clock += 1000;
    expect((await attempt(server, '203.0.113.210', jordan.email, jordan.password)).status).toBe(
      200,
    );
    const after = [];
    for (let i = 0; i < 5; i += 1) {
      after.push((await attempt(server, '203.0.113.211', jordan.email, 'wrong')).status);
    }
    expect(after).toEqual([401, 401, 401, 401, 401]);
  });

  it('given one address guessing across many accounts, should refuse it past 30 attempts while others sign in', async () => {
    nextDay();
    const from = '203.0.113.220';
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push((await attempt(server, from, `someone${i}@example.com`, 'wrong')).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const refused = await attempt(server, from, jordan.email, jordan.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await attempt(server, '203.0.113.221', jordan.email, jordan.password)).status).toBe(
      200,
    );
  });

  it('given a known device that fails ten times, should hold it to the account’s back-off after that', async () => {
    nextDay();
    const device = server.client();
    expect((await attempt(device, '192.0.2.50', second.email, second.password)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await attempt(device, '192.0.2.50', second.email, 'wrong')).status);
    }
    // Ten on the device's own count; then the account's: five free failures, the rest wait.
    expect(statuses).toEqual([...Array<number>(12).fill(401)]);
    const more = [];
    for (let i = 0; i < 5; i += 1) {
      more.push((await attempt(device, '192.0.2.50', second.email, 'wrong')).status);
    }
    expect(more).toEqual([401, 401, 401, 429, 429]);
    // Another device's cookie, copied, proves nothing for this account.
    const stranger = server.client();
    stranger.cookies.set(DEVICE_COOKIE, `${'A'.repeat(22)}.${'B'.repeat(22)}`);
    expect((await attempt(stranger, '192.0.2.51', second.email, second.password)).status).toBe(429);
  });
});

describe.skipIf(!inject('postgresUrl'))('sign-in throttling across two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl();
    const options = { databaseUrl, now, trustProxy: true };
    a = await startServer(options);
    b = await startServer(options);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failures on either instance together, the back-off holding on both', async () => {
    nextDay();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attempt(i % 2 === 0 ? a : b, `198.51.100.${i}`, jordan.email, 'wrong').then(
          (answer) => answer.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    for (const server of [a, b]) {
      const refused = await attempt(server, '198.51.100.99', jordan.email, jordan.password);
      expect(refused.status).toBe(429);
    }
    clock += 1000;
    expect((await attempt(b, '198.51.100.99', jordan.email, jordan.password)).status).toBe(200);
  });

  it('refuses on instance B a copy of the cookie signed out on instance A', async () => {
    nextDay();
    const shopper = a.client();
    await shopper.signIn();
    const taken = shopper.cookies.get('CF_SESSION') ?? '';
    const copy = b.client();
    copy.cookies.set('CF_SESSION', taken);
    expect((await copy.get('/api/profile/r2/demo-1')).status).toBe(200);
    expect((await shopper.post('/api/identity/logout')).status).toBe(200);
    expect((await copy.get('/api/profile/r2/demo-1')).status).toBe(401);
    // Instance A refuses it as well.
    const again = a.client();
    again.cookies.set('CF_SESSION', taken);
    expect((await again.get('/api/profile/r2/demo-1')).status).toBe(401);
  });
});

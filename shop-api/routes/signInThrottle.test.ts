import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../catalogue/community.ts';
import type { SignInThrottlePolicy } from '../services/signInThrottle.ts';
import { freshPgliteDir, freshPostgresUrl, removeScratch, startServer } from '../test/helpers.ts';
import type { ErrorAnswer, TestServer } from '../test/helpers.ts';

const [jordan, second] = DEMO_ACCOUNTS;
const policy: SignInThrottlePolicy = {
  windowMs: 60_000,
  accountLimit: 4,
  addressLimit: 6,
  delayBaseMs: 150,
  maxDelayMs: 300,
};
let clock = Date.parse('2026-11-25T12:00:00Z');
const now = () => new Date(clock);

/** A sign-in from the client address `from` (the tests' servers trust X-Forwarded-For). */
async function attempt(server: TestServer, from: string, email: string, password: string) {
  const started = performance.now();
  const answer = await server
    .client()
    .post<ErrorAnswer>(
      '/api/identity/login',
      { email, password },
      { headers: { 'x-forwarded-for': from } },
    );
  return { ...answer, ms: performance.now() - started };
}

afterAll(removeScratch);

describe('sign-in guessing limits (ASVS V2.2.1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      dataDir: freshPgliteDir(),
      now,
      trustProxy: true,
      signInThrottle: policy,
    });
  });
  afterAll(() => server?.close());
  // Every test starts in a window of its own.
  afterEach(() => {
    clock += 60_000;
  });

  it('slows guesses at an account, then answers 429 with Retry-After until the window ends', async () => {
    const from = '203.0.113.1';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await attempt(server, from, jordan.email, 'wrong'));
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    // Two failures are free; the third waits 150 ms, the fourth 300.
    expect(answers[2]?.ms).toBeGreaterThanOrEqual(150);
    expect(answers[3]?.ms).toBeGreaterThanOrEqual(300);
    clock += 20_000;
    // From another address too, and even with the right password: the account is locked.
    const locked = await attempt(server, '203.0.113.2', jordan.email, jordan.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('40');
    expect(locked.body.errors[0]?.errorKey).toBe('_ERR_TOO_MANY_REQUESTS');
    expect(locked.headers.getSetCookie()).toEqual([]);
    // The owner waits one window at most.
    clock += 40_000;
    expect((await attempt(server, from, jordan.email, jordan.password)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a wrong password, 429 included', async () => {
    const statuses = async (email: string, from: string) => {
      const seen = [];
      for (let i = 0; i < 5; i += 1) seen.push(await attempt(server, from, email, 'wrong'));
      return seen;
    };
    const known = await statuses(second.email, '203.0.113.3');
    const unknown = await statuses('nobody@example.com', '203.0.113.4');
    expect(unknown.map((answer) => answer.status)).toEqual(known.map((answer) => answer.status));
    expect(unknown.map((answer) => answer.text)).toEqual(known.map((answer) => answer.text));
    expect(unknown[4]?.headers.get('retry-after')).toBe(known[4]?.headers.get('retry-after'));
    expect(known.at(-1)?.status).toBe(429);
  });

  it('a successful sign-in resets the count for the account', async () => {
    const from = '203.0.113.5';
    for (let i = 0; i < 3; i += 1) await attempt(server, from, jordan.email, 'wrong');
    expect((await attempt(server, from, jordan.email, jordan.password)).status).toBe(200);
    // Four more failures (from another address, whose own limit is not the point here).
    const after = [];
    for (let i = 0; i < 4; i += 1) {
      after.push(await attempt(server, '203.0.113.8', jordan.email, 'wrong'));
    }
    expect(after.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it('limits one client address guessing across many accounts', async () => {
    const from = '203.0.113.6';
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(await attempt(server, from, `someone${i}@example.com`, 'wrong'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Another address signs in to the same accounts as before.
    expect((await attempt(server, '203.0.113.7', jordan.email, jordan.password)).status).toBe(200);
  });
});

describe.skipIf(!inject('postgresUrl'))('sign-in guessing limits across two instances', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const databaseUrl = await freshPostgresUrl();
    const options = { databaseUrl, now, trustProxy: true, signInThrottle: policy };
    a = await startServer(options);
    b = await startServer(options);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts guesses on either instance together: the next one is refused on both', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const from = `198.51.100.${i}`;
      statuses.push((await attempt(i % 2 === 0 ? a : b, from, jordan.email, 'wrong')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const server of [a, b]) {
      const refused = await attempt(server, '198.51.100.9', jordan.email, jordan.password);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    clock += 60_000;
    expect((await attempt(b, '198.51.100.9', jordan.email, jordan.password)).status).toBe(200);
  });

  it('slows and then refuses on instance B the guesses made on instance A', async () => {
    clock += 60_000;
    // Two failures on A use up the free attempts of the account.
    for (const from of ['198.51.100.20', '198.51.100.21']) {
      expect((await attempt(a, from, second.email, 'wrong')).status).toBe(401);
    }
    // B counts on from there: the third waits 150 ms, the fourth 300, then 429.
    const third = await attempt(b, '198.51.100.22', second.email, 'wrong');
    const fourth = await attempt(b, '198.51.100.23', second.email, 'wrong');
    expect([third.status, fourth.status]).toEqual([401, 401]);
    expect(third.ms).toBeGreaterThanOrEqual(150);
    expect(fourth.ms).toBeGreaterThanOrEqual(300);
    const refused = await attempt(b, '198.51.100.24', second.email, second.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    clock += 60_000;
  });

  it('refuses on instance B a copy of the cookie signed out on instance A', async () => {
    clock += 60_000;
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

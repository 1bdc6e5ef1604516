import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../catalogue/community.ts';
import { freshPgliteDir, removeScratch, startServer } from '../test/helpers.ts';
import type { TestServer } from '../test/helpers.ts';
import { errorForLog, maskPersonal } from './logLine.ts';

/** What a shopper sends or keeps that no log line may hold. */
const PERSONAL = [
  DEMO_PROFILE.email,
  DEMO_PROFILE.phoneNumber,
  '1550 Larimer St',
  'Jordan',
  'Reyes',
  '4111 1111 1111 1111',
];

/** An error as the database driver throws it: the statement's values in its fields. */
function databaseError(): Error {
  const profile = JSON.stringify({
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: DEMO_PROFILE.email,
    phoneNumber: DEMO_PROFILE.phoneNumber,
    address: '1550 Larimer St',
  });
  return Object.assign(new Error(`invalid input syntax for type json: "${DEMO_PROFILE.email}"`), {
    name: 'DatabaseError',
    code: '22P02',
    detail: `Token "${DEMO_PROFILE.email}" is invalid.`,
    where: `JSON data, line 1: ${profile}`,
    query: 'UPDATE profiles SET doc = $1 WHERE profile_id = $2',
    params: [profile, 'demo-1'],
  });
}

describe('what a log line may say of an error', () => {
  it('given a database error holding a profile, should keep its name, code and frames, and none of the values', () => {
    const line = errorForLog(new Error('the add failed', { cause: databaseError() }));
    expect(line).toContain('Error: the add failed');
    expect(line).toContain('caused by DatabaseError [22P02]: invalid input syntax for type json');
    expect(line).toMatch(/\n\s+at /);
    for (const value of PERSONAL) expect(line).not.toContain(value);
  });

  it('masks e-mails, quoted values, JSON, query strings and long numbers in a message', () => {
    expect(maskPersonal('no profile for jordan.reyes@example.com')).toBe('no profile for [e-mail]');
    expect(maskPersonal('GET /api/stores?zipCode=80202&email=a@b.co answered 500')).toBe(
      'GET /api/stores?… answered 500',
    );
    expect(maskPersonal('card 4111 1111 1111 1111 refused')).toBe('card [number] refused');
    expect(maskPersonal(`bad {"name":"Jordan"} and 'Reyes'`)).toBe('bad {…} and "…"');
    expect(maskPersonal('Order 1000023 was not found')).toBe('Order [number] was not found');
  });

  it('never prints a thrown value that is not an error', () => {
    expect(errorForLog({ email: DEMO_PROFILE.email })).toBe('non-error thrown (object)');
  });
});

describe('the shop’s log of an unexpected failure', () => {
  let server: TestServer;
  const written: string[] = [];
  beforeAll(async () => {
    server = await startServer({ dataDir: freshPgliteDir() });
  });
  afterAll(async () => {
    await server.close();
    removeScratch();
  });
  afterEach(() => vi.restoreAllMocks());

  it('given a database failure while saving a profile, should answer 500 and log no profile, e-mail or address', async () => {
    const shopper = server.client();
    await shopper.signIn();
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      written.push(
        args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '),
      );
    });
    const profiles = server.api.repo.profiles;
    vi.spyOn(profiles, 'upsert').mockRejectedValue(databaseError());
    const answer = await shopper.post('/api/profile/recentlyviewed', {
      productId: '10001',
      name: 'Cairnfield Gift Card',
      url: '/p/cairnfield-gift-card',
    });
    expect(answer.status).toBe(500);
    const log = written.join('\n');
    expect(log).toContain('[shop-api] POST /api/profile/recentlyviewed');
    expect(log).toContain('DatabaseError [22P02]');
    for (const value of PERSONAL) expect(log).not.toContain(value);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../catalogue/community.ts';
import { freshPgliteDir, regularAdd, removeScratch, startServer } from '../test/helpers.ts';
import type { AddToCartAnswer, ErrorAnswer, TestServer } from '../test/helpers.ts';

let server: TestServer;
let clock = Date.now();
const [jordan] = DEMO_ACCOUNTS;

beforeAll(async () => {
  server = await startServer({ dataDir: freshPgliteDir(), now: () => new Date(clock) });
});

afterAll(async () => {
  await server.close();
  removeScratch();
});

const FORGED = 'USER_ACTIVITY=registered; profileId=demo-1';

describe('sign-in', () => {
  it('signs in the demo account with a signed, HttpOnly, SameSite=Lax session cookie', async () => {
    const client = server.client();
    const answer = await client.post<{ identity: Record<string, string> }>('/api/identity/login', {
      email: jordan.email,
      password: jordan.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.identity).toEqual({
      userType: 'R',
      profileId: 'demo-1',
      status: 'SIGNED_IN',
    });
    const cookies = answer.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('CF_SESSION='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Max-Age/); // a browser-session cookie without "remember me"
    // The activity cookies the page reads come with the session.
    expect(client.cookies.get('USER_ACTIVITY')).toBe('registered');
    expect(client.cookies.get('profileId')).toBe('demo-1');
    expect((await client.get('/api/profile/r2/demo-1')).status).toBe(200);
  });

  it('keeps a remembered session for 30 days', async () => {
    const client = server.client();
    const answer = await client.post('/api/identity/login', {
      email: jordan.email.toUpperCase(),
      password: jordan.password,
      rememberMe: true,
    });
    expect(answer.status).toBe(200);
    const session = answer.headers.getSetCookie().find((c) => c.startsWith('CF_SESSION='));
    expect(session).toMatch(/Max-Age=2592000/);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    for (const body of [
      { email: jordan.email, password: 'wrong' },
      { email: 'nobody@example.com', password: jordan.password },
    ]) {
      const client = server.client();
      const answer = await client.post<ErrorAnswer>('/api/identity/login', body);
      expect(answer.status).toBe(401);
      expect(answer.body.errors).toEqual([
        { errorKey: '_ERR_INVALID_LOGIN', message: 'The e-mail address or password is incorrect.' },
      ]);
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const invalid = await server
      .client()
      .post<ErrorAnswer>('/api/identity/login', { email: 'x', password: '' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.map((error) => error.field)).toEqual(['email', 'password']);
  });

  it('signs out: the session and the activity cookies are cleared', async () => {
    const client = server.client();
    await client.signIn();
    const answer = await client.post('/api/identity/logout');
    expect(answer.status).toBe(200);
    expect(client.cookies.has('CF_SESSION')).toBe(false);
    expect(client.cookies.has('USER_ACTIVITY')).toBe(false);
    expect(client.cookies.has('profileId')).toBe(false);
    expect((await client.get('/api/profile/r2/demo-1')).status).toBe(401);
  });

  it('ends the session on the server: a copy of the cookie taken before sign-out is refused after', async () => {
    const client = server.client();
    await client.signIn();
    const copied = `CF_SESSION=${client.cookies.get('CF_SESSION') ?? ''}`;
    const before = await server.client().get('/api/profile/r2/demo-1', {
      headers: { cookie: copied },
    });
    expect(before.status).toBe(200);
    expect((await client.post('/api/identity/logout')).status).toBe(200);
    const after = await server.client().get('/api/profile/r2/demo-1', {
      headers: { cookie: copied },
    });
    expect(after.status).toBe(401);
    expect(after.text).not.toContain('Jordan');
  });

  it('ends a session after its signed expiry', async () => {
    const client = server.client();
    await client.signIn();
    clock += 13 * 60 * 60 * 1000;
    try {
      expect((await client.get('/api/profile/r2/demo-1')).status).toBe(401);
    } finally {
      clock = Date.now();
    }
  });
});

describe('forged sign-in cookies grant nothing', () => {
  it('refuses the profile to plain activity cookies', async () => {
    const answer = await server
      .client()
      .get<ErrorAnswer>('/api/profile/r2/demo-1', { headers: { cookie: FORGED } });
    expect(answer.status).toBe(401);
    expect(answer.text).not.toContain('Jordan');
  });

  it('refuses a tampered or re-signed session cookie', async () => {
    const client = server.client();
    await client.signIn('demo-2');
    const genuine = decodeURIComponent(client.cookies.get('CF_SESSION') ?? '');
    const [value = '', signature = ''] = [
      genuine.slice(0, genuine.lastIndexOf('.')),
      genuine.slice(genuine.lastIndexOf('.') + 1),
    ];
    expect(value.startsWith('demo-2|')).toBe(true);
    const forgedValue = value.replace('demo-2', 'demo-1');
    for (const cookie of [
      `CF_SESSION=${encodeURIComponent(`${forgedValue}.${signature}`)}; ${FORGED}`,
      `CF_SESSION=${encodeURIComponent(`${forgedValue}.AAAA`)}; ${FORGED}`,
      `CF_SESSION=%E0%A4%A; ${FORGED}`,
    ]) {
      const answer = await server.client().get('/api/profile/r2/demo-1', { headers: { cookie } });
      expect(answer.status, cookie).toBe(401);
    }
  });

  it("keeps the demo shopper's orders from forged cookies: no reading, no e-mail change, no cancel", async () => {
    const owner = server.client();
    await owner.signIn();
    const added = await owner.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1));
    const orderId = added.body.addToCart.orderId;
    const otherDevice = server.client();
    await otherDevice.signIn();
    expect((await otherDevice.get(`/api/orders/${orderId}`)).status).toBe(200);

    const forger = server.client();
    const headers = { cookie: FORGED };
    const read = await forger.get(`/api/orders/${orderId}`, { headers });
    expect([401, 403, 404]).toContain(read.status);
    expect(read.text).not.toContain('Jordan');
    const change = await forger.post(
      `/api/orders/${orderId}`,
      { email: 'thief@example.com' },
      { headers },
    );
    expect([401, 403, 404]).toContain(change.status);
    const cancel = await forger.post(
      `/api/orders/${orderId}`,
      { orderItems: [{ orderItemId: added.body.addToCart.items[0]?.orderItemId, quantity: 0 }] },
      { headers },
    );
    expect([401, 403, 404]).toContain(cancel.status);
    const after = await owner.get<{ order: { email: string | null; totalCartQuantity: number } }>(
      `/api/orders/${orderId}`,
    );
    expect(after.body.order.email).not.toBe('thief@example.com');
    expect(after.body.order.totalCartQuantity).toBe(1);
  });
});

describe('behind an HTTPS proxy', () => {
  const login = (base: string, headers: Record<string, string>) =>
    fetch(`${base}/api/identity/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: jordan.email, password: jordan.password }),
    });

  it('with TRUST_PROXY, X-Forwarded-Proto: https gives Secure cookies and HSTS', async () => {
    const trusting = await startServer({ dataDir: freshPgliteDir(), trustProxy: true });
    try {
      const answer = await login(trusting.baseUrl, { 'x-forwarded-proto': 'https' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      const cookies = answer.headers.getSetCookie();
      expect(cookies.length).toBe(4);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
      const cart = await fetch(`${trusting.baseUrl}/api/cart/sku`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify(regularAdd('20001', 1)),
      });
      expect(cart.headers.getSetCookie()[0]).toMatch(/^WC_CART_ID=.*; Secure/);
      // Plain http through the same proxy: no Secure, no HSTS.
      const plain = await login(trusting.baseUrl, { 'x-forwarded-proto': 'http' });
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/Secure/);
    } finally {
      await trusting.close();
    }
  });

  it('without it, the header is ignored (anyone can send it)', async () => {
    const answer = await login(server.baseUrl, { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    expect(answer.headers.getSetCookie().join('\n')).not.toMatch(/Secure/);
  });
});

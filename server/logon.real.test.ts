// @vitest-environment node
/**
 * The sign-in page (/shop/LogonForm) against the real reference shop, embedded in the page server:
 * a form that works without JavaScript, signs in through the shop and hands its cookies on.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../shop-api/catalogue';
import { pageServerWithRealShop } from './test/pageWithRealShop';
import { safeReturnTo } from '../page/routes/signIn/data';

const [jordan] = DEMO_ACCOUNTS;
const page = pageServerWithRealShop();

/** A form post as a browser sends it from the page itself. */
function submit(fields: Record<string, string>, extra: Record<string, string> = {}) {
  return fetch(`${page.origin}/shop/LogonForm`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...extra,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

describe('GET /shop/LogonForm', () => {
  it('should show a labelled sign-in form that posts without JavaScript, with rememberMe=true ticked', async () => {
    const response = await fetch(`${page.origin}/shop/LogonForm?rememberMe=true`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(html).toMatch(/<form[^>]*action="\/shop\/LogonForm"[^>]*method="post"/);
    expect(html).toMatch(/<label for="logon-email"[^>]*>E-mail address<\/label>/);
    expect(html).toMatch(/<label for="logon-password"[^>]*>Password<\/label>/);
    expect(html).toMatch(/id="logon-remember"[^>]*checked/);
    expect(html).not.toContain('role="alert"');
    const plain = await (await fetch(`${page.origin}/shop/LogonForm`)).text();
    expect(plain).not.toMatch(/id="logon-remember"[^>]*checked/);
  });
});

describe('POST /shop/LogonForm', () => {
  it('should name each missing field, tie the error to it and keep what was typed', async () => {
    const response = await submit({ email: 'jordan@', password: '' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Enter your password.');
    expect(html).toMatch(
      /id="logon-password"[^>]*aria-invalid="true"[^>]*aria-describedby="logon-password-error"[^>]*autofocus/,
    );
    expect(html).toContain('value="jordan@"');
  });

  it('should say the credentials are wrong, without saying which', async () => {
    const response = await submit({ email: jordan.email, password: 'not-it' });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('The e-mail address or password is incorrect.');
    expect(html).toContain(`value="${jordan.email}"`);
    expect(html).not.toContain('not-it');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('should sign in, set the signed session and return to the page; sign-out should end it', async () => {
    const response = await submit({
      email: jordan.email,
      password: jordan.password,
      returnTo: '/p/cairnfield-gift-card',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/p/cairnfield-gift-card');
    const setCookies = response.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith('CF_SESSION='))).toMatch(/HttpOnly/);
    const cookie = cookieHeader(response);
    const profile = await fetch(`${page.origin}/api/profile/r2/demo-1`, { headers: { cookie } });
    expect(profile.status).toBe(200);

    const out = await fetch(`${page.origin}/shop/Logout`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/shop/LogonForm?signedOut=1');
    expect(out.headers.getSetCookie().some((c) => /^CF_SESSION=;/.test(c))).toBe(true);
  });

  it('should never redirect off the site', async () => {
    for (const returnTo of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const response = await submit({ email: jordan.email, password: jordan.password, returnTo });
      expect(response.headers.get('location'), returnTo).toBe('/');
    }
    expect(safeReturnTo('/p/x?sku=1')).toBe('/p/x?sku=1');
  });

  it('given a return path a header cannot hold, should sign in and return to it percent-encoded, never 500', async () => {
    const cases: [string, string][] = [
      ['/Ā', '/%C4%80'],
      ['/p/café?x=é#ü', '/p/caf%C3%A9?x=%C3%A9#%C3%BC'],
      ['/\uD800', '/%EF%BF%BD'],
      ['/a\u0000b', '/'],
      ['/a\r\nSet-Cookie: x=1', '/'],
    ];
    for (const [returnTo, location] of cases) {
      const response = await submit({ email: jordan.email, password: jordan.password, returnTo });
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get('location'), returnTo).toBe(location);
    }
  });

  it('given a sign-out, should clear the cart, the session and every cookie of the shopper, and the page’s storage', async () => {
    const signedIn = await submit({ email: jordan.email, password: jordan.password });
    const cookie = `${cookieHeader(signedIn)}; selectedStoreId=0412; storeZipCode=80202; WC_CART_ID=00000000-0000-4000-8000-000000000000`;
    const out = await fetch(`${page.origin}/shop/Logout`, {
      method: 'POST',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('clear-site-data')).toBe('"storage"');
    const cleared = out.headers
      .getSetCookie()
      .filter((line) => /max-age=0/i.test(line))
      .map((line) => line.split('=')[0]);
    for (const name of [
      'CF_SESSION',
      'USER_ACTIVITY',
      'profileId',
      'WC_CART_ID',
      'selectedStoreId',
      'storeZipCode',
      'deliveryZipCode',
      'USER_TYPE',
      'orderId',
      'pdp_purchase',
      'cart_notice',
    ]) {
      expect(cleared, name).toContain(name);
    }
    expect(cleared).not.toContain('CF_DEVICE');
  });

  it('should refuse a sign-in posted from another site', async () => {
    const response = await submit(
      { email: jordan.email, password: jordan.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

/** A GET with a raw request target and Host header, as fetch() would normalise both. */
function rawGet(target: string, host?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(page.origin);
    const request = http.request(
      { host: url.hostname, port: url.port, path: target, headers: host ? { host } : {} },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the Host header is not trusted', () => {
  it('should never put a forged Host into canonical, Open Graph or JSON-LD', async () => {
    for (const target of ['/p/cairnfield-gift-card', '/']) {
      const { status, body } = await rawGet(target, 'evil.example');
      expect(status, target).toBe(200);
      expect(body, target).not.toContain('evil.example');
      expect(body, target).toContain(`${page.origin}/`);
    }
    const { body } = await rawGet('/p/cairnfield-gift-card', 'evil.example');
    expect(body).toContain(`<link rel="canonical" href="${page.origin}/p/cairnfield-gift-card"/>`);
    expect(body).toMatch(/<script type="application\/ld\+json"/);
  });
});

describe('dot segments', () => {
  it.each([
    '/p/%2e%2e',
    '/p/%2E%2E/',
    '/p/..',
    '/p/%2e',
    '/p/x/%2e%2e',
    '/%2e%2e/p/cairnfield-gift-card',
  ])('given %s, should answer 404, not the index', async (target) => {
    const { status, body } = await rawGet(target);
    expect(status).toBe(404);
    expect(body).toContain('Page not found');
  });
});

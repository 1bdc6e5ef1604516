// @vitest-environment node
/**
 * Each shopper counted by their own address, on every path the page server hands to the shop
 * (page/server/clientAddress.ts): the sign-in form, the purchase form without JavaScript and the
 * browser's own shop requests, with the shop embedded in the page server, behind a trusted proxy
 * (TRUST_PROXY) and at a separate origin (SHOP_API_ORIGIN). Small limits make each count visible:
 * the third new cart and the fourth sign-in attempt from one address are refused, while another
 * address goes on. (The cluster's channel: server/shopperLimits.built.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../shop-api/catalogue/community';
import type { ShopApiOptions } from '../shop-api/index';
import { DEFAULT_SIGN_IN_THROTTLE } from '../shop-api/services/signInThrottle';
import { pageServerWithRealShop } from './test/pageWithRealShop';
import { apiAdd, purchaseForm, sendFrom, signInForm } from './test/fromAddress';

const [jordan] = DEMO_ACCOUNTS;
const SMALL_LIMITS: Omit<ShopApiOptions, 'dataDir'> = {
  // The new-cart limit counts in windows aligned to the clock (middleware/cartRateLimit.ts): one
  // longer than the time since 1970 is one window for every request of the run, where a run's
  // three adds once straddled a ten-minute edge and the third started a cart.
  cartRateLimit: { limit: 2, windowMs: Number.MAX_SAFE_INTEGER },
  signInThrottle: { ...DEFAULT_SIGN_IN_THROTTLE, address: { limit: 3, windowMs: 15 * 60_000 } },
};

/** Three wrong sign-ins (each for another e-mail) from `from`, then a fourth: refused. */
async function exhaustSignIns(origin: string, from: string, headers: Record<string, string> = {}) {
  const statuses = [];
  for (let i = 0; i < 4; i += 1) {
    const answer = await signInForm(
      from,
      origin,
      { email: `someone${i}@example.com`, password: 'wrong' },
      headers,
    );
    statuses.push(answer.status);
  }
  return statuses;
}

/** Whether a no-JavaScript add started a cart (its cookie came back) or was refused. */
async function formAdds(origin: string, from: string, times: number, headers = {}) {
  const outcomes = [];
  for (let i = 0; i < times; i += 1) {
    const answer = await purchaseForm(from, origin, headers);
    expect(answer.status).toBe(303);
    outcomes.push(answer.cookies.includes('WC_CART_ID=') ? 'cart' : 'refused');
    if (i === times - 1 && !answer.cookies.includes('WC_CART_ID=')) {
      // The page shows why, after its redirect.
      const shown = await sendFrom(from, `${origin}${String(answer.headers.location)}`, {
        headers: { cookie: answer.cookies },
      });
      expect(shown.text).toContain('Too many new carts from this address');
    }
  }
  return outcomes;
}

async function apiAdds(origin: string, from: string, times: number, headers = {}) {
  const statuses = [];
  for (let i = 0; i < times; i += 1) statuses.push((await apiAdd(from, origin, headers)).status);
  return statuses;
}

describe('the shop embedded in the page server', () => {
  const page = pageServerWithRealShop(SMALL_LIMITS);

  it('given the sign-in form, should count each address apart', async () => {
    expect(await exhaustSignIns(page.origin, '127.0.0.2')).toEqual([401, 401, 401, 429]);
    const other = await signInForm('127.0.0.3', page.origin, jordan);
    expect(other.status).toBe(303);
  });

  it('given the purchase form without JavaScript, should count each address apart', async () => {
    expect(await formAdds(page.origin, '127.0.0.4', 3)).toEqual(['cart', 'cart', 'refused']);
    expect(await formAdds(page.origin, '127.0.0.5', 1)).toEqual(['cart']);
  });

  it('given the browser’s own shop requests, should count each address apart', async () => {
    expect(await apiAdds(page.origin, '127.0.0.6', 3)).toEqual([200, 200, 429]);
    expect(await apiAdds(page.origin, '127.0.0.7', 1)).toEqual([200]);
  });

  it('given a client’s own X-Forwarded-For without TRUST_PROXY, should not believe it', async () => {
    const forged = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await apiAdd('127.0.0.8', page.origin, forged(i))).status);
    expect(statuses).toEqual([200, 200, 429]);
    const form = await purchaseForm('127.0.0.8', page.origin, forged(9));
    expect(form.cookies).not.toContain('WC_CART_ID=');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  const page = pageServerWithRealShop(SMALL_LIMITS, { TRUST_PROXY: '1' });
  // The proxy appends the address it saw; what the client wrote before it is not believed.
  const via = (client: string, claimed = '203.0.113.66') => ({
    'x-forwarded-for': `${claimed}, ${client}`,
  });

  it('should count each forwarded address apart on every path, whatever the client claims', async () => {
    expect(await exhaustSignIns(page.origin, '127.0.0.9', via('198.51.100.1'))).toEqual([
      401, 401, 401, 429,
    ]);
    expect((await signInForm('127.0.0.9', page.origin, jordan, via('198.51.100.2'))).status).toBe(
      303,
    );
    expect(await formAdds(page.origin, '127.0.0.9', 3, via('198.51.100.3'))).toEqual([
      'cart',
      'cart',
      'refused',
    ]);
    expect(await formAdds(page.origin, '127.0.0.9', 1, via('198.51.100.4'))).toEqual(['cart']);
    const claims = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const statuses = [];
    for (const claimed of claims) {
      statuses.push((await apiAdd('127.0.0.9', page.origin, via('198.51.100.5', claimed))).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await apiAdds(page.origin, '127.0.0.9', 1, via('198.51.100.6'))).toEqual([200]);
  });
});

describe('behind a separate shop API (SHOP_API_ORIGIN)', () => {
  // As shop-api/main.ts runs it: on loopback, trusting its one client, the page server.
  const page = pageServerWithRealShop(SMALL_LIMITS, {}, 'separate');

  it('should count each address apart on every path, though every request comes from the page server', async () => {
    const origin = page.origin;
    expect(await exhaustSignIns(origin, '127.0.0.10')).toEqual([401, 401, 401, 429]);
    expect((await signInForm('127.0.0.11', origin, jordan)).status).toBe(303);
    expect(await formAdds(origin, '127.0.0.12', 3)).toEqual(['cart', 'cart', 'refused']);
    expect(await formAdds(origin, '127.0.0.13', 1)).toEqual(['cart']);
    expect(await apiAdds(origin, '127.0.0.14', 3)).toEqual([200, 200, 429]);
    expect(await apiAdds(origin, '127.0.0.15', 1)).toEqual([200]);
  });
});

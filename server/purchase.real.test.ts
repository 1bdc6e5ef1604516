// @vitest-environment node
/**
 * Buying without JavaScript: the purchase form posted to the page server, which
 * adds to cart in the real reference shop (embedded) with the shopper's cookies and redirects back
 * (post/redirect/get) with the outcome and every posted value.
 */
import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../page/routes/product/data';
import { readPageData } from '../page/test/servers';
import { pageServerWithRealShop } from './test/pageWithRealShop';
import { GIFT_CARD_LIMITS } from '../shared/giftCards';

const STANDARD = '/p/cairnfield-gift-card';
const EGIFT = '/p/cairnfield-egift-card';
const page = pageServerWithRealShop();

/** The form as a browser posts it from the page itself. */
function post(
  pathname: string,
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
) {
  return fetch(`${page.origin}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** A browser's cookie jar, reduced to one shopper: name=value pairs from Set-Cookie. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/Max-Age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    get header() {
      return [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    },
    has: (name: string) => cookies.has(name),
  };
}

async function follow(response: Response, cookies: ReturnType<typeof jar>) {
  cookies.take(response);
  const location = response.headers.get('location') ?? '';
  const next = await fetch(`${page.origin}${location}`, { headers: { cookie: cookies.header } });
  cookies.take(next);
  const html = await next.text();
  return { next, html, data: readPageData(html) as ProductPageData };
}

describe('POST /p/:slug (the purchase form without JavaScript)', () => {
  it('given a preset chip and a quantity, should add to the shopper’s cart and come back 303 with "added"', async () => {
    const cookies = jar();
    const response = await post(STANDARD, { sku: '20001', amount: '50', quantity: '2' });
    expect(response.status).toBe(303);
    // The outcome's receipt names it (nothing the shopper typed); the fragment leads to it.
    expect(response.headers.get('location')).toMatch(
      /^\/p\/cairnfield-gift-card\?posted=[\w-]{12}#purchase-result$/,
    );
    const setCookies = response.headers.getSetCookie().join('\n');
    // The shop's new cart cookie, handed on; the outcome sealed in an HttpOnly cookie.
    expect(setCookies).toMatch(/WC_CART_ID=/);
    expect(setCookies).toMatch(/pdp_purchase=[\w-]{40,}; Path=\/p\/; Max-Age=60; HttpOnly/);

    const { next, html, data } = await follow(response, cookies);
    expect(next.status).toBe(200);
    expect(html).toMatch(
      /role="status"[^>]*>.*Cairnfield Gift Card has been added to your cart\..*<a[^>]*href="\/shop\/cart"[^>]*>View cart<\/a>/,
    );
    expect(data.posted).toMatchObject({
      result: { kind: 'added' },
      values: { amount: { kind: 'preset', amount: 50 }, quantity: 2 },
    });
    // Not cleared by the page: a reload of it shows the outcome again (below).
    expect(cookies.has('pdp_purchase')).toBe(true);

    const cart = await fetch(`${page.origin}/api/cart/000000`, {
      headers: { cookie: cookies.header },
    });
    const body = (await cart.json()) as {
      cart: { totalCartQuantity: number; orderItems: { giftAmount: number }[] };
    };
    expect(body.cart.totalCartQuantity).toBe(2);
    expect(body.cart.orderItems[0]?.giftAmount).toBe(50);
  });

  it('given an invalid custom amount, should come back 303 with the spec text and every value kept', async () => {
    const { minAmount, maxAmount } = GIFT_CARD_LIMITS;
    const rangeMessage = `Gift card amount should be between $${minAmount} and $${maxAmount}`;
    const cookies = jar();
    const response = await post(STANDARD, {
      sku: '20001',
      amount: 'custom',
      customAmount: `$${maxAmount + 1}`,
      quantity: '3',
    });
    expect(response.status).toBe(303);
    expect(response.headers.getSetCookie().join('\n')).not.toContain('WC_CART_ID');
    const { html, data } = await follow(response, cookies);
    expect(data.posted).toMatchObject({
      errors: [{ field: 'customAmount', message: rangeMessage }],
      values: { amount: { kind: 'custom', amount: maxAmount + 1 }, quantity: 3 },
      result: null,
    });
    expect(html).toMatch(
      new RegExp(
        `There is a problem.*<a href="#purchase-custom-amount">${rangeMessage.replaceAll('$', '\\$')}</a>`,
      ),
    );
    expect(html).toMatch(
      new RegExp(`<input[^>]*name="customAmount"[^>]*value="\\$${maxAmount + 1}"`),
    );
  });

  it('given an eGift card for two recipients, should add it with both recipients', async () => {
    const cookies = jar();
    const response = await post(EGIFT, {
      amount: '100',
      quantity: '2',
      sender_email: 'jordan.reyes@example.com',
      sender_firstName: 'Jordan',
      sender_lastName: 'Reyes',
      recipient_1_email: 'sam@example.com',
      recipient_1_firstName: 'Sam',
      recipient_1_lastName: 'Lee',
      recipient_2_email: 'alex@example.com',
      recipient_2_firstName: 'Alex',
      recipient_2_lastName: 'Kim',
      senderMessage: 'Happy trails!',
    });
    expect(response.status).toBe(303);
    const { data } = await follow(response, cookies);
    expect(data.posted?.result).toMatchObject({ kind: 'added' });
    const cart = (await (
      await fetch(`${page.origin}/api/cart/000000`, { headers: { cookie: cookies.header } })
    ).json()) as {
      cart: { orderItems: { eGiftCard: { recipients: { recipientEmail: string }[] } | null }[] };
    };
    expect(cart.cart.orderItems[0]?.eGiftCard?.recipients.map((r) => r.recipientEmail)).toEqual([
      'sam@example.com',
      'alex@example.com',
    ]);
  });

  it.each([
    ['an unknown amount', { sku: '20001', amount: '999', quantity: '1' }, 400],
    ['an unknown SKU', { sku: '1', amount: '25', quantity: '1' }, 400],
    ['a field sent twice', 'amount=25&amount=50&quantity=1', 400],
  ] as const)('given %s, should answer %i and add nothing', async (_name, body, status) => {
    const response = await post(STANDARD, body);
    expect(response.status).toBe(status);
    expect(response.headers.getSetCookie().join('')).not.toContain('WC_CART_ID');
    expect(await response.text()).toContain('Nothing was added to your cart');
  });

  it('given a JSON body, should answer 400', async () => {
    const response = await post(STANDARD, '{"amount":25}', { 'content-type': 'application/json' });
    expect(response.status).toBe(400);
  });

  it('given a body larger than the form ever sends, should answer 413', async () => {
    const response = await post(STANDARD, `amount=25&quantity=1&x=${'a'.repeat(20_000)}`);
    expect(response.status).toBe(413);
  });

  it('given a post from another site, should answer 403 and add nothing', async () => {
    const response = await post(
      STANDARD,
      { amount: '25', quantity: '1' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie().join('')).not.toContain('WC_CART_ID');
  });

  it('given a forged flash cookie, should show the plain page', async () => {
    const response = await fetch(`${page.origin}${STANDARD}`, {
      headers: { cookie: 'pdp_purchase=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.status).toBe(200);
    expect((readPageData(await response.text()) as ProductPageData).posted).toBeNull();
  });

  describe('the page the post redirects to, named by its receipt', () => {
    /** A shopper's add of one $25 card: their cookies and the redirect's location. */
    async function added() {
      const cookies = jar();
      const response = await post(STANDARD, { sku: '20001', amount: '25', quantity: '1' });
      expect(response.status).toBe(303);
      cookies.take(response);
      return { cookies, location: response.headers.get('location') ?? '' };
    }
    async function open(path: string, cookies: ReturnType<typeof jar>) {
      const response = await fetch(`${page.origin}${path}`, {
        headers: { cookie: cookies.header },
      });
      cookies.take(response);
      const html = await response.text();
      return { response, html, posted: (readPageData(html) as ProductPageData).posted };
    }

    it('given its page cut off after the headers, should show the outcome on a reload, and again on the next', async () => {
      const { cookies, location } = await added();
      // The instance serving it stopped mid-body: the browser has the headers, not the page.
      const cut = await fetch(`${page.origin}${location}`, { headers: { cookie: cookies.header } });
      expect(cut.status).toBe(200);
      cookies.take(cut);
      await cut.body?.cancel();

      for (const _reload of [1, 2]) {
        const { response, html, posted } = await open(location, cookies);
        expect(posted).toMatchObject({ result: { kind: 'added' } });
        expect(html).toContain('Cairnfield Gift Card has been added to your cart.');
        // What the shopper typed, at an address of its own: stored by no cache.
        expect(response.headers.get('cache-control')).toBe('no-store');
        // The canonical address is the product's, never the receipt's.
        expect(html).toMatch(/<link rel="canonical" href="[^"?]*\/p\/cairnfield-gift-card"/);
      }
    });

    it('given the plain page, another product’s, or a receipt it does not carry, should show no outcome', async () => {
      const { cookies, location } = await added();
      const receipt = new URL(location, page.origin).searchParams.get('posted') ?? '';
      const plain = await open(STANDARD, cookies);
      expect(plain.posted).toBeNull();
      expect(plain.response.headers.get('cache-control')).toBe('private, no-cache');
      expect((await open(`${EGIFT}?posted=${receipt}`, cookies)).posted).toBeNull();
      const forged = receipt.startsWith('A') ? 'B'.repeat(12) : 'A'.repeat(12);
      expect((await open(`${STANDARD}?posted=${forged}`, cookies)).posted).toBeNull();
      // Another shopper given the address: the receipt names the outcome, the cookie holds it.
      expect((await open(location, jar())).posted).toBeNull();
      // The shopper's own, still.
      expect((await open(location, cookies)).posted).toMatchObject({ result: { kind: 'added' } });
    });

    it('given a second post, should show its outcome at its own address and none at the first', async () => {
      const { cookies, location: first } = await added();
      const again = await post(
        STANDARD,
        {
          sku: '20001',
          amount: 'custom',
          customAmount: `${GIFT_CARD_LIMITS.maxAmount + 1}`,
          quantity: '1',
        },
        { cookie: cookies.header },
      );
      expect(again.status).toBe(303);
      cookies.take(again);
      const second = again.headers.get('location') ?? '';
      expect(second).not.toBe(first);
      expect((await open(first, cookies)).posted).toBeNull();
      expect((await open(second, cookies)).posted).toMatchObject({
        result: null,
        errors: [{ field: 'customAmount' }],
      });
    });
  });

  describe('a double tap before the page is interactive (spec 4)', () => {
    /** The purchase form's key in a served page. */
    async function servedKey(): Promise<string> {
      const html = await (await fetch(`${page.origin}${STANDARD}`)).text();
      const key = /name="submissionKey" value="([0-9a-f-]{36})"/.exec(html)?.[1];
      expect(key).toBeDefined();
      return key ?? '';
    }

    it('given two responses of the same page, should carry two different submission keys', async () => {
      const [first, second] = [await servedKey(), await servedKey()];
      expect(first).not.toBe(second);
    });

    it('given the same form posted twice at once, should add one card and answer both "added"', async () => {
      // A shopper whose cart exists (one card in it already): both taps carry its cookie.
      const cookies = jar();
      cookies.take(await post(STANDARD, { sku: '20001', amount: '25', quantity: '1' }));
      const key = await servedKey();
      const fields = { sku: '20001', amount: '25', quantity: '1', submissionKey: key };
      const headers = { cookie: cookies.header };
      const [first, second] = await Promise.all([
        post(STANDARD, fields, headers),
        post(STANDARD, fields, headers),
      ]);
      expect([first.status, second.status]).toEqual([303, 303]);
      cookies.take(first);
      const { data } = await follow(second, cookies);
      expect(data.posted).toMatchObject({ result: { kind: 'added' } });
      const cart = (await (
        await fetch(`${page.origin}/api/cart/000000`, { headers: { cookie: cookies.header } })
      ).json()) as { cart: { totalCartQuantity: number } };
      expect(cart.cart.totalCartQuantity).toBe(2);
    });
  });
});

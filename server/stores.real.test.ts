// @vitest-environment node
/**
 * /p/:slug/stores, the store picker without JavaScript (spec 9 "Pick Up at a Different Store"),
 * against the real reference shop: a ZIP lists the stores near it, a choice keeps the store in
 * the spec 3 cookies and goes back to the product page; whatever a hostile or broken request
 * sends, the answer is a 4xx with the picker's message, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { pageServerWithRealShop } from './test/pageWithRealShop';

const page = pageServerWithRealShop();
const STORES = '/p/cairnfield-gift-card/stores';

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${page.origin}${STORES}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body,
    redirect: 'manual',
  });
}

describe('GET /p/:slug/stores', () => {
  it('given no ZIP, should show the ZIP form and no list', async () => {
    const response = await fetch(`${page.origin}${STORES}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<label[^>]*>ZIP code<\/label>/);
    expect(html).not.toContain('Stores near you');
  });

  it('given a ZIP, should list the stores near it, nearest first, as radios to choose from', async () => {
    const response = await fetch(`${page.origin}${STORES}?zip=80202`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Stores near you');
    const names = [...html.matchAll(/<strong>([^<]+)<\/strong>/g)].map((m) => m[1]);
    expect(names[0]).toBe('Cairnfield Denver Flagship');
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="storeId"[^>]*value="0418"/);
  });

  it.each([
    ['letters', 'abcde', 'Enter a 5-digit ZIP code, like 80202.'],
    ['markup', '<script>alert(1)</script>', 'Enter a 5-digit ZIP code, like 80202.'],
    ['nothing', '', 'Enter a ZIP code.'],
  ])(
    'given a ZIP of %s, should answer 400 with the ZIP rule’s message',
    async (_, zip, message) => {
      const response = await fetch(`${page.origin}${STORES}?zip=${encodeURIComponent(zip)}`);
      const html = await response.text();
      expect(response.status).toBe(400);
      expect(html).toContain(message);
      expect(html).not.toContain('<script>alert(1)</script>');
    },
  );

  it('given a product the shop does not sell, should answer 404', async () => {
    const response = await fetch(`${page.origin}/p/no-such-card/stores?zip=80202`);
    expect(response.status).toBe(404);
  });
});

describe('POST /p/:slug/stores', () => {
  it('given a store of the list, should keep it in the spec 3 cookies and go back to the product page', async () => {
    const response = await post('zip=80202&storeId=0418');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/p/cairnfield-gift-card');
    const cookies = response.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/selectedStoreId=0418/);
    expect(cookies).toMatch(/storeZipCode=\d{5}/);

    // The product page then reads the store from its cookies and names it, before any script.
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const product = await fetch(`${page.origin}/p/cairnfield-gift-card`, { headers: { cookie } });
    expect(await product.text()).toContain('Your store: Cairnfield Aurora</p>');
  });

  it.each([
    ['no store', 'zip=80202'],
    ['a store not near the ZIP', 'zip=80202&storeId=0587'],
    ['a made-up store id', 'zip=80202&storeId=..%2F..%2Fadmin'],
    ['a huge store id', `zip=80202&storeId=${'9'.repeat(5000)}`],
    ['a broken ZIP', 'zip=%3Cb%3E&storeId=0418'],
    ['repeated fields', 'zip=80202&zip=10001&storeId=0418&storeId=0412'],
  ])('given %s, should answer 400 with the form again and set no cookie', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toMatch(/Choose a store from the list\.|Enter a 5-digit ZIP code, like 80202\./);
  });

  it('given a body that is not a form, should answer 400, never a 500', async () => {
    const json = await post('{"storeId":"0418"}', { 'content-type': 'application/json' });
    expect(json.status).toBe(400);
    const garbage = await post('%%%\u0000', { 'content-type': 'multipart/form-data' });
    expect(garbage.status).toBe(400);
  });

  it('given a form sent from another site, should refuse it with 403 and set no cookie', async () => {
    const response = await post('zip=80202&storeId=0418', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.text()).toContain('This form was sent from another site.');
  });
});

// @vitest-environment node
/**
 * The page server against a fake shop origin (real HTTP, SHOP_API_ORIGIN mode): malformed, slow
 * and failed answers, hostile content, and the proxy of the shop's routes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productResponse } from '../../stories/fixtures/giftCardShop';
import type { ProductPageData } from '../routes/product/data';
import { startFakeShop, type RunningFakeShop } from '../test/fakeShop';
import { readPageData, startTestPage, type RunningTestPage } from '../test/servers';

let shop: RunningFakeShop;
let page: RunningTestPage;
const logged: string[] = [];

beforeAll(async () => {
  shop = await startFakeShop();
  shop.state.slowMs = 1500;
  page = await startTestPage({
    shopApiOrigin: shop.origin,
    env: { SERVER_API_TIMEOUT_MS: '400', SECONDARY_DATA_WAIT_MS: '150', API_RETRIES: '1' },
    log: (message) => logged.push(message),
    // The shop's answer changes from test to test: every request must reach it.
    dataCache: null,
  });
});

afterAll(async () => {
  await page?.close();
  await shop?.close();
});

afterEach(() => {
  shop.reset();
  shop.state.slowMs = 1500;
  logged.length = 0;
});

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${page.origin}${path}`, init);
  return { response, html: await response.text() };
}

describe('the critical product call', () => {
  it('given a product answer, when the page is requested, should answer 200 with the product', async () => {
    const { response, html } = await get('/p/cairnfield-gift-card');
    expect(response.status).toBe(200);
    expect(html).toContain('Cairnfield Gift Card</h1>');
  });

  it('given a product call failing with 503, when the page is requested, should answer a 500 page with a clear message and a retry link', async () => {
    shop.set('product', 'fail');
    const { response, html } = await get('/p/cairnfield-gift-card?sku=20001');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('This gift card could not be shown');
    expect(html).toContain('The shop answered with an error.');
    expect(html).toMatch(/<a[^>]*href="\/p\/cairnfield-gift-card\?sku=20001"[^>]*>Try again<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to all gift cards<\/a>/);
    expect(logged.some((m) => m.includes('could not be loaded'))).toBe(true);
  });

  it('given a malformed product answer, when the page is requested, should answer a 502 page saying the data could not be read', async () => {
    shop.set('product', 'malformed');
    const { response, html } = await get('/p/cairnfield-gift-card');
    expect(response.status).toBe(502);
    expect(html).toContain('The shop sent data we could not read.');
  });

  it('given a product call slower than the time-out, when the page is requested, should answer a 504 page saying the shop is slow', async () => {
    shop.set('product', 'slow');
    const { response, html } = await get('/p/cairnfield-gift-card');
    expect(response.status).toBe(504);
    expect(html).toContain('The shop is taking too long to answer.');
  });

  it('given a product the shop does not know, when the page is requested, should answer 404', async () => {
    shop.set('product', 'missing');
    const { response } = await get('/p/cairnfield-gift-card');
    expect(response.status).toBe(404);
  });

  it('given an idempotent GET that fails once, when the page is requested, should retry it once', async () => {
    shop.set('product', 'fail');
    await get('/p/cairnfield-gift-card');
    const productCalls = shop.state.requests.filter((r) => r.url.startsWith('/api/product/v2/'));
    expect(productCalls).toHaveLength(2);
    // One correlation id for the page's calls, sent as a header.
    expect(productCalls[0]?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('secondary data (inventory, statistics)', () => {
  it('given slow inventory, when the page is requested, should stream at once with inventory loading and an Add to cart that posts the form', async () => {
    // The product answer carries no inventory, so the page has to ask the inventory route.
    shop.state.productOverride = (id) => ({ ...productResponse(id), inventory: null });
    shop.set('inventory', 'slow');
    shop.state.slowMs = 5000;
    const started = Date.now();
    const { response, html } = await get('/p/cairnfield-gift-card');
    // The whole page arrived before the inventory's answer could have (not a speed budget: the
    // page must not wait for it at all).
    expect(Date.now() - started).toBeLessThan(shop.state.slowMs);
    expect(response.status).toBe(200);
    const data = readPageData(html) as ProductPageData;
    expect(data.inventory).toEqual({ status: 'loading' });
    expect(html).toContain('Checking availability…');
    // Before hydration (and without JavaScript) the button submits the purchase form and the
    // page server checks the stock with the shop; once hydrated it waits for the inventory.
    expect(html).toMatch(
      /<button type="submit"(?![^>]*aria-disabled)[^>]*>(<span[^>]*>)?Add to cart/,
    );
  });

  it('given malformed inventory, when the page is requested, should still render with an error state', async () => {
    shop.state.productOverride = (id) => ({ ...productResponse(id), inventory: null });
    shop.set('inventory', 'malformed');
    const { response, html } = await get('/p/cairnfield-gift-card');
    expect(response.status).toBe(200);
    const data = readPageData(html) as ProductPageData;
    expect(data.inventory.status).toBe('error');
    expect(html).toContain('We could not check availability right now.');
  });

  it('given failing statistics, when the page is requested, should fall back to zeros', async () => {
    shop.set('stats', 'fail');
    const { html } = await get('/p/cairnfield-gift-card');
    const data = readPageData(html) as ProductPageData;
    expect(data.reviewStats).toEqual({ status: 'ready', data: { average: 0, count: 0, range: 5 } });
    expect(html).toContain('0 out of 5 star rating. 0 total reviews.');
  });
});

describe('the selected store’s name (spec 9 store line)', () => {
  const STORE_COOKIES = { cookie: 'selectedStoreId=0418; storeZipCode=80012' };
  const storeLineOf = (html: string) => /Your store: [^<]*/.exec(html)?.[0];
  const storeSearches = () => shop.state.requests.filter((r) => r.url.startsWith('/api/stores?'));

  it('given the store and its ZIP in the cookies, should ask the shop for the stores near that ZIP and name the store', async () => {
    const { response, html } = await get('/p/cairnfield-gift-card', { headers: STORE_COOKIES });
    expect(response.status).toBe(200);
    expect(storeLineOf(html)).toBe('Your store: Cairnfield Aurora');
    expect((readPageData(html) as ProductPageData).storeName).toBe('Cairnfield Aurora');
    expect(
      storeSearches().map((r) => new URL(r.url, shop.origin).searchParams.get('zipCode')),
    ).toEqual(['80012']);
  });

  it('given a store the search does not list, should say the store’s id', async () => {
    const { html } = await get('/p/cairnfield-gift-card', {
      headers: { cookie: 'selectedStoreId=0587; storeZipCode=80012' },
    });
    expect(storeLineOf(html)).toBe('Your store: store 0587');
  });

  it('given no store ZIP in the cookies, should say the store’s id without asking the shop', async () => {
    const { html } = await get('/p/cairnfield-gift-card', {
      headers: { cookie: 'selectedStoreId=0418' },
    });
    expect(storeLineOf(html)).toBe('Your store: store 0418');
    expect(storeSearches()).toEqual([]);
  });

  it.each(['fail', 'malformed'] as const)(
    'given a store search that answers %s, should render the page with the store’s id',
    async (behaviour) => {
      shop.set('stores', behaviour);
      const { response, html } = await get('/p/cairnfield-gift-card', { headers: STORE_COOKIES });
      expect(response.status).toBe(200);
      expect(storeLineOf(html)).toBe('Your store: store 0418');
      expect((readPageData(html) as ProductPageData).storeName).toBeNull();
    },
  );

  it('given a slow store search, should not wait for it past the secondary budget', async () => {
    shop.set('stores', 'slow');
    const started = Date.now();
    const { response, html } = await get('/p/cairnfield-gift-card', { headers: STORE_COOKIES });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(response.status).toBe(200);
    expect(storeLineOf(html)).toBe('Your store: store 0418');
  });
});

describe('hostile content', () => {
  it('given a hostile product name, when the page is rendered, should not break out of the page data or JSON-LD scripts', async () => {
    const evil = '</script><script>alert(1)</script><!--';
    shop.state.productOverride = (id) => {
      const base = productResponse(id) as { productinfo: Record<string, unknown> };
      return {
        ...base,
        productinfo: {
          ...base.productinfo,
          name: `Card ${evil}`,
          longDescription:
            '<p>Nice</p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
        },
      };
    };
    const { response, html } = await get('/p/cairnfield-gift-card');
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:alert');
    // Scripts: JSON-LD, page data, bootstrap module. Nothing else.
    expect(html.match(/<script\b/g)).toHaveLength(3);
    const data = readPageData(html) as ProductPageData;
    expect(data.product.name).toBe(`Card ${evil}`);
  });
});

describe('proxy of the shop routes (SHOP_API_ORIGIN)', () => {
  it('given a browser request for a shop route, when proxied, should forward it to the shop origin', async () => {
    const response = await fetch(`${page.origin}/api/inventory/v2?productId=10001`, {
      headers: { 'x-correlation-id': 'corr-proxy-1' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { inventory: { productId: '10001' } } });
    expect(shop.state.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/inventory/v2?productId=10001',
      correlationId: 'corr-proxy-1',
    });
  });

  it('given a POST, when proxied, should forward it with its body', async () => {
    const response = await fetch(`${page.origin}/api/inventory/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: '10004',
        skuId: '20006',
        partNumber: 'x',
        email: 'a@example.com',
      }),
    });
    expect(await response.json()).toEqual({ backInStock: { status: 'Success' } });
  });

  it('given the shop origin down, when proxied, should answer 502', async () => {
    const down = await startTestPage({ shopApiOrigin: 'http://127.0.0.1:9' });
    try {
      const response = await fetch(`${down.origin}/api/product/v2/10001`);
      expect(response.status).toBe(502);
      await response.text();
      const pageResponse = await fetch(`${down.origin}/p/cairnfield-gift-card`);
      expect(pageResponse.status).toBe(500);
      expect(await pageResponse.text()).toContain('The shop could not be reached.');
    } finally {
      await down.close();
    }
  });
});

describe('behind HTTPS (TRUST_PROXY)', () => {
  it('given a trusted proxy saying HTTPS, when answering, should send HSTS, and never otherwise', async () => {
    const trusted = await startTestPage({
      shopApiOrigin: shop.origin,
      env: { TRUST_PROXY: '1' },
      dataCache: null,
    });
    try {
      const viaHttps = await fetch(`${trusted.origin}/healthz`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(viaHttps.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const viaHttp = await fetch(`${trusted.origin}/healthz`, {
        headers: { 'X-Forwarded-Proto': 'http' },
      });
      expect(viaHttp.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await trusted.close();
    }
    // Without TRUST_PROXY the header is anyone's to send: it is not believed.
    const direct = await fetch(`${page.origin}/healthz`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });
});

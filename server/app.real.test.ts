// @vitest-environment node
/**
 * The page server against the real reference shop: createShopApi() on a throwaway PGlite folder,
 * embedded in the page server, which reaches it over real HTTP on its own origin.
 */
import { describe, expect, it } from 'vitest';
import type { ProductPageData } from '../page/routes/product/data';
import { nonces, readPageData } from '../page/test/servers';
import { signPreviewToken } from '../shop-api/services/previewToken';
import { pageServerWithRealShop } from './test/pageWithRealShop';

const PRODUCTS = [
  ['cairnfield-gift-card', 'Cairnfield Gift Card', 'standard', 'IN_STOCK'],
  ['cairnfield-bulk-gift-card', 'Cairnfield Bulk Gift Cards', 'bulk', 'IN_STOCK'],
  ['cairnfield-egift-card', 'Cairnfield eGift Card', 'egift', 'IN_STOCK'],
  ['cairnfield-summit-gift-card', 'Cairnfield Summit Gift Card', 'standard', 'OUT_OF_STOCK'],
] as const;

const NOW = new Date('2026-11-22T12:00:00Z');
const PREVIEW_SECRET = 'the-preview-secret-of-these-tests-0123';
const page = pageServerWithRealShop({ now: () => NOW, previewSecret: PREVIEW_SECRET });
/** A signed preview link's query, as `npm run preview-link` makes it. */
const preview = (id: string) =>
  `?previewId=preview-${id}&previewToken=${signPreviewToken(PREVIEW_SECRET, id, { now: NOW })}`;

describe('GET / (index)', () => {
  it('should link to every demo product page by its name', async () => {
    const response = await fetch(`${page.origin}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const [slug, name] of PRODUCTS) {
      expect(html).toContain(`<a class="`);
      expect(html).toMatch(new RegExp(`href="/p/${slug}"[^>]*>${name}</a>`));
    }
  });
  it('should say what each demo product shows, and which one is out of stock', async () => {
    const html = await (await fetch(`${page.origin}/`)).text();
    expect(html).toContain('Standard gift card by mail: 1 to 50 cards per order.');
    expect(html).toContain('Bulk gift card: 51 to 999 cards per order, in several designs.');
    expect(html).toContain('eGift card, sent by e-mail: up to 5 recipients per order.');
    // Once in the markup (the page data repeats it for hydration), on the Summit card's line.
    const lines = html.match(/<p[^>]*>[^<]*Out of stock: shows the back-in-stock sign-up\.<\/p>/g);
    expect(lines).toHaveLength(1);
    expect(html).toMatch(/Summit Gift Card<\/a><p[^>]*>[^<]*Out of stock/);
  });
});

describe('GET /p/<slug> with the embedded shop', () => {
  it.each(PRODUCTS)(
    'given %s, should render it on the server with its data',
    async (slug, name, type, stock) => {
      const response = await fetch(`${page.origin}/p/${slug}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
      expect(html).toContain(`<title>${name} | Cairnfield Outfitters</title>`);
      expect(html).toContain(`<link rel="canonical" href="${page.origin}/p/${slug}"/>`);
      const data = readPageData(html) as ProductPageData;
      expect(data.product.giftCard.type).toBe(type);
      expect(data.inventory.status).toBe('ready');
      if (data.inventory.status === 'ready') expect(data.inventory.data.productStatus).toBe(stock);
      // Structured data carries the availability from inventory.
      const ld =
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.parse(ld)).toMatchObject({
        '@type': 'Product',
        name,
        offers: {
          priceCurrency: 'USD',
          availability:
            stock === 'IN_STOCK' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          priceValidUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
        },
      });
    },
  );

  it('given out of stock, should suppress add to cart and show the back-in-stock block', async () => {
    const html = await (await fetch(`${page.origin}/p/cairnfield-summit-gift-card`)).text();
    expect(html).toContain('Notify me when available');
    expect(html).not.toContain('>Add to cart<');
  });

  it('given in stock, should show add to cart enabled', async () => {
    const html = await (await fetch(`${page.origin}/p/cairnfield-gift-card`)).text();
    expect(html).toMatch(/<button[^>]*>(<span[^>]*>)?Add to cart/);
    expect(html).not.toMatch(/aria-disabled="true"[^>]*>(<span[^>]*>)?Add to cart/);
  });

  it('should send the security headers with a fresh nonce that every script carries', async () => {
    const [a, b] = await Promise.all([
      fetch(`${page.origin}/p/cairnfield-gift-card`),
      fetch(`${page.origin}/p/cairnfield-gift-card`),
    ]);
    const csp = a.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(a.headers.get('x-frame-options')).toBe('DENY');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBeTruthy();
    expect(b.headers.get('content-security-policy')).not.toBe(csp);
    const html = await a.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(new Set(nonces(html))).toEqual(new Set([nonce]));
    expect(html).toContain('<script type="module" src="/assets/main-test.js"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-test.css"/>');
    expect(html).toContain('rel="modulepreload"');
    await b.text();
  });

  it('given ?sku=, should select that SKU of the bulk card', async () => {
    const html = await (await fetch(`${page.origin}/p/cairnfield-bulk-gift-card?sku=20003`)).text();
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="20003"/);
    expect(html).toContain('/media/giftcards/bulk-trail-large.svg');
  });

  it('given ?location=rating, should render the reviews section open', async () => {
    const html = await (
      await fetch(`${page.origin}/p/cairnfield-gift-card?location=rating`)
    ).text();
    expect(html).toMatch(
      /id="reviews-tab"[^>]*aria-expanded="true"|aria-expanded="true"[^>]*id="reviews-tab"/,
    );
  });

  it('given ?previewId= with a signed link, should read the preview route and not be indexed', async () => {
    const response = await fetch(`${page.origin}/p/cairnfield-gift-card${preview('10001')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Cairnfield Gift Card (Draft: Winter Refresh)');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('application/ld+json');
  });

  it('given an unknown preview id, should answer 404', async () => {
    const response = await fetch(`${page.origin}/p/cairnfield-gift-card${preview('99999')}`);
    expect(response.status).toBe(404);
    await response.text();
  });

  it('given ?previewId= without a signed link, or with another draft’s, should answer 404 without the draft', async () => {
    for (const query of ['?previewId=preview-10001', preview('10003').replace('10003', '10001')]) {
      const response = await fetch(`${page.origin}/p/cairnfield-gift-card${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.text()).not.toContain('Winter Refresh');
    }
  });

  it('given a shopper in a restricted region, should show the inline alert and not let them add', async () => {
    const html = await (
      await fetch(`${page.origin}/p/cairnfield-gift-card`, {
        headers: { cookie: 'regionId=100086' },
      })
    ).text();
    expect(html).toContain('This item does not ship to your location');
    expect(html).toMatch(/role="alert"/);
  });

  it('should serve the shop routes on the page origin (embedded)', async () => {
    const response = await fetch(`${page.origin}/api/product/v2/10001`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { productinfo: { name: string } }).productinfo.name).toBe(
      'Cairnfield Gift Card',
    );
    const image = await fetch(`${page.origin}/media/giftcards/standard-small.svg`);
    expect(image.headers.get('content-type')).toContain('svg');
    await image.text();
  });
});

describe('unknown pages', () => {
  it.each(['/p/no-such-card', '/nowhere'])(
    'given %s, should answer a real 404 with a way back',
    async (url) => {
      const response = await fetch(`${page.origin}${url}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
      const html = await response.text();
      expect(html).toContain('Page not found');
      expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to all gift cards<\/a>/);
    },
  );
});

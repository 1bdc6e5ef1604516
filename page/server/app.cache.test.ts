// @vitest-environment node
/**
 * The page server's data cache over real HTTP against a fake shop origin: product data and review
 * statistics are loaded once and reused; inventory is asked for on every page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShop, type RunningFakeShop } from '../test/fakeShop';
import { startTestPage, type RunningTestPage } from '../test/servers';

let shop: RunningFakeShop;
let page: RunningTestPage;

beforeAll(async () => {
  shop = await startFakeShop();
  page = await startTestPage({ shopApiOrigin: shop.origin });
});

afterAll(async () => {
  await page?.close();
  await shop?.close();
});

const calls = (pattern: RegExp) => shop.state.requests.filter((r) => pattern.test(r.url)).length;

describe('page data cache', () => {
  it('given two page views, when served, should reuse product data and statistics but ask for inventory each time', async () => {
    shop.state.requests.length = 0;
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${page.origin}/p/cairnfield-gift-card`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Cairnfield Gift Card</h1>');
    }
    expect(calls(/\/api\/product\/v2\//)).toBe(1);
    expect(calls(/inventory/i)).toBeGreaterThanOrEqual(2);
    expect(calls(/statistics/i)).toBeLessThanOrEqual(1);
  });
});

describe('page render cache, as brotli', () => {
  it('given many views of one page, when each is sent compressed, should decode whole with that response’s own nonce and form key', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const response = await fetch(`${page.origin}/p/cairnfield-gift-card`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(response.headers.get('Content-Encoding')).toBe('br');
      const html = await response.text();
      expect(html.trimEnd()).toMatch(/<\/html>$/);
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers.get('Content-Security-Policy') ?? '',
      )?.[1];
      const inPage = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
      expect(inPage.length).toBeGreaterThan(1);
      expect(new Set(inPage)).toEqual(new Set([nonce]));
      const key = /name="submissionKey" value="([^"]+)"/.exec(html)?.[1];
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      keys.add(key!);
      // Give the page's stream, made after its second view, time to be ready for the later views.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(keys.size).toBe(12);
  });
});

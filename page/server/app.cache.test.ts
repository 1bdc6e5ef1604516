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

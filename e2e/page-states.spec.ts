import { expect, test } from '@playwright/test';
import { productResponse } from '../stories/fixtures/giftCardShop';
import { startFakeShop, type RunningFakeShop } from '../page/test/fakeShop';
import {
  captureErrors,
  spawnPageServer,
  waitForHydration,
  type SpawnedPageServer,
  SPAWN_HOOK_TIMEOUT_MS,
} from '../page/test/e2eHelpers';

// Slow and failed shop answers the hydrated page goes on with. A fake shop (Hono, in this test
// process, on a free port) stands in for the shop, and a second production server (`node
// dist/server/main.js`) is pointed at it with SHOP_API_ORIGIN, so the browser talks to the page
// origin, which proxies. What needs no browser is tested cheaper: the product call's 500, 502 and
// 504 pages and the inventory and statistics fallbacks in the server's HTML
// (page/server/app.fake.test.ts), a malformed inventory's Check again and the statistics' zeros in
// the page (page/routes/product/ProductPage.test.tsx); a real browser's error page and its Try
// again, and Check again after a failed inventory, are e2e/faults.spec.ts's.

let shop: RunningFakeShop;
let server: SpawnedPageServer;

test.beforeAll(async () => {
  test.setTimeout(SPAWN_HOOK_TIMEOUT_MS);
  shop = await startFakeShop();
  server = await spawnPageServer({
    SHOP_API_ORIGIN: shop.origin,
    // Long enough that a failed or malformed answer arrives before it on a loaded machine (the
    // fake shop runs in this test process); 'slow' answers come well after it.
    SERVER_API_TIMEOUT_MS: '2500',
    SECONDARY_DATA_WAIT_MS: '200',
    API_RETRIES: '0',
    API_TIMEOUT_MS: '8000',
    // The fake shop's answers change from test to test: no page-data cache.
    PAGE_DATA_CACHE: 'off',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await shop?.close();
});

test.beforeEach(() => {
  shop.reset();
  shop.state.slowMs = 6000;
});

const url = (path: string) => `${server.origin}${path}`;

test.describe('inventory', () => {
  test.beforeEach(() => {
    // Product answers without inventory, so the page asks the inventory route itself.
    shop.state.productOverride = (id) => ({ ...productResponse(id), inventory: null });
  });

  test('slow: the page arrives at once, shows loading, then the real availability', async ({
    page,
  }) => {
    const errors = captureErrors(page);
    shop.set('inventory', 'slow');
    await page.goto(url('/p/cairnfield-gift-card'));
    await waitForHydration(page);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(
      page.getByRole('status').filter({ hasText: 'Checking availability…' }),
    ).toBeVisible();
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    const before = await add.boundingBox();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    // No layout shift for the button when the answer arrives.
    expect((await add.boundingBox())?.y).toBe(before?.y);
    expect(errors).toEqual([]);
  });

  test('failed: an error state, and the gift card still counts as buyable', async ({ page }) => {
    shop.set('inventory', 'fail');
    await page.goto(url('/p/cairnfield-gift-card'));
    await waitForHydration(page);
    await expect(page.getByText('We could not check availability right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

test.describe('reviews service', () => {
  test('a malformed reviews feed shows an error in the section, with a retry', async ({ page }) => {
    shop.set('reviews', 'malformed');
    await page.goto(url('/p/cairnfield-gift-card'));
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Reviews/ }).click();
    await expect(page.getByText(/The reviews could not be loaded/)).toBeVisible();
    shop.set('reviews', 'ok');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Perfect for my hiking buddy')).toBeVisible();
  });
});

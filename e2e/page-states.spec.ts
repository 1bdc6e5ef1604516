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

// Malformed, slow and failed shop answers. A fake shop (Hono, in this test process, on a free
// port) stands in for the shop, and a second production server (`node dist/server/main.js`) is
// pointed at it with SHOP_API_ORIGIN, so the browser talks to the page origin, which proxies.

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

test.describe('the product call', () => {
  test('failed: a 500 page with a clear message and a retry link', async ({ page }) => {
    const errors = captureErrors(page);
    shop.set('product', 'fail');
    const response = await page.goto(url('/p/cairnfield-gift-card'));
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This gift card could not be shown',
    );
    await expect(page.getByText('The shop answered with an error.')).toBeVisible();
    shop.set('product', 'ok');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cairnfield Gift Card');
    expect(errors).toEqual([]);
  });

  test('malformed: a 502 page saying the data could not be read', async ({ page }) => {
    shop.set('product', 'malformed');
    const response = await page.goto(url('/p/cairnfield-gift-card'));
    expect(response?.status()).toBe(502);
    await expect(page.getByText('The shop sent data we could not read.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to all gift cards' })).toBeVisible();
  });

  test('slow: a 504 page once the time-out passes', async ({ page }) => {
    shop.set('product', 'slow');
    const response = await page.goto(url('/p/cairnfield-gift-card'));
    expect(response?.status()).toBe(504);
    await expect(page.getByText('The shop is taking too long to answer.')).toBeVisible();
  });
});

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

  test('malformed: an error state with a way to check again', async ({ page }) => {
    shop.set('inventory', 'malformed');
    await page.goto(url('/p/cairnfield-gift-card'));
    await waitForHydration(page);
    await expect(page.getByText('We could not check availability right now.')).toBeVisible();
    shop.set('inventory', 'ok');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
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
  test('failed statistics fall back to zeros', async ({ page }) => {
    shop.set('stats', 'fail');
    await page.goto(url('/p/cairnfield-gift-card'));
    await waitForHydration(page);
    await expect(
      page.getByRole('link', {
        name: /^0(\.0)? out of 5 star rating\. 0 total reviews\. Go to reviews$/,
      }),
    ).toBeVisible();
  });

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

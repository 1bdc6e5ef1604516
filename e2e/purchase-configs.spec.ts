import { expect, test } from '@playwright/test';
import {
  axeViolations,
  spawnPageServer,
  waitForHydration,
  type SpawnedPageServer,
  SPAWN_HOOK_TIMEOUT_MS,
} from '../page/test/e2eHelpers';

// Configurations (spec 6) the default e2e server does not run: the cart drawer
// (CART_CONFIRMATION=drawer) with eGift cards switched off, and purchasing switched off. Each is a
// second production page server using the e2e server's shop (SHOP_API_ORIGIN), so no second shop
// database has to start.

const shopOf = (baseURL: string | undefined) => ({
  SHOP_API_ORIGIN: baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
});

test.use({ bypassCSP: true });

test.describe('with the cart drawer and eGift cards switched off', () => {
  let drawer: SpawnedPageServer;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(SPAWN_HOOK_TIMEOUT_MS);
    drawer = await spawnPageServer({
      ...shopOf(baseURL),
      CART_CONFIRMATION: 'drawer',
      EGC_ENABLED: 'false',
      EGC_DISABLED_MSG: 'eGift cards are resting today.',
    });
  });
  test.afterAll(async () => {
    await drawer?.stop();
  });

  test(
    'drawer configuration: the drawer shows the cart, announces the addition, passes axe, and closes back to the button',
    // At phone size too: the drawer fills a phone's screen (axe with its target sizes there).
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto(`${drawer.origin}/p/cairnfield-gift-card`);
      await waitForHydration(page);
      await page.getByRole('radio', { name: '$25' }).click();
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.click();
      const sheet = page.getByRole('dialog', { name: 'Your cart' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('status')).toHaveText(
        'Cairnfield Gift Card: 1 × $25.00 has been added to your cart.',
      );
      await expect(sheet.getByRole('list', { name: 'Items in your cart' })).toContainText(
        'Cairnfield Gift Card: 1 × $25.00',
      );
      // Guest threshold 49.99.
      await expect(sheet.getByText('Add $24.99 more to get free shipping')).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Check out' })).toHaveAttribute(
        'href',
        '/checkout',
      );
      await expect(sheet.getByRole('link', { name: 'View cart' })).toHaveAttribute(
        'href',
        '/shop/cart',
      );
      // No toast in this configuration.
      await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(add).toBeFocused();

      // A generic failure keeps it closed and shows the default error.
      await page.route('**/api/cart/sku', (route) => route.fulfill({ status: 500, json: {} }));
      await add.click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Sorry, Something went wrong. Please try after sometime.' }),
      ).toBeVisible();
      await expect(sheet).toBeHidden();
    },
  );

  test('EGC_ENABLED off shows the configured message instead of the eGift purchase', async ({
    page,
  }) => {
    await page.goto(`${drawer.origin}/p/cairnfield-egift-card`);
    await expect(page.getByText('eGift cards are resting today.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });
});

test.describe('with purchasing switched off', () => {
  let closed: SpawnedPageServer;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(SPAWN_HOOK_TIMEOUT_MS);
    closed = await spawnPageServer({ ...shopOf(baseURL), ENABLE_PURCHASE_PDP_SHIP: 'false' });
  });
  test.afterAll(async () => {
    await closed?.stop();
  });

  test('ENABLE_PURCHASE_PDP_SHIP off hides buying with a clear note', async ({ page }) => {
    await page.goto(`${closed.origin}/p/cairnfield-gift-card`);
    await expect(
      page.getByText('Buying this gift card online is switched off right now.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: '$25' })).toHaveCount(0);
  });
});

import { expect, test, type Page, type Request } from '@playwright/test';

// Spec 9 'Pick Up at a Different Store': the store picker finds stores near a ZIP code in the
// reference shop; choosing one keeps it (spec 3 cookies), sends POST {token}{storeId} (spec 7) and
// fetches the inventory again for it.
const PAGE = '/p/cairnfield-gift-card';
const TRIGGER = 'Pick Up at a Different Store';

// Multi-step flows through the page, the dialog's chunk and the shop: three times the usual time.
test.beforeEach(() => test.slow());

const storeLine = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Your store|No store/ });
const stockLine = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /In stock|Limited availability|Out Of Stock|Checking availability/ });

function record(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  });
  return seen;
}
const storeCalls = (seen: Request[]) =>
  seen.filter((r) => r.method() === 'POST' && r.url().includes('/api/store/select/'));
const inventoryFor = (seen: Request[], storeId: string) =>
  seen.filter((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/inventory/v2' && url.searchParams.get('storeId') === storeId;
  });
/** Adds to the cart: finding and choosing a store must never send one. */
const cartAdds = (seen: Request[]) =>
  seen.filter((r) => r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/cart'));

test.describe('with JavaScript', () => {
  test(
    'choosing a store sends the store call, refetches the inventory and announces the store',
    { tag: '@phone' },
    async ({ page, context }) => {
      const seen = record(page);
      await page.goto(PAGE);
      await expect(storeLine(page)).toHaveText('No store selected');
      const trigger = page.getByRole('button', { name: TRIGGER });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: TRIGGER });
      await expect(dialog).toBeVisible();

      await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('8020');
      await dialog.getByRole('button', { name: 'Find stores' }).click();
      await expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
        /Enter a 5-digit ZIP code, like 80202\./,
      );
      expect(seen.filter((r) => r.url().includes('/api/stores'))).toHaveLength(0);

      await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('80202');
      const searched = page.waitForResponse((r) => r.url().includes('/api/stores?zipCode=80202'));
      await dialog.getByRole('button', { name: 'Find stores' }).click();
      expect((await searched).status()).toBe(200);
      await expect(dialog.getByRole('status')).toHaveText(/stores within 100 miles of 80202\./);
      const aurora = dialog.getByRole('radio', { name: /^Cairnfield Aurora/ });
      await expect(aurora).toHaveAccessibleDescription(
        /14200 East Alameda Avenue, Aurora, CO 80012/,
      );

      const selected = page.waitForRequest((r) => r.url().endsWith('/api/store/select/0418'));
      const inventory = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/inventory/v2' && url.searchParams.get('storeId') === '0418';
      });
      await aurora.check();
      await dialog.getByRole('button', { name: 'Choose this store' }).click();
      expect((await selected).method()).toBe('POST');
      expect((await inventory).status()).toBe(200);

      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(storeLine(page)).toHaveText('Your store: Cairnfield Aurora');
      await expect(stockLine(page)).toHaveText(/In stock|Limited availability/);
      expect(storeCalls(seen)).toHaveLength(1);
      expect(inventoryFor(seen, '0418')).toHaveLength(1);
      // Searching and choosing are the picker's own forms: nothing was added to the cart.
      expect(cartAdds(seen)).toEqual([]);
      await expect
        .poll(
          async () => (await context.cookies()).find((c) => c.name === 'selectedStoreId')?.value,
        )
        .toBe('0418');
      const local = await page.evaluate(() =>
        window.localStorage.getItem('cairnfield.pdp.selectedStoreId'),
      );
      expect(local).toBe('"0418"');

      // The next visit reads the store from the cookies; the server names it in the HTML, and the
      // hydrated page says the same (no second text after hydration).
      const html = await (await page.request.get(PAGE)).text();
      expect(html).toContain('Your store: Cairnfield Aurora</p>');
      await page.reload();
      await expect(storeLine(page)).toHaveText('Your store: Cairnfield Aurora');
    },
  );

  // At desktop size only: the keys and the order Tab follows are the same at any width (the
  // dialog at a phone's size is walked with touch above).
  test('keyboard only: open, search, pick with the arrows, choose; focus returns to the trigger', async ({
    page,
  }) => {
    const seen = record(page);
    await page.goto(PAGE);
    const trigger = page.getByRole('button', { name: TRIGGER });
    await expect(trigger).toBeVisible();
    // Reach the trigger with Tab from the stock line's neighbour, the quantity field.
    await page.getByRole('spinbutton', { name: 'Quantity' }).focus();
    for (
      let i = 0;
      i < 10 && !(await trigger.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: TRIGGER });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'ZIP code' })).toBeFocused();
    await page.keyboard.type('80202');
    await page.keyboard.press('Enter');
    const first = dialog.getByRole('radio', { name: /^Cairnfield Denver Flagship/ });
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab'); // Find stores
    await page.keyboard.press('Tab'); // the stores: the first one, none being checked
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: /^Cairnfield Aurora/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Choose this store' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(storeLine(page)).toHaveText('Your store: Cairnfield Aurora');
    await expect.poll(() => storeCalls(seen).length).toBe(1);
    await expect.poll(() => inventoryFor(seen, '0418').length).toBe(1);

    // Escape closes without choosing; focus returns again.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(storeCalls(seen)).toHaveLength(1);
    // Enter in the picker's forms searched and chose; it added nothing to the cart.
    expect(cartAdds(seen)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the store form lists stores for a ZIP, asks for one when none is checked, and keeps the chosen one',
    { tag: '@phone' },
    async ({ page, context }) => {
      await page.goto(PAGE);
      await expect(storeLine(page)).toHaveText('No store selected');
      await page.getByRole('link', { name: TRIGGER }).click();
      await expect(page).toHaveURL(/\/p\/cairnfield-gift-card\/stores$/);
      await expect(page.getByRole('heading', { level: 1, name: TRIGGER })).toBeVisible();

      const zip = page.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('ABCDE');
      await page.getByRole('button', { name: 'Find stores' }).click();
      await expect(page).toHaveURL(/stores\?zip=ABCDE$/);
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await expect(zip).toHaveAccessibleDescription(/Enter a 5-digit ZIP code, like 80202\./);

      await zip.fill('80202');
      await page.getByRole('button', { name: 'Find stores' }).click();
      await expect(page.getByRole('status')).toHaveText(/stores within 100 miles of 80202\./);
      const group = page.getByRole('group', { name: 'Stores near you' });
      // Chosen with no store checked: said so, the list kept.
      await page.getByRole('button', { name: 'Choose this store' }).click();
      await expect(page.getByRole('alert')).toHaveText('Choose a store from the list.');
      await expect(group).toBeVisible();
      await group.getByRole('radio', { name: /^Cairnfield Aurora/ }).check();
      await page.getByRole('button', { name: 'Choose this store' }).click();

      await expect(page).toHaveURL(/\/p\/cairnfield-gift-card$/);
      // The page server asked the shop for the store near its ZIP: the line names it, no script.
      await expect(storeLine(page)).toHaveText('Your store: Cairnfield Aurora');
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'selectedStoreId')?.value).toBe('0418');
      expect(cookies.find((c) => c.name === 'storeZipCode')?.value).toBe('80012');
    },
  );
});

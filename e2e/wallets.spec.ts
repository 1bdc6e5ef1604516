import { expect, test, type Page } from '@playwright/test';
import {
  axeViolations,
  captureErrors,
  keptServerHeading,
  waitForHydration,
  watchServerHeading,
} from '../page/test/e2eHelpers';
import { WITHHELD_CONTACT_PLACEHOLDERS } from '../page/test/walletContacts';

// Express checkout through the wallet simulator's sheet against the real reference shop: both
// wallets to the confirmation page, cancel, a validation failure in the sheet, a 502, the
// alternate-gateway 503, and an eGift card for two recipients bought as a guest. Every flow ends
// with GET /api/cart/restore.

/** Resolves once the cart restore has been requested. */
const restored = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/cart/restore') && r.method() === 'GET');

async function openDeviceSheet(page: Page, path = '/p/cairnfield-gift-card') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Apple Pay (simulated)' });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function readyToPay(sheet: ReturnType<Page['getByRole']>) {
  await expect(sheet.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
  const pay = sheet.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
  return pay;
}

test.describe('device wallet', () => {
  test.use({ bypassCSP: true });

  test(
    'completes to the confirmation page with the order the shop stored',
    { tag: '@phone' },
    async ({ page }) => {
      const errors = captureErrors(page);
      await watchServerHeading(page);
      const sheet = await openDeviceSheet(page);
      const pay = await readyToPay(sheet);
      await expect(sheet.getByRole('term').filter({ hasText: 'Subtotal' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      const restore = restored(page);
      await pay.click();
      await restore;
      await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
      const orderId = new URL(page.url()).searchParams.get('orderId')!;
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
      ).toBeVisible();
      await expect(page.getByText(`Order number ${orderId}`)).toBeVisible();
      await expect(page.getByText('Ana Diaz, 1550 Larimer St, Denver, CO 80202')).toBeVisible();
      // The confirmation page is its own chunk: it hydrates the server's HTML, no fresh render.
      await waitForHydration(page);
      expect(await keptServerHeading(page)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  test('an order paid while the fraud session is still being collected carries that session', async ({
    page,
  }) => {
    // Spec 3, 9: the collection starts at the shopper's first sign of use (here, the wallet
    // button); its session is held on the wire until the shopper has paid.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sessionId = '';
    const sessionAsked = new Promise<void>((resolve) => {
      void page.route(/\/session\/[\w-]+$/, async (route) => {
        sessionId = new URL(route.request().url()).pathname.split('/').pop()!;
        resolve();
        await released;
        await route.continue();
      });
    });
    const sheet = await openDeviceSheet(page);
    const pay = await readyToPay(sheet);
    await sessionAsked;
    const placed = page.waitForRequest((r) => r.url().endsWith('/applepayExpress'));
    await pay.click();
    release();
    expect((await placed).postDataJSON()).toMatchObject({ kountSessionId: sessionId });
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
  });

  test('cancel takes the address off the order and restores the cart', async ({ page }) => {
    const sheet = await openDeviceSheet(page);
    await readyToPay(sheet);
    const removed = page.waitForRequest((r) => r.url().endsWith('/removeAddressIdAssociation'));
    const restore = restored(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await Promise.all([removed, restore]);
    await expect(sheet).toBeHidden();
    // Focus goes back to the button that opened the sheet.
    await expect(page.getByRole('button', { name: 'Buy with Apple Pay' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('a Hawaii contact and an invalid name are refused in the sheet', async ({ page }) => {
    const sheet = await openDeviceSheet(page);
    await readyToPay(sheet);
    await sheet.getByRole('radio', { name: /Kai Ono/ }).check();
    await expect(sheet.getByRole('alert')).toContainText('We are unable to ship this item to HI.');
    await sheet.getByRole('radio', { name: /R2 Detoo/ }).check();
    const pay = await readyToPay(sheet);
    await pay.click();
    await expect(sheet.getByRole('alert')).toContainText('Invalid First Name');
    const restore = restored(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;
  });

  test('a 502 on payment shows ERR_PAYMENT_API_TIMEOUT', async ({ page }) => {
    await page.route('**/applepayExpress', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ errorKey: 'ERR_PAYMENT_API_TIMEOUT', message: 'x' }] }),
      }),
    );
    const sheet = await openDeviceSheet(page);
    await (await readyToPay(sheet)).click();
    const message = 'The payment is taking longer than expected. Please try again.';
    await expect(sheet.getByRole('alert')).toContainText(message);
    const restore = restored(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  });

  test('on the alternate gateway a 503 BAD_GATEWAY_AUTH_RES is BAD_GATEWAY_AUTH_RES_CH_APAY and tracked', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('cairnfield.pdp.walletAlternateGatewayAt', String(Date.now()));
      window.addEventListener('cairnfield:track', (e) => {
        (window as unknown as { tracked: unknown[] }).tracked ??= [];
        (window as unknown as { tracked: unknown[] }).tracked.push((e as CustomEvent).detail);
      });
    });
    const session = page.waitForRequest((r) => r.url().includes('/api/orders/applepay/session'));
    let paymentSystem: unknown = null;
    await page.route('**/applepayExpress', (route) => {
      paymentSystem = (route.request().postDataJSON() as { paymentSystem?: unknown }).paymentSystem;
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ errorKey: 'BAD_GATEWAY_AUTH_RES', message: 'x' }] }),
      });
    });
    const sheet = await openDeviceSheet(page);
    expect(new URL((await session).url()).searchParams.get('paymentSystem')).toBe('Ch');
    await (await readyToPay(sheet)).click();
    await expect(sheet.getByRole('alert')).toContainText(
      'Your payment could not be authorised right now. Please try again in a moment.',
    );
    expect(paymentSystem).toBe('Ch');
    expect(
      await page.evaluate(() => (window as unknown as { tracked?: unknown[] }).tracked),
    ).toEqual([expect.objectContaining({ errorKey: 'BAD_GATEWAY_AUTH_RES_CH_APAY' })]);
    const restore = restored(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;
  });
});

test.describe('device wallet with same-day delivery', () => {
  test.use({ bypassCSP: true });

  /** The storefront's same-day store (Denver, 0412) and ZIP (spec 6 cookies). */
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'sddStoreId', value: '0412', url: baseURL! },
      { name: 'sddZipCode', value: '80202', url: baseURL! },
    ]);
  });

  test(
    'a window chosen in the sheet is ordered for same-day delivery',
    { tag: '@phone' },
    async ({ page }) => {
      const errors = captureErrors(page);
      const sheet = await openDeviceSheet(page);
      await readyToPay(sheet);
      const windows = sheet.getByRole('radio', { name: /^Same Day Delivery, \$9\.99 \(Today / });
      await expect(windows).toHaveCount(3);
      expect(await axeViolations(page)).toEqual([]);
      const chosen = page.waitForRequest((r) => r.url().endsWith('/sdd/updatewindow'));
      await windows.nth(1).check();
      expect((await chosen).postDataJSON()).toEqual({ selectedSlotPosition: 1 });
      await expect(
        sheet.getByRole('term').filter({ hasText: 'Same Day Delivery Fee' }),
      ).toBeVisible();
      const pay = sheet.getByRole('button', { name: /^Pay \$/ });
      await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
      const placed = page.waitForRequest((r) => r.url().endsWith('/applepayExpress'));
      const restore = restored(page);
      await pay.click();
      expect((await placed).postDataJSON()).toMatchObject({
        ddBestStores: ['0412', '0418'],
        ddStoreTimeZone: 'America/Denver',
        ddDeliveryMethod: 'SDD',
        shippingModes: [{ shipModeId: '12010' }],
      });
      await restore;
      await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
      await expect(page.getByText('Same Day Delivery Fee')).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  test('an address the store does not deliver to is refused in the sheet', async ({ page }) => {
    const sheet = await openDeviceSheet(page);
    await readyToPay(sheet);
    await sheet
      .getByRole('radio', { name: /^Same Day Delivery/ })
      .first()
      .check();
    await expect(
      sheet.getByRole('term').filter({ hasText: 'Same Day Delivery Fee' }),
    ).toBeVisible();
    await sheet.getByRole('radio', { name: /R2 Detoo/ }).check();
    await expect(sheet.getByRole('alert')).toContainText(
      'Same Day Delivery is not available for this address.',
    );
    // Back on standard shipping, without the windows this address cannot have.
    await expect(sheet.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(sheet.getByRole('radio', { name: /^Same Day Delivery/ })).toHaveCount(0);
    const restore = restored(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;
  });
});

test.describe('device wallet shipping to the store', () => {
  test.use({ bypassCSP: true });

  test('a store outside the card’s ship-to-store programme is refused in the sheet', async ({
    page,
    context,
    baseURL,
  }) => {
    // Boulder (0503) takes part in neither ship-to-store programme (shop-api/openapi.json).
    await context.addCookies([{ name: 'selectedStoreId', value: '0503', url: baseURL! }]);
    await page.goto('/p/cairnfield-gift-card');
    await waitForHydration(page);
    const delivery = page.getByRole('group', { name: 'Express checkout delivery' });
    await expect(delivery.getByRole('radio', { name: 'Ship to Me for Free' })).toBeChecked();
    await delivery.getByRole('radio', { name: 'Pick Up at a Later Date' }).check();
    const added = page.waitForRequest((r) => r.url().endsWith('/api/cart/applepay/sku'));
    await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
    expect((await added).postDataJSON()).toMatchObject({
      isPickUpInStore: false,
      isShipToStore: true,
      selectedStoreId: '0503',
    });
    const sheet = page.getByRole('dialog', { name: 'Apple Pay (simulated)' });
    // Nothing is shipped to an address: the sheet asks for none.
    await expect(sheet.getByRole('group', { name: 'Shipping contact' })).toHaveCount(0);
    const pay = sheet.getByRole('button', { name: /^Pay \$/ });
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    await pay.click();
    await expect(sheet.getByRole('alert')).toContainText(
      'Ship to store is not available at your store for items 20001.',
    );
    const restore = restored(page);
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;
  });
});

test(
  'the account wallet completes to the confirmation page',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = captureErrors(page);
    await page.goto('/p/cairnfield-gift-card');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const sheet = page.getByRole('dialog', { name: 'PayPal (simulated)' });
    const pay = sheet.getByRole('button', { name: 'Pay Now' });
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    // While it runs, the device wallet's button and Add to cart wait (behind the modal, so not
    // in the accessibility tree: found by their data attribute and text).
    await expect(page.locator('button[data-wallet="device"]')).toBeDisabled();
    await expect(page.locator('button', { hasText: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A changed ship-to: the wallet reveals city, state and ZIP only; the shop gets placeholders
    // for the rest (spec 9: APSFN, APSLN, APSADL1, APSPN).
    const addressSaved = page.waitForRequest(
      (r) => /\/api\/orders\/PUT\/\d+\/shipping$/.test(r.url()) && r.method() === 'POST',
    );
    await sheet.getByRole('radio', { name: /500 Pike St, Seattle/ }).check();
    expect((await addressSaved).postDataJSON()).toMatchObject({
      ...WITHHELD_CONTACT_PLACEHOLDERS,
      city: 'Seattle',
      state: 'WA',
      zipCode: '98101',
    });
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    const restore = restored(page);
    await pay.click();
    await restore;
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    await expect(page.getByText(/Cairnfield Gift Card \(gift card\), 1 ×/)).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('an eGift card for two recipients, bought as a guest, keeps both recipients', async ({
  page,
}) => {
  await page.goto('/p/cairnfield-egift-card');
  await waitForHydration(page);
  // An incomplete form: the wallet does not start, the form shows its errors.
  await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('group', { name: 'Recipient 2' })).toBeVisible();
  const fill = async (group: string, email: string, first: string, last: string) => {
    const g = page.getByRole('group', { name: group });
    await g.getByRole('textbox', { name: /Email/ }).fill(email);
    await g.getByRole('textbox', { name: /First Name/ }).fill(first);
    await g.getByRole('textbox', { name: /Last Name/ }).fill(last);
  };
  await fill('Sender', 'sam@example.com', 'Sam', 'Lee');
  await fill('Recipient 1', 'ana@example.com', 'Ana', 'Diaz');
  await fill('Recipient 2', 'bo@example.com', 'Bo', 'Chen');
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/identity/guest' || path === '/api/cart/applepay/sku') calls.push(path);
  });
  await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Apple Pay (simulated)' });
  const pay = sheet.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
  expect(calls).toEqual(['/api/identity/guest', '/api/cart/applepay/sku']);
  const restore = restored(page);
  await pay.click();
  await restore;
  await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
  const recipients = page.getByRole('list', { name: 'eGift card recipients' });
  await expect(recipients.getByRole('listitem')).toHaveText([
    'Ana Diaz (ana@example.com)',
    'Bo Chen (bo@example.com)',
  ]);
});

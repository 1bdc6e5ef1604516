import { expect, test, type Page } from '@playwright/test';
import { axeViolations, fillEgiftForm, shownDate, waitForHydration } from '../page/test/e2eHelpers';

// The eGift's "Send on" date (spec 3/9) read in the shopper's own time zone: the browser's zone
// travels with the date through add to cart and both wallets, the shop keeps both, and the
// confirmation page says when the cards go out, with the chosen design. Each test runs in another
// zone.

/** A date `days` from today as a shopper in `zone` reads it ('YYYY-MM-DD'). */
function dateIn(zone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const restored = (page: Page) =>
  page.waitForRequest((r) => r.url().endsWith('/api/cart/restore') && r.method() === 'GET');

async function fillOrder(page: Page, sendDate: string, design = 'Happy Birthday') {
  await page.goto('/p/cairnfield-egift-card');
  await waitForHydration(page);
  await fillEgiftForm(page);
  await page.getByRole('textbox', { name: /Message/ }).fill('Happy trails—see you soon!');
  await page.getByLabel('Send on (optional)').fill(sendDate);
  // The design's card (its label) is what the shopper taps.
  await page
    .getByRole('group', { name: 'Choose a design' })
    .getByText(design, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: design })).toBeChecked();
}

test.describe('in Honolulu (UTC-10)', () => {
  test.use({ timezoneId: 'Pacific/Honolulu', bypassCSP: true });

  test('the device wallet carries the date, zone and design to the confirmation page', async ({
    page,
  }) => {
    const sendDate = dateIn('Pacific/Honolulu', 30);
    await fillOrder(page, sendDate, 'Thank You');
    // Spec 9's hours from the start of that day in Honolulu (4:00 or 5:00 AM in Chicago).
    await expect(
      page.getByText(/Arrives on \w{3}, \w{3} \d{1,2}, by about 10:00 AM Central/),
    ).toBeVisible();
    // The form filled in, its preview showing the message: axe finds nothing.
    await expect(page.getByRole('figure', { name: 'Preview' })).toContainText(
      /Happy trails.see you soon!/,
    );
    expect(await axeViolations(page)).toEqual([]);

    const add = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/cart/applepay/sku');
    await page.getByRole('button', { name: 'Buy with Apple Pay' }).click();
    expect((await add).postDataJSON()).toMatchObject({
      sendDate,
      sendTimeZone: 'Pacific/Honolulu',
      senderMessage: 'Happy trails-see you soon!',
      designId: 'thank-you',
    });
    const sheet = page.getByRole('dialog', { name: 'Apple Pay (simulated)' });
    const pay = sheet.getByRole('button', { name: /^Pay \$/ });
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    const restore = restored(page);
    await pay.click();
    await restore;
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
    await expect(page.getByText(`Sends on ${shownDate(sendDate)}`)).toBeVisible();
    await expect(page.getByText('Design: Thank You')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'eGift card recipients' }).getByRole('listitem'),
    ).toHaveText(['Ana Diaz (ana@example.com)']);
  });
});

test.describe('in Kiritimati (UTC+14)', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati', bypassCSP: true });

  test('the account wallet carries the date, zone and design to the confirmation page', async ({
    page,
  }) => {
    // Today in Kiritimati, which is still yesterday in most of the world.
    const sendDate = dateIn('Pacific/Kiritimati', 0);
    await fillOrder(page, sendDate, 'Into the Outdoors');
    await expect(page.getByLabel('Send on (optional)')).toHaveAttribute('min', sendDate);
    const add = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/cart/paypal/sku');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    expect((await add).postDataJSON()).toMatchObject({
      sendDate,
      sendTimeZone: 'Pacific/Kiritimati',
      designId: 'outdoors',
    });
    const sheet = page.getByRole('dialog', { name: 'PayPal (simulated)' });
    const pay = sheet.getByRole('button', { name: 'Pay Now' });
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    const restore = restored(page);
    await pay.click();
    await restore;
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
    await expect(page.getByText(`Sends on ${shownDate(sendDate)}`)).toBeVisible();
    await expect(page.getByText('Design: Into the Outdoors')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'eGift card recipients' }).getByRole('listitem'),
    ).toHaveText(['Ana Diaz (ana@example.com)']);
  });
});

test.describe('in UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('a past date is refused with its message and kept; a good one is added to the cart', async ({
    page,
  }) => {
    await fillOrder(page, dateIn('UTC', -1));
    const field = page.getByLabel('Send on (optional)');
    await field.blur();
    await expect(field).toHaveAccessibleDescription(
      /The send date cannot be in the past\. Please choose today or a later date\./,
    );
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Happy trails-see you soon!',
    );

    const sendDate = dateIn('UTC', 365);
    await field.fill(sendDate);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cart/sku');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const response = await answer;
    expect(response.request().postDataJSON()).toMatchObject({ sendDate, sendTimeZone: 'UTC' });
    expect(response.status()).toBe(200);
    const cart = (await (await page.request.get('/api/cart/000000')).json()) as {
      cart: { orderItems: { eGiftCard: unknown }[] };
    };
    expect(cart.cart.orderItems.at(-1)?.eGiftCard).toMatchObject({ sendDate, sendTimeZone: 'UTC' });
  });
});

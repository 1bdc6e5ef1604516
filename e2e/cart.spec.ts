import { expect, test, type Page } from '@playwright/test';
import {
  addedToast,
  axeViolations,
  captureErrors,
  fillEgiftForm,
  shownDate,
  waitForHydration,
} from '../page/test/e2eHelpers';

// The cart page (spec 2, /shop/cart) against the real reference shop, a fresh shopper per test:
// reached from the header's Cart link after adding on the product page, its quantity changed and
// a line removed (spec 9 limits and texts), an eGift line edited on its product page
// (?orderItemId) and shown changed. Everything also with JavaScript disabled: the cart page's
// changes are plain forms, and the product page's form posts without one. With JavaScript, the
// cart is paid with either wallet, as it stands.

// axe is injected past the page's CSP.
test.use({ bypassCSP: true });

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add to cart' });
const line = (page: Page, name: string) => page.getByRole('article', { name });

async function openProduct(page: Page, path: string, js: boolean) {
  await page.goto(path);
  if (js) await waitForHydration(page);
}

/**
 * Adds on the product page and waits until the add is done: with JavaScript its toast (shown once
 * the add, an edited line's replacement with it, has its answer), then the header's count; the
 * count alone may already read the same before an edit is saved. Without, the status.
 */
async function added(page: Page, js: boolean, count: number) {
  await addButton(page).click();
  if (js) {
    await expect(addedToast(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName(new RegExp(`^Cart\\s*,\\s*${count} items?$`));
  } else {
    await expect(page.getByRole('status').filter({ hasText: 'has been added' })).toBeVisible();
  }
}

async function goToCart(page: Page) {
  // The drawer or toast of the product page may cover the header a moment: press Escape first.
  await page.keyboard.press('Escape');
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });
    // Several pages, posts and axe runs per test, beside other jobs on a 2-core machine.
    test.slow();

    test(
      'add $50, open the cart, change the quantity, then remove the line',
      { tag: '@phone' },
      async ({ page }) => {
        const errors = captureErrors(page);
        await openProduct(page, '/p/cairnfield-gift-card', js);
        await page.getByRole('radio', { name: '$50' }).check();
        await added(page, js, 1);
        await goToCart(page);

        const card = line(page, 'Cairnfield Gift Card, $50.00');
        await expect(card.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
        const summary = page.getByRole('region', { name: 'Order summary' });
        await expect(summary).toContainText('Subtotal$50.00');
        await expect(summary).toContainText(/Total\s*\$\d+\.\d\d/);
        await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*,\s*1 item$/);
        await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
          'href',
          '/checkout',
        );
        if (js) {
          // Hydrated, the summary offers the wallets (the page's forms stay plain forms).
          await waitForHydration(page);
          await expect(summary.getByRole('button', { name: 'Buy with Apple Pay' })).toBeVisible();
          await expect(summary.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        }

        // A quantity over the standard card's 50: nothing changes, the field says why.
        await card.getByRole('spinbutton', { name: 'Quantity' }).fill('51');
        await card.getByRole('button', { name: /^Update/ }).click();
        const message =
          'You can buy a maximum of 50 gift cards for this item. For larger quantities, buy the bulk gift card.';
        await expect(page.getByRole('alert')).toContainText(message);
        const field = card.getByRole('spinbutton', { name: 'Quantity' });
        await expect(field).toHaveValue('51');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
        if (js) expect(await axeViolations(page)).toEqual([]);

        // 3: changed, announced, totals follow.
        await field.fill('3');
        await card.getByRole('button', { name: /^Update/ }).click();
        await expect(page.getByRole('status')).toHaveText(
          /Quantity of Cairnfield Gift Card changed to 3\./,
        );
        await expect(card.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
        await expect(summary).toContainText('Subtotal$150.00');
        await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*,\s*3 items$/);

        // Remove: announced, the empty state links back to the shop.
        await card.getByRole('button', { name: 'Remove Cairnfield Gift Card, $50.00' }).click();
        await expect(page.getByRole('status')).toHaveText(
          /Cairnfield Gift Card was removed from your cart\./,
        );
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
          'href',
          '/',
        );
        if (js) expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
    );

    test('an eGift line’s Edit opens its product page filled, design and send date too; saving changes that line', async ({
      page,
    }) => {
      await openProduct(page, '/p/cairnfield-egift-card', js);
      await page.getByRole('radio', { name: '$25' }).check();
      await fillEgiftForm(page);
      // A design other than the first, and a send date a month ahead (UTC, the browser's zone).
      const sendDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      // The design's card (its label) is what the shopper taps.
      await page
        .getByRole('group', { name: 'Choose a design' })
        .getByText('Into the Outdoors', { exact: true })
        .click();
      await expect(page.getByRole('radio', { name: 'Into the Outdoors' })).toBeChecked();
      await page.getByLabel('Send on (optional)').fill(sendDate);
      await added(page, js, 1);
      await goToCart(page);

      const before = line(page, 'Cairnfield eGift Card, $25.00');
      await expect(before).toContainText('Ana Diaz (ana@example.com)');
      await expect(before).toContainText('Sam Lee (sam@example.com)');
      // The design by its name and the send date as the shopper reads them, not the raw fields.
      await expect(before.getByText('Design: Into the Outdoors')).toBeVisible();
      await expect(before.getByText(`Sends on ${shownDate(sendDate)}`)).toBeVisible();
      await expect(before).not.toContainText(sendDate);
      await before.getByRole('link', { name: 'Edit Cairnfield eGift Card, $25.00' }).click();
      await expect(page).toHaveURL(/\/p\/cairnfield-egift-card\?orderItemId=\d+$/);
      if (js) await waitForHydration(page);

      const recipient = page.getByRole('group', { name: 'Recipient 1' });
      await expect(recipient.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ana');
      await expect(
        page.getByRole('group', { name: 'Sender' }).getByRole('textbox', { name: /Email/ }),
      ).toHaveValue('sam@example.com');
      await expect(page.getByRole('radio', { name: '$25' })).toBeChecked();
      // The design and the send date come back as they were saved.
      await expect(page.getByRole('radio', { name: 'Into the Outdoors' })).toBeChecked();
      await expect(page.getByLabel('Send on (optional)')).toHaveValue(sendDate);
      await recipient.getByRole('textbox', { name: /First Name/ }).fill('Anna');
      await page.getByRole('radio', { name: '$50' }).check();
      await added(page, js, 1);
      await goToCart(page);

      // One eGift line, changed: not a second one.
      await expect(page.getByRole('article')).toHaveCount(1);
      const after = line(page, 'Cairnfield eGift Card, $50.00');
      await expect(after).toContainText('Anna Diaz (ana@example.com)');
      await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*,\s*1 item$/);
    });
  });
}

test.describe('the cart paid with a wallet', () => {
  test.slow();
  /** The wallet calls of the page: which add to cart (none, for the cart) and which placement. */
  function walletCalls(page: Page) {
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/api\/(cart\/(applepay|paypal)\/sku|identity\/guest)$/.test(path)) calls.push(path);
      if (/^\/api\/orders\/\d+\/(applepayExpress|payments\/paypalexpress)$/.test(path)) {
        calls.push(path.replace(/\d+/, '{orderId}'));
      }
    });
    return calls;
  }

  test(
    'the device wallet pays for the cart’s own lines, and the cart is empty after',
    { tag: '@phone' },
    async ({ page }) => {
      const errors = captureErrors(page);
      await openProduct(page, '/p/cairnfield-gift-card', true);
      await page.getByRole('radio', { name: '$50' }).check();
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await added(page, true, 2);
      await goToCart(page);
      await waitForHydration(page);
      const calls = walletCalls(page);
      const summary = page.getByRole('region', { name: 'Order summary' });
      await summary.getByRole('button', { name: 'Buy with Apple Pay' }).click();
      const sheet = page.getByRole('dialog', { name: 'Apple Pay (simulated)' });
      await expect(sheet.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
      // The sheet's summary is the cart's: two $50 cards.
      await expect(sheet).toContainText('$100.00');
      const pay = sheet.getByRole('button', { name: /^Pay \$/ });
      await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
      expect(await axeViolations(page)).toEqual([]);
      await pay.click();
      await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
      await expect(page.getByText(/Cairnfield Gift Card \(gift card\), 2 ×/)).toBeVisible();
      // Nothing was added: the wallet placed the cart's order.
      expect(calls).toEqual(['/api/orders/{orderId}/applepayExpress']);
      await page.goto('/shop/cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  test('the account wallet pays for a guest’s eGift line, recipients kept', async ({ page }) => {
    await openProduct(page, '/p/cairnfield-egift-card', true);
    await page.getByRole('radio', { name: '$25' }).check();
    await fillEgiftForm(page);
    await added(page, true, 1);
    await goToCart(page);
    await waitForHydration(page);
    const calls = walletCalls(page);
    await page
      .getByRole('region', { name: 'Order summary' })
      .getByRole('button', { name: 'Pay with PayPal' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'PayPal (simulated)' });
    const pay = sheet.getByRole('button', { name: 'Pay Now' });
    await expect(pay).not.toHaveAttribute('aria-disabled', 'true');
    await pay.click();
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/);
    const recipients = page.getByRole('list', { name: 'eGift card recipients' });
    await expect(recipients.getByRole('listitem')).toHaveText(['Ana Diaz (ana@example.com)']);
    // A guest buying an eGift card: the guest identity first (spec 4), then the cart's order.
    expect(calls).toEqual(['/api/identity/guest', '/api/orders/{orderId}/payments/paypalexpress']);
  });

  test('a wallet cancelled on the cart page leaves the cart as it was', async ({ page }) => {
    await openProduct(page, '/p/cairnfield-gift-card', true);
    await page.getByRole('radio', { name: '$50' }).check();
    await added(page, true, 1);
    await goToCart(page);
    await waitForHydration(page);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const before = await summary.getByRole('definition').allInnerTexts();
    const restoredCart = () =>
      page.waitForRequest((r) => r.url().endsWith('/api/cart/restore') && r.method() === 'GET');

    // The device wallet: another method chosen in the sheet, then cancelled.
    await summary.getByRole('button', { name: 'Buy with Apple Pay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Apple Pay (simulated)' });
    await expect(sheet.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    const methodSaved = page.waitForRequest(
      (r) => /\/api\/orders\/\d+$/.test(r.url()) && r.method() === 'POST',
    );
    await sheet.getByRole('radio', { name: /Express Shipping/ }).check();
    await methodSaved;
    await expect(sheet.getByRole('button', { name: /^Pay \$/ })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    let restore = restoredCart();
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;
    await expect(sheet).toBeHidden();

    // The account wallet: opened, then cancelled.
    await summary.getByRole('button', { name: 'Pay with PayPal' }).click();
    const account = page.getByRole('dialog', { name: 'PayPal (simulated)' });
    await expect(account.getByRole('button', { name: 'Pay Now' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    restore = restoredCart();
    await account.getByRole('button', { name: 'Cancel', exact: true }).click();
    await restore;

    // The same line and the same totals, read again from the shop.
    await page.reload();
    await expect(line(page, 'Cairnfield Gift Card, $50.00')).toBeVisible();
    expect(await summary.getByRole('definition').allInnerTexts()).toEqual(before);
    await expect(cartLink(page)).toHaveAccessibleName(/^Cart\s*,\s*1 item$/);
  });
});

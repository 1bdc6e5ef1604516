import { expect, test } from '@playwright/test';
import {
  addedToast,
  toastAnnouncement,
  captureErrors,
  fillEgiftForm,
  waitForHydration,
} from '../page/test/e2eHelpers';

// Purchase actions against the real reference shop: add to cart (toast, header count), the
// eGift form, back in stock, and the shipping restriction.

test('adds the standard card to the cart and confirms it', { tag: '@phone' }, async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/p/cairnfield-gift-card');
  await waitForHydration(page);
  await page.getByRole('radio', { name: '$50' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  // The quantity settles after the stepper's 500 ms debounce.
  await expect(page.getByText('$100.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = addedToast(page);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('2 × $50.00');
  // Read out politely, with the provider's label first, and still there while the toast is.
  await expect(toastAnnouncement(page)).toHaveText(
    'Notification Added to cart Cairnfield Gift Card: 2 × $50.00 has been added to your cart.',
  );
  await expect(toastAnnouncement(page)).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('link', { name: /^Cart\s*,\s*\d+ items?$/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test(
  'the eGift card needs its form before it can be added',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/p/cairnfield-egift-card');
    await waitForHydration(page);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await fillEgiftForm(page);
    await expect(add).not.toHaveAttribute('aria-disabled', 'true');
    await add.click();
    await expect(addedToast(page)).toBeVisible();
  },
);

test('out of stock: back in stock registers the e-mail', { tag: '@phone' }, async ({ page }) => {
  const errors = captureErrors(page);
  await page.goto('/p/cairnfield-summit-gift-card');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const notify = page.getByRole('button', { name: 'Notify me when available' });
  await notify.click();
  const dialog = page.getByRole('dialog', { name: 'Notify me when available' });
  await dialog.getByRole('textbox', { name: /Your Email/ }).fill(`e2e-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByText("You've been added to the list")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(notify).toBeFocused();
  expect(errors).toEqual([]);
});

test('a shopper in a restricted region sees the alert and cannot add', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'regionId', value: '100086', url: baseURL! }]);
  await page.goto('/p/cairnfield-gift-card');
  await waitForHydration(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This item does not ship to your location' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('?orderItemId= prefills the eGift form from that item of the cart', async ({ page }) => {
  // Put an eGift card in this browser's cart through the shop API (same cookies as the page).
  const added = await page.request.post('/api/cart/sku', {
    data: {
      orderId: '000000',
      orderItem: [
        {
          productId: '10003',
          sku: '20005',
          quantity: 2,
          comment: '',
          xitem_isEGCItem: 'true',
          xitem_giftAmount: 40,
          firstDataFulfilState: 'NEW',
        },
      ],
      senderEmail: 'sam@example.com',
      senderFirstName: 'Sam',
      senderLastName: 'Lee',
      senderMessage: 'Happy trails',
      recipients: [
        {
          sequence: 1,
          recipientFirstName: 'Ana',
          recipientLastName: 'Diaz',
          recipientEmail: 'ana@example.com',
        },
        {
          sequence: 2,
          recipientFirstName: 'Bo',
          recipientLastName: 'Kim',
          recipientEmail: 'bo@example.com',
        },
      ],
      isSendToOne: '0',
    },
  });
  expect(added.status()).toBe(200);
  const body = (await added.json()) as { addToCart: { items: { orderItemId: string }[] } };
  const orderItemId = body.addToCart.items[0]!.orderItemId;

  await page.goto(`/p/cairnfield-egift-card?orderItemId=${orderItemId}`);
  await waitForHydration(page);
  const sender = page.getByRole('group', { name: 'Sender' });
  await expect(sender.getByRole('textbox', { name: /First Name/ })).toHaveValue('Sam');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'Custom amount' })).toHaveValue('$40');
  await expect(
    page.getByRole('group', { name: 'Recipient 2' }).getByRole('textbox', { name: /First Name/ }),
  ).toHaveValue('Bo');
});

test('a reload keeps what the shopper typed in the purchase form', async ({ page }) => {
  await page.goto('/p/cairnfield-gift-card');
  await waitForHydration(page);
  await page.getByRole('radio', { name: 'Custom Amount' }).click();
  await page.getByRole('textbox', { name: 'Custom amount' }).fill('250');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('$750.00')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: 'Custom Amount' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Custom amount' })).toHaveValue('$250');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await expect(page.getByText('$750.00')).toBeVisible();

  // A new visit (not a reload or a history step) starts afresh.
  await page.goto('/p/cairnfield-gift-card');
  await waitForHydration(page);
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
});

test('a reload keeps the eGift form as typed', async ({ page }) => {
  await page.goto('/p/cairnfield-egift-card');
  await waitForHydration(page);
  const { sender, recipient } = await fillEgiftForm(page);
  await page.getByRole('textbox', { name: /message/i }).fill('Happy trails!');

  await page.reload();
  await waitForHydration(page);
  await expect(sender.getByRole('textbox', { name: /Email/ })).toHaveValue('sam@example.com');
  await expect(sender.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Lee');
  await expect(recipient.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ana');
  await expect(page.getByRole('textbox', { name: /message/i })).toHaveValue('Happy trails!');
  await expect(page.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

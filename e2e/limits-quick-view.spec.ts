import { expect, test, type Page } from '@playwright/test';
import {
  LIMITS,
  addedToast,
  captureErrors,
  scrollDownUntil,
  waitForHydration,
} from '../page/test/e2eHelpers';

// Field limits that are never cut silently (spec 5, 9) and the related products with their quick
// view (spec 2), against the real reference shop.

async function open(page: Page, slug: string): Promise<void> {
  await page.goto(`/p/${slug}`);
  await waitForHydration(page);
}

/** Puts text into the focused field in one go, as a paste does (insertText obeys maxlength too). */
async function paste(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.click();
  await page.keyboard.insertText(text);
}

const EMAIL_42 = 'jordan.reyes.outdoor@cairnfield-mail.co.uk';
const NAME_40 = 'Maximiliana Alexandrina Constantina-Ruiz';

test('a pasted 42-character e-mail is kept in full and valid; a 40-character name says the limit', async ({
  page,
}) => {
  expect(EMAIL_42).toHaveLength(42);
  expect(NAME_40).toHaveLength(40);
  const errors = captureErrors(page);
  await open(page, 'cairnfield-egift-card');
  const sender = page.getByRole('group', { name: 'Sender' });
  const recipient = page.getByRole('group', { name: 'Recipient 1' });
  const senderEmail = sender.getByRole('textbox', { name: /Email/ });
  await paste(page, senderEmail, EMAIL_42);
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Jordan');
  await expect(senderEmail).toHaveValue(EMAIL_42);
  await expect(senderEmail).not.toHaveAttribute('aria-invalid', 'true');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Reyes');
  await recipient.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');

  // Too long a name is kept as typed and told at once, before any blur; nothing can be sent.
  const first = recipient.getByRole('textbox', { name: /First Name/ });
  await paste(page, first, NAME_40);
  await expect(first).toHaveValue(NAME_40);
  await expect(first).toHaveAccessibleDescription('First Name can be at most 32 characters.');
  await expect(recipient.getByText('First Name can be at most 32 characters.')).toBeVisible();
  await recipient.getByRole('textbox', { name: /Last Name/ }).fill('Diaz');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toHaveAttribute('aria-disabled', 'true');

  await first.fill('Maximiliana');
  await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/cart/sku');
  await add.click();
  expect((await sent).postDataJSON()).toMatchObject({
    senderEmail: EMAIL_42,
    recipients: [{ recipientFirstName: 'Maximiliana', recipientEmail: 'ana@example.com' }],
  });
  await expect(addedToast(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the back-in-stock e-mail keeps a 42-character address', async ({ page }) => {
  await open(page, 'cairnfield-summit-gift-card');
  await page.getByRole('button', { name: 'Notify me when available' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me when available' });
  const email = dialog.getByRole('textbox', { name: /Your Email/ });
  await paste(page, email, EMAIL_42);
  await expect(email).toHaveValue(EMAIL_42);
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/inventory/notify');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ email: EMAIL_42 });
});

test(
  'quick view: the related strip opens a product in a dialog; Escape gives focus back; its link leads to the page',
  { tag: '@phone' },
  async ({ page }) => {
    const errors = captureErrors(page);
    await open(page, 'cairnfield-gift-card');
    const strip = page.getByRole('region', { name: 'Other gift cards' });
    await scrollDownUntil(page, () => expect(strip).toBeVisible({ timeout: 1000 }));
    await strip.scrollIntoViewIfNeeded();
    // The other gift cards of the demo, never the product itself.
    await expect(strip.getByRole('listitem')).toHaveCount(3);
    await expect(
      strip.getByRole('link', { name: 'Cairnfield Gift Card', exact: true }),
    ).toHaveCount(0);
    const quickView = strip.getByRole('button', { name: 'Quick view Cairnfield eGift Card' });
    await quickView.click();
    const dialog = page.getByRole('dialog', { name: 'Cairnfield eGift Card' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Cairnfield eGift Card/ })).toBeVisible();
    await expect(dialog).toContainText('$1.00');
    await expect(dialog).toContainText(`$${LIMITS.maxAmount}.00`);
    await expect(dialog.getByText(/out of 5 star rating/)).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(quickView).toBeFocused();

    await quickView.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'View full details' }).click();
    await expect(page).toHaveURL(/\/p\/cairnfield-egift-card$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cairnfield eGift Card');
    expect(errors).toEqual([]);
  },
);

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type AxeCore from 'axe-core';
import { LIMITS } from '../page/test/e2eHelpers';

// Buying without JavaScript: the purchase panel is a real form that posts to
// the page server, which adds to cart in the real reference shop and redirects back (303) with the
// outcome and every posted value.
test.use({ javaScriptEnabled: false });

const addButton = (page: Page) => page.getByRole('button', { name: 'Add to cart' });
const added = (page: Page, name: string) =>
  page.getByRole('status').filter({ hasText: `${name} has been added to your cart.` });

interface CartAnswer {
  cart: {
    totalCartQuantity: number;
    orderItems: {
      giftAmount: number;
      quantity: number;
      eGiftCard: {
        recipients: { recipientEmail: string }[];
        sendDate?: string | null;
        sendTimeZone?: string | null;
      } | null;
    }[];
  };
}

async function cart(page: Page): Promise<CartAnswer['cart']> {
  // The browser context's cookies: the cart the page server's add made is this shopper's.
  const response = await page.request.get('/api/cart/000000');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as CartAnswer).cart;
}

test('a standard card with a preset chip, then a custom amount, lands in the shopper’s cart', async ({
  page,
}) => {
  await page.goto('/p/cairnfield-gift-card');
  await page.getByRole('radio', { name: '$50' }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await addButton(page).click();
  // The address names this post's outcome (its receipt); the fragment leads to it.
  await expect(page).toHaveURL(/\/p\/cairnfield-gift-card\?posted=[\w-]{12}#purchase-result$/);
  await expect(added(page, 'Cairnfield Gift Card')).toBeVisible();
  // The page shows what was bought.
  await expect(page.getByRole('radio', { name: '$50' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  // A reload shows it again (a page that never fully arrived is reloaded with its outcome).
  await page.reload();
  await expect(added(page, 'Cairnfield Gift Card')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');

  // The custom amount field appears when its chip is checked (CSS, no script).
  const custom = page.getByRole('textbox', { name: 'Custom amount' });
  await expect(custom).toBeHidden();
  await page.getByRole('radio', { name: 'Custom Amount' }).check();
  await expect(custom).toBeVisible();
  await custom.fill('75');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await addButton(page).click();
  await expect(added(page, 'Cairnfield Gift Card')).toBeVisible();

  const items = await cart(page);
  expect(items.totalCartQuantity).toBe(3);
  expect(items.orderItems.map((i) => [i.giftAmount, i.quantity])).toEqual([
    [50, 2],
    [75, 1],
  ]);
  // The page at its own address: no outcome (the receipt names it, not the cookie alone).
  await page.goto('/p/cairnfield-gift-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Cairnfield Gift Card' })).toBeVisible();
  await expect(added(page, 'Cairnfield Gift Card')).toHaveCount(0);
});

test('a validation error comes back with the spec text, linked, and every value kept', async ({
  page,
}) => {
  await page.goto('/p/cairnfield-gift-card');
  await page.getByRole('radio', { name: 'Custom Amount' }).check();
  await page.getByRole('textbox', { name: 'Custom amount' }).fill(LIMITS.overMaxAmount);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
  await addButton(page).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  const link = summary.getByRole('link', {
    name: LIMITS.amountRangeMessage,
  });
  await expect(page.getByRole('radio', { name: 'Custom Amount' })).toBeChecked();
  const custom = page.getByRole('textbox', { name: 'Custom amount' });
  await expect(custom).toHaveValue(`$${LIMITS.overMaxAmount}`);
  await expect(custom).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  // The summary's link takes focus to the field.
  await link.click();
  await expect(custom).toBeFocused();
  expect((await cart(page)).totalCartQuantity).toBe(0);
});

test('an eGift card for two recipients: the second recipient’s form comes with the error, then it is added', async ({
  page,
}) => {
  await page.goto('/p/cairnfield-egift-card');
  await page.getByRole('radio', { name: '$100' }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  const sender = page.getByRole('group', { name: 'Sender' });
  await sender.getByRole('textbox', { name: /Email/ }).fill('jordan.reyes@example.com');
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Jordan');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Reyes');
  const first = page.getByRole('group', { name: 'Recipient 1' });
  await first.getByRole('textbox', { name: /Email/ }).fill('sam@example.com');
  await first.getByRole('textbox', { name: /First Name/ }).fill('Sam');
  await first.getByRole('textbox', { name: /Last Name/ }).fill('Lee');
  await page.getByRole('textbox', { name: /Message/ }).fill('Happy trails!');
  await addButton(page).click();

  // Without a script the page learns of the second card on the post: its form comes back empty,
  // with the spec's messages, and everything typed so far is kept.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'Email Address is required',
    'Please enter first name of the recipient.',
    'Please enter last name of the recipient.',
  ]);
  await expect(sender.getByRole('textbox', { name: /Email/ })).toHaveValue(
    'jordan.reyes@example.com',
  );
  await expect(first.getByRole('textbox', { name: /Last Name/ })).toHaveValue('Lee');
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Happy trails!');
  await expect(page.getByRole('radio', { name: '$100' })).toBeChecked();
  const second = page.getByRole('group', { name: 'Recipient 2' });
  await expect(second.getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription(
    /Please enter first name of the recipient\./,
  );
  await second.getByRole('textbox', { name: /Email/ }).fill('alex@example.com');
  await second.getByRole('textbox', { name: /First Name/ }).fill('Alex');
  await second.getByRole('textbox', { name: /Last Name/ }).fill('Kim');
  await addButton(page).click();
  await expect(added(page, 'Cairnfield eGift Card')).toBeVisible();

  const items = await cart(page);
  expect(items.totalCartQuantity).toBe(2);
  expect(items.orderItems[0]?.eGiftCard?.recipients.map((r) => r.recipientEmail)).toEqual([
    'sam@example.com',
    'alex@example.com',
  ]);
});

test('an eGift card posted without JavaScript comes back with its preview: design, amount, names and the cleaned message', async ({
  page,
}) => {
  await page.goto('/p/cairnfield-egift-card');
  await page.getByRole('radio', { name: '$150' }).check();
  // A shopper clicks the design's picture or name (the radio itself is visually hidden).
  await page.getByRole('group', { name: 'Choose a design' }).getByText('Thank You').click();
  await expect(page.getByRole('radio', { name: 'Thank You' })).toBeChecked();
  const sender = page.getByRole('group', { name: 'Sender' });
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Jordan');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Reyes');
  const first = page.getByRole('group', { name: 'Recipient 1' });
  await first.getByRole('textbox', { name: /First Name/ }).fill('Sam');
  await first.getByRole('textbox', { name: /Last Name/ }).fill('Lee');
  // Without a script nothing cleans the message as it is typed: the posted one is shown cleaned.
  await page
    .getByRole('textbox', { name: /Message/ })
    .fill('\u201cHappy trails\u201d \u2014 see you\nout there');
  await addButton(page).click();

  // The e-mails were left out: the page comes back with its errors and every value, previewed.
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  const preview = page.getByRole('figure', { name: 'Preview' });
  await expect(preview).toContainText('$150');
  await expect(preview).toContainText('Thank You');
  await expect(preview).toContainText('To Sam Lee');
  await expect(preview).toContainText('From Jordan Reyes');
  await expect(preview.getByText(/Happy trails/)).toHaveText(
    '"Happy trails" - see you\nout there',
    {
      useInnerText: true,
    },
  );
});

test('an eGift card with a send date: a past date comes back with its message, then the date is kept in Central time', async ({
  page,
}) => {
  /** A date `days` from today in Chicago ('YYYY-MM-DD'): without JavaScript, the business zone. */
  const central = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
      new Date(Date.now() + days * 86_400_000),
    );
  await page.goto('/p/cairnfield-egift-card');
  const sender = page.getByRole('group', { name: 'Sender' });
  await sender.getByRole('textbox', { name: /Email/ }).fill('jordan.reyes@example.com');
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Jordan');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Reyes');
  const first = page.getByRole('group', { name: 'Recipient 1' });
  await first.getByRole('textbox', { name: /Email/ }).fill('sam@example.com');
  await first.getByRole('textbox', { name: /First Name/ }).fill('Sam');
  await first.getByRole('textbox', { name: /Last Name/ }).fill('Lee');
  await page.getByRole('textbox', { name: /Message/ }).fill('Happy trails!');
  const sendOn = page.getByLabel('Send on (optional)');
  await expect(sendOn).toHaveAccessibleDescription(/\(Central time\)/);
  await sendOn.fill(central(-2));
  await addButton(page).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'The send date cannot be in the past. Please choose today or a later date.',
  ]);
  await expect(sendOn).toHaveValue(central(-2));
  await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('Happy trails!');
  await sendOn.fill(central(10));
  await addButton(page).click();
  await expect(added(page, 'Cairnfield eGift Card')).toBeVisible();
  const items = await cart(page);
  expect(items.orderItems.at(-1)?.eGiftCard).toMatchObject({
    sendDate: central(10),
    sendTimeZone: 'America/Chicago',
  });
});

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe (WCAG 2.2 AA) over the page as a browser without JavaScript shows it. */
async function axeWithoutJavaScript(browser: Browser, page: Page): Promise<string[]> {
  const url = page.url().split('#')[0] ?? '';
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const context = await browser.newContext({
    bypassCSP: true,
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  });
  await context.route('**/*', (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    if (request.url() === url) return route.fulfill({ contentType: 'text/html', body: html });
    return route.continue();
  });
  const audited = await context.newPage();
  await audited.goto(url, { waitUntil: 'load' });
  await audited.addScriptTag({ content: axeSource });
  const violations = await audited.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
  await context.close();
  return violations;
}

test('the error summary and the field errors pass axe', async ({ page, browser }) => {
  await page.goto('/p/cairnfield-egift-card');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page
    .getByRole('group', { name: 'Sender' })
    .getByRole('textbox', { name: /Email/ })
    .fill('not-an-email');
  await addButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  expect(await axeWithoutJavaScript(browser, page)).toEqual([]);
});

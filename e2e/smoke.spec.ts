import { expect, test } from '@playwright/test';

// The walk a new user takes after `npm start`: the index lists every demo product and says what
// each shows, a product page arrives server-rendered, hydrates, and responds to the keyboard and
// the mouse. One walk, at desktop and phone size.

/** Each demo product's link on the index, described by its card type, quantity rule and stock. */
const DESCRIBED: Array<[string, string]> = [
  ['Cairnfield Gift Card', 'Standard gift card by mail: 1 to 50 cards per order.'],
  ['Cairnfield Bulk Gift Cards', 'Bulk gift card: 51 to 999 cards per order, in several designs.'],
  ['Cairnfield eGift Card', 'eGift card, sent by e-mail: up to 5 recipients per order.'],
  [
    'Cairnfield Summit Gift Card',
    'Standard gift card by mail: 1 to 50 cards per order. Out of stock: shows the back-in-stock sign-up.',
  ],
];

test(
  'the index links to and describes every demo product; a product page is server-rendered, hydrates and reacts to a click',
  { tag: '@phone' },
  async ({ page, request }) => {
    const response = await request.get('/p/cairnfield-gift-card');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Server HTML already holds the product heading and the amount choices before any script runs.
    expect(html).toMatch(/<h1[^>]*>[^<]*Cairnfield Gift Card/);
    expect(html).toContain('$50');

    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/');
    for (const [name, description] of DESCRIBED) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleDescription(description);
    }
    // Only the sold-out card is identified as out of stock.
    await expect(page.getByText(/Out of stock/)).toHaveCount(1);

    await page.getByRole('link', { name: 'Cairnfield Gift Card', exact: true }).click();
    await expect(page).toHaveURL(/\/p\/cairnfield-gift-card$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cairnfield Gift Card/);
    await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);

    const amounts = page.getByRole('radiogroup', { name: /amount/i });
    const fifty = amounts.getByRole('radio', { name: '$50' });
    await fifty.click();
    await expect(fifty).toBeChecked();
    // After hydration the keyboard contract works too: ArrowRight moves the selection on.
    await page.keyboard.press('ArrowRight');
    await expect(amounts.getByRole('radio', { name: '$75' })).toBeChecked();

    expect(errors).toEqual([]);
  },
);

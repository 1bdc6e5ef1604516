import { expect, test, type Page } from '@playwright/test';
import { LIMITS, axeViolations, collectAdds, scrollDownUntil } from '../page/test/e2eHelpers';

// Accessibility audit of the assembled page, as an auditor would run it: axe-core with the WCAG 2.2
// AA tags (which switch on target-size) on every demo product, at desktop and phone widths (the two
// Playwright projects), and in the states a shopper reaches (modal open, form errors shown).

// The page's CSP (rightly) refuses an injected script; the audit tool is allowed past it.
test.use({ bypassCSP: true });

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
}

for (const slug of [
  'cairnfield-gift-card',
  'cairnfield-bulk-gift-card',
  'cairnfield-egift-card',
  'cairnfield-summit-gift-card',
]) {
  test(`/p/${slug} has no axe violations`, { tag: '@phone' }, async ({ page }) => {
    await hydrated(page, `/p/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

// Axe finds nothing with every error of the page shown and the quick view open (the eGift form
// filled in, its preview showing, is checked in e2e/egift-send-date.spec.ts, the cart drawer open
// in e2e/purchase-configs.spec.ts). Each state is checked where it shows (some exclude each other, e.g. a custom amount
// error and an order above $10,000). A form or dialog with its errors shown is checked, not again
// without them: the errors add to what is there (the sender's e-mail error alone, and the
// back-in-stock dialog as it opens, were checked on their own before).
test.describe('with every error shown', () => {
  const quantity = (page: Page) => page.getByRole('spinbutton', { name: 'Quantity' });
  const add = (page: Page) => page.getByRole('button', { name: 'Add to cart' });
  async function typeQuantity(page: Page, n: number) {
    await quantity(page).fill(String(n));
    await quantity(page).press('Enter');
  }

  test(
    'standard card: amount, quantity, $10,000 and API errors',
    { tag: '@phone' },
    async ({ page }) => {
      // Four states, four axe runs (each a few seconds on the phone project beside another run).
      test.slow();
      await hydrated(page, '/p/cairnfield-gift-card');
      // Amount out of range.
      await page.getByRole('radio', { name: 'Custom Amount' }).click();
      const custom = page.getByRole('textbox', { name: 'Custom amount' });
      await custom.fill(LIMITS.overMaxAmount);
      await custom.press('Tab');
      await expect(page.getByText(LIMITS.amountRangeMessage).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Quantity above the standard card's limit: the quantity-limit dialog.
      await typeQuantity(page, 60);
      const limit = page.getByRole('dialog', { name: 'Quantity error' });
      await expect(limit).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(limit).toBeHidden();
      // Focus back on the quantity field: the dialog's focus trap has let go (typing elsewhere while
      // it holds focus lands in the closing dialog, on a busy machine).
      await expect(quantity(page)).toBeFocused();

      // An order above $10,000, refused before sending (no add goes over the wire), with the
      // live-chat link.
      const adds = collectAdds(page);
      await custom.fill(String(LIMITS.maxAmount));
      await typeQuantity(page, LIMITS.overTotalQuantity);
      await expect(
        page.getByText(`$${LIMITS.maxAmount * LIMITS.overTotalQuantity}.00`),
      ).toBeVisible();
      await add(page).click();
      const overTotal = page.getByRole('alert').filter({ hasText: LIMITS.overTotalText });
      await expect(overTotal).toBeVisible();
      await expect(overTotal.getByRole('link', { name: 'Chat with us' })).toHaveAttribute(
        'href',
        '/help/live-chat',
      );
      expect(adds).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // The shop fails: the default message.
      await page.route('**/api/cart/sku', (route) => route.fulfill({ status: 500, json: {} }));
      await typeQuantity(page, 1);
      await add(page).click();
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: 'Sorry, Something went wrong. Please try after sometime.' }),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test(
    'eGift: every field in error and the limit of 5 cards',
    { tag: '@phone' },
    async ({ page }) => {
      await hydrated(page, '/p/cairnfield-egift-card');
      // Seven typed: said so, not clamped silently (the field then holds 5).
      await typeQuantity(page, 7);
      await expect(
        page.getByRole('status').filter({
          hasText: 'The maximum number of eGift cards you can purchase is 5.',
        }),
      ).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('5');
      const sender = page.getByRole('group', { name: 'Sender' });
      const recipient = page.getByRole('group', { name: 'Recipient 1' });
      // One wrong value per kind of error, each field blurred so its message shows.
      const entries: [ReturnType<Page['getByRole']>, string][] = [
        [sender.getByRole('textbox', { name: /Email/ }), 'not-an-email'],
        [sender.getByRole('textbox', { name: /First Name/ }), 'Sam3'],
        [sender.getByRole('textbox', { name: /Last Name/ }), ''],
        [recipient.getByRole('textbox', { name: /Email/ }), ''],
        [recipient.getByRole('textbox', { name: /First Name/ }), 'A'.repeat(40)],
        [recipient.getByRole('textbox', { name: /Last Name/ }), 'L33'],
        [recipient.getByRole('textbox', { name: /Message/ }), 'm'.repeat(130)],
      ];
      for (const [field, value] of entries) {
        await field.fill(value);
        await field.blur();
      }
      for (const message of [
        /Please enter the Email Address in a valid format/,
        'First Name can only contain letters.',
        'Please enter your last name.',
        'Email Address is required',
        'First Name can be at most 32 characters.',
        'Last Name can only contain letters.',
        'Message can be at most 122 characters.',
      ]) {
        await expect(page.getByText(message).first()).toBeVisible();
      }
      await expect(page.getByText('130/122')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test('back in stock: the e-mail and mobile errors', { tag: '@phone' }, async ({ page }) => {
    await hydrated(page, '/p/cairnfield-summit-gift-card');
    await page.getByRole('button', { name: 'Notify me when available' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notify me when available' });
    await dialog.getByRole('textbox', { name: /Your Email/ }).fill('not-an-email');
    const mobile = dialog.getByRole('textbox', { name: 'Mobile number (optional)' });
    await mobile.fill('12');
    await mobile.blur();
    await expect(dialog.getByText("Oh darn. That's not a valid email address.")).toBeVisible();
    await expect(dialog.getByText(/Please enter a mobile number of 7 to 20 digits/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(
    'the store picker: a refused ZIP, then the stores found',
    { tag: '@phone' },
    async ({ page }) => {
      await hydrated(page, '/p/cairnfield-gift-card');
      await page.getByRole('button', { name: 'Pick Up at a Different Store' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pick Up at a Different Store' });
      const zip = dialog.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('80');
      await dialog.getByRole('button', { name: 'Find stores' }).click();
      await expect(zip).toHaveAccessibleDescription(/Enter a 5-digit ZIP code, like 80202\./);
      expect(await axeViolations(page)).toEqual([]);
      await zip.fill('80202');
      await dialog.getByRole('button', { name: 'Find stores' }).click();
      await expect(dialog.getByRole('radio', { name: /^Cairnfield Aurora/ })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test('the quick view open', { tag: '@phone' }, async ({ page }) => {
    await hydrated(page, '/p/cairnfield-gift-card');
    const strip = page.getByRole('region', { name: 'Other gift cards' });
    await scrollDownUntil(page, () => expect(strip).toBeVisible({ timeout: 1000 }));
    await strip.scrollIntoViewIfNeeded();
    await strip.getByRole('button', { name: 'Quick view Cairnfield Bulk Gift Cards' }).click();
    await expect(page.getByRole('dialog', { name: 'Cairnfield Bulk Gift Cards' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('in forced-colors mode (Windows High Contrast)', () => {
  test('the chosen amount and keyboard focus stay visible without our colours', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await hydrated(page, '/p/cairnfield-gift-card');
    const group = page.getByRole('radiogroup', { name: /amount/i });
    await group.getByRole('radio', { name: '$50' }).click();

    const look = (name: string) =>
      group.getByRole('radio', { name }).evaluate(async (radio) => {
        // The chip is the native radio's label; the radio itself is transparent over it.
        const el = radio.closest('label') ?? radio;
        // Its fill eases in: read the colour it settles on, not the first frame of the change.
        await Promise.all(el.getAnimations().map((animation) => animation.finished));
        const s = getComputedStyle(el);
        const mark = el.querySelector('svg');
        return {
          border: `${s.borderTopWidth} ${s.borderTopStyle}`,
          outline: `${s.outlineWidth} ${s.outlineStyle}`,
          background: s.backgroundColor,
          weight: s.fontWeight,
          hasMark: mark !== null && getComputedStyle(mark).display !== 'none',
        };
      });
    const chosen = await look('$50');
    const other = await look('$75');
    // Forced colours replace our palette: the choice shows as a check mark and heavier text, and
    // takes the system's own selected-item colours (which the user chose), so it differs from the
    // other chips in the user's palette too.
    expect(chosen.hasMark).toBe(true);
    expect(other.hasMark).toBe(false);
    expect(Number(chosen.weight)).toBeGreaterThan(Number(other.weight));
    expect(chosen.background).not.toBe(other.background);

    // Keyboard focus draws an outline (system colour in this mode), never `none`.
    await page.keyboard.press('ArrowRight');
    const focused = await group
      .getByRole('radio', { name: '$75' })
      .evaluate((radio) => getComputedStyle(radio.closest('label') ?? radio).outlineStyle);
    expect(focused).not.toBe('none');
  });
});

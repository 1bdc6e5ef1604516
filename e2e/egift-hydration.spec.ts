import { expect, test } from '@playwright/test';
import { fillEgiftForm, holdPageScript, waitForHydration } from '../page/test/e2eHelpers';

// A shopper who starts typing into the server-rendered eGift form while the page's script is still
// loading (the "Add to cart stays disabled" defect): once the page hydrates, what the
// fields show is what counts. Before the fix the form counted them as empty, emptied them on the
// next render and kept Add to cart disabled.
// The quantity stepper (and the custom amount) take over what was typed the same way.

test('eGift fields typed before the page hydrated count once it has', async ({ page }) => {
  // Hold the page's script until the shopper has typed.
  const release = await holdPageScript(page);
  await page.goto('/p/cairnfield-egift-card', { waitUntil: 'domcontentloaded' });
  const { sender, recipient } = await fillEgiftForm(page, { recipientLastName: false });
  expect(await page.evaluate(() => (window as { __hydrated?: boolean }).__hydrated)).toBeFalsy();
  release();
  await waitForHydration(page);
  // The last field after hydration: its blur re-renders the fields typed before.
  await recipient.getByRole('textbox', { name: /Last Name/ }).fill('Diaz');
  await recipient.getByRole('textbox', { name: /Last Name/ }).blur();

  await expect(page.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(sender.getByRole('textbox', { name: /Email/ })).toHaveValue('sam@example.com');
  await expect(recipient.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ana');
  await expect(page.getByText('Complete the sender and recipient details.')).toHaveCount(0);
});

test('a quantity typed before the page hydrated is the one add to cart sends', async ({ page }) => {
  const release = await holdPageScript(page);
  await page.goto('/p/cairnfield-gift-card', { waitUntil: 'domcontentloaded' });
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('3');
  expect(await page.evaluate(() => (window as { __hydrated?: boolean }).__hydrated)).toBeFalsy();
  release();
  await waitForHydration(page);
  await expect(quantity).toHaveValue('3');

  const add = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart/sku',
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  expect((await add).postDataJSON()).toMatchObject({ skus: [{ quantity: 3 }] });
});

import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { addedToast, fillEgiftForm, waitForHydration } from '../page/test/e2eHelpers';

// An eGift line edited from the cart page (spec 2, ?orderItemId) whose tab is closed the moment
// the edit's request is sent: with JavaScript (the add that names the item it replaces) and
// without (the purchase form). The edit is that one request, so the cart holds exactly one line
// for the recipient, the old one or the new one, never both; the same request sent again with its
// key (the browser's retry) leaves the new one, once.

const EGIFT = '/p/cairnfield-egift-card';
const RECIPIENT = 'ana@example.com';

interface CartLine {
  giftAmount: number;
  eGiftCard: { recipients: { recipientFirstName: string; recipientEmail: string }[] } | null;
}

/** The cart's lines for the recipient, as [first name, amount], read with the shopper's cookies. */
async function linesForRecipient(api: APIRequestContext): Promise<[string, number][]> {
  const answer = await api.get('/api/cart/000000');
  expect(answer.status()).toBe(200);
  const { cart } = (await answer.json()) as { cart: { orderItems: CartLine[] } };
  return cart.orderItems
    .filter((line) => line.eGiftCard?.recipients.some((r) => r.recipientEmail === RECIPIENT))
    .map((line) => [line.eGiftCard?.recipients[0]?.recipientFirstName ?? '', line.giftAmount]);
}

/** The headers a browser's retry of `request` carries (its cookies come from the context). */
function retryHeaders(headers: Record<string, string>): Record<string, string> {
  const kept = ['content-type', 'idempotency-key', 'origin', 'sec-fetch-site', 'accept'];
  return Object.fromEntries(Object.entries(headers).filter(([name]) => kept.includes(name)));
}

async function openEdit(page: Page, js: boolean) {
  await page.goto(EGIFT);
  if (js) await waitForHydration(page);
  await page.getByRole('radio', { name: '$25' }).check();
  await fillEgiftForm(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  if (js) await expect(addedToast(page)).toBeVisible();
  else await expect(page.getByRole('status').filter({ hasText: 'has been added' })).toBeVisible();

  await page.goto('/shop/cart');
  await page.getByRole('link', { name: 'Edit Cairnfield eGift Card, $25.00' }).click();
  await expect(page).toHaveURL(/\/p\/cairnfield-egift-card\?orderItemId=\d+$/);
  if (js) await waitForHydration(page);
  const recipient = page.getByRole('group', { name: 'Recipient 1' });
  await expect(recipient.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ana');
  await recipient.getByRole('textbox', { name: /First Name/ }).fill('Anna');
  await page.getByRole('radio', { name: '$50' }).check();
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });
    // Two page visits, an add and the edit beside other jobs on a 2-core machine.
    test.slow();

    test('an eGift edit whose tab is closed as its request goes leaves one line for the recipient, never two', async ({
      page,
      context,
    }) => {
      await openEdit(page, js);
      const isEdit = (r: Request) =>
        r.method() === 'POST' && new URL(r.url()).pathname === (js ? '/api/cart/sku' : EGIFT);
      const sent = page.waitForRequest(isEdit);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const request = await sent;
      // Read before the tab goes: what the browser sent, to send it again below.
      const headers = retryHeaders(await request.allHeaders());
      const body = request.postDataBuffer();
      await page.close();

      // Whatever the server has done by now: the old line or the new one, one of them.
      expect(await linesForRecipient(context.request)).toHaveLength(1);
      if (js) expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

      // The browser's retry of the same request (its key, or the form's submission key): once the
      // first has run (the shop answers 409 while it does), the answer is what it did.
      await expect(async () => {
        const again = await context.request.fetch(request.url(), {
          method: 'POST',
          headers,
          ...(body ? { data: body } : {}),
          maxRedirects: 0,
        });
        expect([200, 303]).toContain(again.status());
      }).toPass({ timeout: 20_000 });
      await expect
        .poll(() => linesForRecipient(context.request), { timeout: 20_000 })
        .toEqual([['Anna', 50]]);

      // And the shopper's cart page says so.
      const cart = await context.newPage();
      await cart.goto('/shop/cart');
      await expect(cart.getByRole('article')).toHaveCount(1);
      await expect(
        cart.getByRole('article', { name: 'Cairnfield eGift Card, $50.00' }),
      ).toContainText('Anna Diaz (ana@example.com)');
    });
  });
}

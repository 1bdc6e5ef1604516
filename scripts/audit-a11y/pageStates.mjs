// @ts-check
// The page states the audit visits (auditPage.mjs), each reached by its `act` (flows.mjs).

import {
  PRODUCTS,
  addToCart,
  cartWithEgift,
  chooseDesign,
  fillEgift,
  openWalletSheet,
  placeWalletOrder,
  waitForDialog,
} from './flows.mjs';
import { FRENCH_STATES } from './frenchStates.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Locator} Locator
 * @typedef {import('playwright-core').Response} Response
 * What a state's `act` may read and set: the page's response, and the control that opened its
 * dialog.
 * @typedef {{ response: Response | null, trigger: Locator | null }} ActContext
 * A page state: its name and address (or `prepare`, which gives them), the server it runs on,
 * what brings the page into it, and which checks it takes.
 * @typedef {{
 *   name: string,
 *   path?: string,
 *   cookies?: import('./openPage.mjs').Openable['cookies'],
 *   server?: 'main' | 'drawer' | 'french' | 'frenchDrawer',
 *   lang?: string,
 *   prepare?: (browser: import('playwright-core').Browser, origin: string) => Promise<import('./flows.mjs').Prepared | string>,
 *   act?: (page: Page, ctx: ActContext) => Promise<true | string>,
 *   offAct?: (page: Page) => Promise<true | string>,
 *   javaScript?: boolean,
 *   walks?: boolean,
 *   dialog?: boolean,
 * }} PageState
 */

/**
 * The page's key states, one row each, audited at phone and desktop widths. `act` brings the page
 * into the state and returns true, or a string (a note) when the control is not on the page yet:
 * the state is then skipped with that note, so rows for features still being built can sit here
 * already. `act` may set `ctx.trigger` to the control that opened a modal dialog; rows with
 * `dialog` then also walk the dialog's APG contract at that width (focus inside, Tab kept in,
 * Escape closes, focus back on the trigger). `server: 'drawer'` runs the row on a second page server
 * with CART_CONFIRMATION=drawer; `prepare` runs once before the row and gives its path and cookies (or a note).
 * `server: 'french'` (and 'frenchDrawer') runs it on a page server with PAGE_LOCALE=fr-CA; `lang`
 * checks the page says that language and leaves none of its translated texts in English
 * (language.mjs). The French rows are FRENCH_STATES below.
 */
/** @type {PageState[]} */
export const PAGE_STATES = [
  { name: 'index', path: '/' },
  { name: 'standard card', path: PRODUCTS.standard, walks: true },
  { name: 'bulk card', path: PRODUCTS.bulk, walks: true },
  { name: 'eGift card', path: PRODUCTS.egift, walks: true },
  { name: 'out of stock', path: PRODUCTS.outOfStock, walks: true },
  { name: 'not found (404)', path: '/no-such-page' },
  {
    name: 'eGift form with errors',
    path: PRODUCTS.egift,
    act: async (page) => {
      const sender = page.getByRole('group', { name: 'Sender' });
      if ((await sender.count()) === 0) return 'no eGift form';
      await sender.getByRole('textbox', { name: /Email Address/ }).fill('not-an-email');
      await sender.getByRole('textbox', { name: /First Name/ }).fill('R2-D2');
      await sender.getByRole('textbox', { name: /Last Name/ }).focus();
      await page
        .getByText(/Please enter the Email Address in a valid format/)
        .first()
        .waitFor();
      // Add to cart with the form incomplete shows every field's error.
      await addToCart(page);
      return true;
    },
  },
  {
    name: 'quantity dialog',
    path: PRODUCTS.standard,
    dialog: true,
    act: async (page, ctx) => {
      const spin = page.getByRole('spinbutton', { name: 'Quantity' });
      if ((await spin.count()) === 0) return 'no quantity field';
      await spin.fill('60');
      await spin.press('Enter');
      ctx.trigger = spin;
      return (await waitForDialog(page)) || 'no quantity dialog opened for 60 cards';
    },
  },
  {
    name: 'back-in-stock dialog',
    path: PRODUCTS.outOfStock,
    dialog: true,
    act: async (page, ctx) => {
      const notify = page.getByRole('button', { name: 'Notify me when available' });
      if ((await notify.count()) === 0) return 'no back-in-stock button';
      await notify.focus();
      await page.keyboard.press('Enter');
      ctx.trigger = notify;
      return (await waitForDialog(page)) || 'the dialog did not open';
    },
  },
  {
    name: 'toast after add to cart',
    path: PRODUCTS.standard,
    act: async (page) => {
      if (!(await addToCart(page))) return 'no add to cart';
      await page
        .getByRole('status')
        .filter({ hasText: /added to cart/i })
        .first()
        .waitFor();
      return true;
    },
  },
  {
    name: 'cart drawer (CART_CONFIRMATION=drawer)',
    path: PRODUCTS.standard,
    server: 'drawer',
    dialog: true,
    act: async (page, ctx) => {
      const add = page.getByRole('button', { name: 'Add to cart' });
      if (!(await addToCart(page))) return 'no add to cart';
      ctx.trigger = add;
      if (!(await waitForDialog(page, 'Your cart'))) return 'no cart drawer opened';
      await page
        .getByRole('dialog', { name: 'Your cart' })
        .getByRole('status')
        .filter({ hasText: /added to your cart/ })
        .waitFor();
      return true;
    },
  },
  {
    // The related-products strip's Quick view buttons; skipped while no strip is there.
    name: 'quick view',
    path: PRODUCTS.standard,
    dialog: true,
    act: async (page, ctx) => {
      const open = page.getByRole('button', { name: /quick view/i }).first();
      // The strip may render once scrolled to: go to the end of the page and wait a moment.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      try {
        await open.waitFor({ state: 'visible', timeout: 5000 });
      } catch {
        return 'no Quick view button on the product page';
      }
      await open.scrollIntoViewIfNeeded();
      await open.click();
      ctx.trigger = open;
      return (await waitForDialog(page)) || 'the quick view did not open';
    },
  },
  {
    name: 'device wallet sheet',
    path: PRODUCTS.standard,
    dialog: true,
    act: async (page, ctx) => {
      const opened = await openWalletSheet(page, 'device');
      if (typeof opened === 'string') return opened;
      ctx.trigger = opened.trigger;
      return true;
    },
  },
  {
    name: 'account wallet sheet',
    path: PRODUCTS.standard,
    dialog: true,
    act: async (page, ctx) => {
      const opened = await openWalletSheet(page, 'account');
      if (typeof opened === 'string') return opened;
      ctx.trigger = opened.trigger;
      return true;
    },
  },
  {
    // Spec 9 'Pick Up at a Different Store': the picker with the stores near 80202 listed.
    name: 'store picker dialog',
    path: PRODUCTS.standard,
    dialog: true,
    act: async (page, ctx) => {
      const trigger = page.getByRole('button', { name: 'Pick Up at a Different Store' });
      if ((await trigger.count()) === 0) return 'no store picker button';
      await trigger.click();
      ctx.trigger = trigger;
      const name = 'Pick Up at a Different Store';
      if (!(await waitForDialog(page, name))) return 'the store picker did not open';
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('textbox', { name: 'ZIP code' }).fill('80202');
      await dialog.getByRole('button', { name: 'Find stores' }).click();
      await dialog.getByRole('radio', { name: /^Cairnfield Denver Flagship/ }).waitFor();
      return true;
    },
  },
  {
    name: 'eGift preview filled (design chosen)',
    path: PRODUCTS.egift,
    act: async (page) => {
      const design = await chooseDesign(page, 'Happy Birthday');
      if (design !== true) return design;
      const filled = await fillEgift(page);
      if (filled !== true) return filled;
      await page
        .getByRole('figure', { name: 'Preview' })
        .getByText('See you on the trail!')
        .waitFor({ timeout: 5000 });
      return true;
    },
  },
  {
    // /shop/cart with an eGift line (its design and send date) and the wallets, read with that
    // shopper's cookies.
    name: 'cart page with an eGift line',
    prepare: cartWithEgift,
    walks: true,
    act: async (page, ctx) => {
      if (ctx.response?.status() !== 200)
        return `the cart page answered ${ctx.response?.status() ?? 'nothing'}`;
      const line = page.getByRole('article', { name: 'Cairnfield eGift Card, $25.00' });
      try {
        await line.getByText('Design: Happy Birthday').waitFor({ timeout: 4000 });
      } catch {
        return 'no eGift line with its design on the cart page';
      }
      // Hydrated, the summary offers the wallets: audited with them.
      try {
        await page
          .getByRole('region', { name: 'Order summary' })
          .getByRole('button', { name: 'Buy with Apple Pay' })
          .waitFor({ timeout: 10_000 });
        return true;
      } catch {
        return 'no wallets in the cart page’s summary';
      }
    },
  },
  {
    name: 'confirmation page',
    prepare: placeWalletOrder,
    walks: true,
    act: async (page, ctx) =>
      ctx.response?.status() === 200 ||
      `the confirmation page answered ${ctx.response?.status() ?? 'nothing'}`,
  },
  {
    name: 'restricted region',
    path: PRODUCTS.standard,
    cookies: [{ name: 'regionId', value: '100086' }],
    act: async (page) => {
      const alert = page.getByRole('alert').filter({ hasText: /does not ship/i });
      try {
        await alert.first().waitFor({ timeout: 4000 });
        return true;
      } catch {
        return 'no restriction alert for region 100086';
      }
    },
  },
  { name: 'JavaScript off', path: PRODUCTS.standard, javaScript: false },
  { name: 'JavaScript off: eGift card', path: PRODUCTS.egift, javaScript: false },
  {
    // The purchase form posted without JavaScript: the error summary and field errors.
    name: 'JavaScript off: form posted with errors',
    path: PRODUCTS.standard,
    javaScript: false,
    offAct: async (page) => {
      const custom = page.getByRole('radio', { name: 'Custom Amount' });
      const submit = page.locator('form').getByRole('button', { name: 'Add to cart' });
      if ((await custom.count()) === 0 || (await submit.count()) === 0)
        return 'no purchase form that posts without JavaScript';
      await custom.check();
      await page.getByRole('textbox', { name: 'Custom amount' }).fill('2000');
      await submit.click();
      try {
        await page
          .getByRole('alert')
          .filter({ hasText: 'There is a problem' })
          .waitFor({ timeout: 8000 });
      } catch {
        return 'no error summary after posting an amount of 2000';
      }
      return true;
    },
  },
  ...FRENCH_STATES,
];

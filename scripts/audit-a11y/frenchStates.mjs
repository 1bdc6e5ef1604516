// @ts-check
// The page's states the audit visits in French (Canada), on a page server with PAGE_LOCALE=fr-CA:
// the product page's translated parts, the dialogs its English parts open (store picker, quick
// view, image zoom, the wallet sheets), the cart page and the confirmation page, reached by the
// same interactions as their English rows, through the names a shopper hears on the French page
// (a part may be translated or still English: the names below take either). Each checks its
// language (`lang`: language.mjs). Their transcripts are the fr-CA-*.txt files under
// page/routes/*/__transcripts__/ and page/walletSimulator/__transcripts__/.

import { PRODUCTS, addToCart, openWalletSheet, placeWalletOrder, waitForDialog } from './flows.mjs';

/** @typedef {import('./pageStates.mjs').PageState} PageState */

const LANG = 'fr-CA';
const ADD = 'Ajouter au panier';

/**
 * The wallets' names on the French page, in either language.
 * @type {Record<'device' | 'account', import('./flows.mjs').WalletNames>}
 */
const WALLETS = {
  device: { button: /Apple Pay/, sheet: /Apple Pay/, pay: /^(Pay|Payer)\b/ },
  account: { button: /PayPal/, sheet: /PayPal/, pay: /^(Pay Now|Payer)/ },
};

/**
 * Opens a dialog from the first control named `name` and returns it, or a note.
 * @param {import('playwright-core').Page} page
 * @param {import('./pageStates.mjs').ActContext} ctx
 * @param {RegExp} name
 * @param {string} what
 */
async function openFrom(page, ctx, name, what) {
  const trigger = page.getByRole('button', { name }).first();
  try {
    await trigger.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return `no ${what} button`;
  }
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  ctx.trigger = trigger;
  return (await waitForDialog(page)) || `the ${what} did not open`;
}

/**
 * Adds the standard card in French on a fresh page and returns the cart page's path with the
 * shopper's cookies, or a note when that cannot be done.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @returns {Promise<import('./flows.mjs').Prepared | string>}
 */
async function frenchCart(browser, origin) {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PRODUCTS.standard}`, { waitUntil: 'load' });
    await page.waitForFunction(() => Reflect.get(window, '__hydrated') === true, null, {
      timeout: 15_000,
    });
    if (!(await addToCart(page, { name: ADD, waitMs: 10_000 }))) return 'no Ajouter au panier';
    await page
      .getByRole('status')
      .filter({ hasText: /Ajouté au panier/ })
      .first()
      .waitFor({ timeout: 10_000 });
    return { path: '/shop/cart', cookies: await context.cookies() };
  } catch (error) {
    return `no card added to the cart in French: ${String(/** @type {Error} */ (error).message ?? error).split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

/** @type {PageState[]} */
export const FRENCH_STATES = [
  {
    name: 'fr-CA: standard card',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    walks: true,
  },
  { name: 'fr-CA: eGift card', path: PRODUCTS.egift, server: 'french', lang: LANG, walks: true },
  {
    name: 'fr-CA: out of stock',
    path: PRODUCTS.outOfStock,
    server: 'french',
    lang: LANG,
  },
  {
    name: 'fr-CA: eGift form with errors',
    path: PRODUCTS.egift,
    server: 'french',
    lang: LANG,
    act: async (page) => {
      const sender = page.getByRole('group', { name: 'Expéditeur' });
      if ((await sender.count()) === 0) return 'no eGift form';
      await sender.getByRole('textbox', { name: /Adresse courriel/ }).fill('not-an-email');
      await sender.getByRole('textbox', { name: /Prénom/ }).fill('R2-D2');
      await sender.getByRole('textbox', { name: /^Nom/ }).focus();
      await page
        .getByText(/Entrez l’adresse courriel dans un format valide/)
        .first()
        .waitFor();
      // Ajouter au panier with the form incomplete shows every field's error.
      await addToCart(page, { name: ADD });
      return true;
    },
  },
  {
    name: 'fr-CA: quantity dialog',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      const spin = page.getByRole('spinbutton', { name: 'Quantité' });
      if ((await spin.count()) === 0) return 'no quantity field';
      await spin.fill('60');
      await spin.press('Enter');
      ctx.trigger = spin;
      return (await waitForDialog(page, 'Erreur de quantité')) || 'no quantity dialog for 60';
    },
  },
  {
    name: 'fr-CA: back-in-stock dialog',
    path: PRODUCTS.outOfStock,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      const notify = page.getByRole('button', { name: 'M’aviser quand elle sera disponible' });
      if ((await notify.count()) === 0) return 'no back-in-stock button';
      await notify.focus();
      await page.keyboard.press('Enter');
      ctx.trigger = notify;
      return (await waitForDialog(page)) || 'the dialog did not open';
    },
  },
  {
    name: 'fr-CA: toast after add to cart',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    act: async (page) => {
      if (!(await addToCart(page, { name: ADD, waitMs: 10_000 }))) return 'no Ajouter au panier';
      await page
        .getByRole('status')
        .filter({ hasText: /Ajouté au panier/ })
        .first()
        .waitFor();
      return true;
    },
  },
  {
    name: 'fr-CA: cart drawer (CART_CONFIRMATION=drawer)',
    path: PRODUCTS.standard,
    server: 'frenchDrawer',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      const add = page.getByRole('button', { name: ADD });
      if (!(await addToCart(page, { name: ADD, waitMs: 10_000 }))) return 'no Ajouter au panier';
      ctx.trigger = add;
      if (!(await waitForDialog(page, 'Votre panier'))) return 'no cart drawer opened';
      await page
        .getByRole('dialog', { name: 'Votre panier' })
        .getByRole('status')
        .filter({ hasText: /ajouté à votre panier/ })
        .waitFor();
      return true;
    },
  },
  {
    // The store picker's results (spec 9 'Pick Up at a Different Store'), stores near 80202.
    name: 'fr-CA: store picker with results',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      const opened = await openFrom(page, ctx, /Pick Up at a Different Store|magasin/i, 'store');
      if (opened !== true) return opened;
      const dialog = page.getByRole('dialog').first();
      await dialog.getByRole('textbox').first().fill('80202');
      await dialog.getByRole('button', { name: /Find stores|Trouver|Rechercher/i }).click();
      await dialog.getByRole('radio', { name: /^Cairnfield Denver Flagship/ }).waitFor();
      return true;
    },
  },
  {
    name: 'fr-CA: quick view',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      // The related-products strip renders once scrolled near.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return openFrom(page, ctx, /quick view|aperçu/i, 'quick view');
    },
  },
  {
    name: 'fr-CA: image zoom',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => openFrom(page, ctx, /Zoom image|Agrandir|Zoomer/i, 'image zoom'),
  },
  {
    name: 'fr-CA: device wallet sheet',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      const opened = await openWalletSheet(page, 'device', WALLETS.device);
      if (typeof opened === 'string') return opened;
      ctx.trigger = opened.trigger;
      return true;
    },
  },
  {
    name: 'fr-CA: account wallet sheet',
    path: PRODUCTS.standard,
    server: 'french',
    lang: LANG,
    dialog: true,
    act: async (page, ctx) => {
      const opened = await openWalletSheet(page, 'account', WALLETS.account);
      if (typeof opened === 'string') return opened;
      ctx.trigger = opened.trigger;
      return true;
    },
  },
  // The cart and confirmation pages have no French texts: on the French server they are English
  // all through and say so in <html lang="en-US">; the check finds no French under it.
  {
    name: 'fr-CA: cart page',
    server: 'french',
    lang: 'en-US',
    prepare: frenchCart,
    walks: true,
    act: async (page, ctx) =>
      ctx.response?.status() === 200 ||
      `the cart page answered ${ctx.response?.status() ?? 'nothing'}`,
  },
  {
    name: 'fr-CA: confirmation page',
    server: 'french',
    lang: 'en-US',
    prepare: (browser, origin) => placeWalletOrder(browser, origin, WALLETS.device),
    walks: true,
    act: async (page, ctx) =>
      ctx.response?.status() === 200 ||
      `the confirmation page answered ${ctx.response?.status() ?? 'nothing'}`,
  },
];

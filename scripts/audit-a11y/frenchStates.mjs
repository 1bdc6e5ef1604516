// @ts-check
// The product page's states the audit visits in French (Canada), on a page server with
// PAGE_LOCALE=fr-CA: the ones whose texts the page translates (page/i18n/), reached by the same
// interactions as their English rows, through the French names a shopper hears. Each checks its
// language (`lang`: language.mjs). Their transcripts are page/routes/product/__transcripts__/fr-CA-*.

import { PRODUCTS, waitForDialog } from './flows.mjs';

/** @typedef {import('./pageStates.mjs').PageState} PageState */

const LANG = 'fr-CA';
const ADD = 'Ajouter au panier';

/**
 * Presses Ajouter au panier when it is offered.
 * @param {import('playwright-core').Page} page
 */
async function ajouterAuPanier(page) {
  const add = page.getByRole('button', { name: ADD });
  if ((await add.count()) === 0 || (await add.getAttribute('aria-disabled')) === 'true')
    return false;
  await add.click();
  return true;
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
      await ajouterAuPanier(page);
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
      if (!(await ajouterAuPanier(page))) return 'no Ajouter au panier';
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
      if (!(await ajouterAuPanier(page))) return 'no Ajouter au panier';
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
];

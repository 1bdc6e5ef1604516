// @ts-check
// The consumer apps in Chromium (npm run test:package): each shop server-rendered, hydrated and
// checked as its shoppers would meet it, through the installed tarball only. The checks marked
// `locale` read the locale work's output (money in the provider's currency, the French catalogue).
import { focusSettles } from '../lib/focus.mjs';
import { compareWithBaseline } from './screenshots.mjs';

/** The two shops of scripts/consumer-app/shops and what each must show. */
export const SHOPS = [
  {
    name: 'bakery',
    title: 'Oven & Ash: bakery voucher',
    lang: 'en-GB',
    theme: {
      accent: '#8a3b12',
      surface: '#ffffff',
      text: '#1b211d',
      overlay: 'rgba(16, 22, 18, 0.6)',
    },
    primary: 'Add to basket',
    opener: 'Open the voucher terms',
    dialog: 'Voucher terms',
    hostElement: '.site-header',
    money: { chip: /^£20(\.00)?$/, price: /£25\.00/ },
  },
  {
    name: 'boutique',
    title: 'Érable & Cie : carte-cadeau',
    lang: 'fr-CA',
    theme: {
      accent: '#86d3a0',
      surface: '#121714',
      text: '#e9eee9',
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    primary: 'Ajouter au panier',
    opener: 'Lire les conditions',
    dialog: 'Conditions',
    money: { chip: /^25(,00)?\s\$$/, price: /25,00\s\$/ },
    french: {
      close: 'Fermer',
      increment: 'Augmenter la quantité',
      senderLegend: 'Expéditeur',
    },
  },
];

/** @typedef {typeof SHOPS[number]} Shop */
/**
 * Records one check: whether it held, what it was, what was found; `locale` marks the checks that
 * read the locale work's output.
 * @typedef {(ok: boolean, what: string, detail?: string, options?: { locale?: boolean }) => void} Check
 */

const rgb = (/** @type {string} */ hex) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
/**
 * @param {import('playwright-core').Locator} locator
 * @param {string} property
 */
const style = (locator, property) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/**
 * Runs every check of one shop; `check(ok, what, detail, { locale })` records each. `runAxe(page)`
 * returns the violations; screenshot options go to compareWithBaseline.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {Shop} shop
 * @param {{ check: Check, runAxe: (page: import('playwright-core').Page) => Promise<string[]>, screenshots: { baselines: string, artefacts: string, update: boolean } }} tools
 */
export async function checkShop(browser, origin, shop, { check, runAxe, screenshots }) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: shop.lang,
  });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const label = (/** @type {string} */ what) => `${shop.name}: ${what}`;
  try {
    await page.goto(`${origin}/${shop.name}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    check(
      errors.length === 0,
      label('server-rendered and hydrated, no console error'),
      errors.join('; '),
    );

    // Base styles: the theme's font inside the provider, inherited by the fields, border-box sizing
    // (fields inside their fieldsets); nothing of it on the shop's own elements around it.
    const root = page.locator('[data-cf-root]').first();
    const field = page.getByRole('textbox').first();
    const fieldFont = await style(field, 'font-family');
    check(
      (await style(root, 'font-family')).startsWith('system-ui') &&
        fieldFont.startsWith('system-ui'),
      label('base styles: the theme’s font, inherited by the form fields'),
      fieldFont,
    );
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll('fieldset input')].filter((input) => {
          const box = /** @type {HTMLFieldSetElement} */ (
            input.closest('fieldset')
          ).getBoundingClientRect();
          const own = input.getBoundingClientRect();
          return own.right > box.right + 0.5 || own.left < box.left - 0.5;
        }).length,
    );
    check(
      (await style(field, 'box-sizing')) === 'border-box' && overflowing === 0,
      label('base styles: border-box fields, none wider than its fieldset'),
      `${overflowing} overflowing`,
    );
    if (shop.hostElement) {
      const host = page.locator(shop.hostElement);
      const hostFont = await style(host, 'font-family');
      check(
        hostFont.startsWith('Georgia') && (await style(host, 'box-sizing')) === 'content-box',
        label('the page around the provider keeps its own styles'),
        hostFont,
      );
    }

    // The brand: the primary button is the theme's accent.
    const primary = page.getByRole('button', { name: shop.primary });
    const background = await style(primary, 'background-color');
    check(
      background === rgb(shop.theme.accent),
      label('primary button in the brand accent'),
      background,
    );

    // Money in the provider's locale and currency.
    const chips = await page
      .getByRole('radio')
      .evaluateAll((/** @type {HTMLInputElement[]} */ els) =>
        els.map(
          (el) => el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent,
        ),
      );
    const price = await page.locator('main').innerText();
    check(
      shop.money.chip.test((chips[0] ?? '').trim()) && shop.money.price.test(price),
      label('amounts in the shop’s currency and locale'),
      `chip ${JSON.stringify(chips[0])}`,
      { locale: true },
    );
    if (shop.french) {
      const increment = page.getByRole('button', { name: shop.french.increment });
      const legend = page.getByRole('group', { name: shop.french.senderLegend });
      check(
        (await increment.count()) === 1 && (await legend.count()) === 1,
        label('the built-in texts in French (the frCA catalogue)'),
        `'${shop.french.increment}', '${shop.french.senderLegend}'`,
        { locale: true },
      );
    }

    const axePage = await runAxe(page);
    check(axePage.length === 0, label('axe: zero violations'), axePage.join('; '));
    const shot = compareWithBaseline(
      await page.screenshot({ fullPage: true }),
      shop.name,
      screenshots,
    );
    check(shot.ok, label('screenshot matches its baseline'), shot.detail);

    // The dialog: opened by keyboard, themed where it renders (a portal on <body>), over an overlay.
    const opener = page.getByRole('button', { name: shop.opener });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: shop.dialog });
    await dialog.waitFor();
    // Focus moves in a moment after the dialog is drawn (scripts/lib/focus.mjs).
    await focusSettles(page, dialog, 'inside');
    const themed = await dialog.evaluate((el) => {
      const portal = el.closest('[data-cf-portal]');
      const overlay = portal?.querySelector('[data-state="open"]:not([role="dialog"])');
      const box = overlay?.getBoundingClientRect();
      return {
        inBody: portal?.parentElement === document.body,
        background: getComputedStyle(el).backgroundColor,
        color: getComputedStyle(el).color,
        overlay: overlay ? getComputedStyle(overlay).backgroundColor : 'none',
        covers: !!box && box.width >= innerWidth && box.height >= innerHeight,
        focusInside: el.contains(document.activeElement),
      };
    });
    check(
      themed.inBody &&
        themed.background === rgb(shop.theme.surface) &&
        themed.color === rgb(shop.theme.text),
      label('the dialog is themed in its portal on <body>'),
      `${themed.background} / ${themed.color}`,
    );
    check(
      themed.overlay === shop.theme.overlay && themed.covers,
      label('the dialog’s overlay covers the page in the theme’s colour'),
      themed.overlay,
    );
    check(themed.focusInside, label('Enter opens the dialog with focus inside'));
    if (shop.french) {
      check(
        (await dialog.getByRole('button', { name: shop.french.close }).count()) === 1,
        label('the dialog’s close button in French'),
        shop.french.close,
        { locale: true },
      );
    }
    const axeDialog = await runAxe(page);
    check(
      axeDialog.length === 0,
      label('axe: zero violations with the dialog open'),
      axeDialog.join('; '),
    );
    const dialogShot = compareWithBaseline(
      await page.screenshot(),
      `${shop.name}-dialog`,
      screenshots,
    );
    check(
      dialogShot.ok,
      label('screenshot with the dialog matches its baseline'),
      dialogShot.detail,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus comes back a moment after the dialog is gone (scripts/lib/focus.mjs).
    const focusReturned = await focusSettles(page, opener, 'on');
    const focused = focusReturned
      ? ''
      : await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing');
    check(
      focusReturned,
      label('Escape closes the dialog and focus returns to its button'),
      focused && `focus on ${focused}`,
    );
  } finally {
    await context.close();
  }
}

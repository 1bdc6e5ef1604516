// `npm run audit:a11y`: the accessibility audit an auditor can hand on. axe-core in Chromium (WCAG
// 2.0/2.1/2.2 A and AA, target-size on) over every story in both themes and over the built page in
// its key states at phone (375) and desktop (1280) widths; plus what axe cannot check: keyboard
// walks of the APG contracts, Tab order and measured focus indicators, target sizes, live regions,
// forced colors, 320 px reflow and 200 % zoom. Writes reports/a11y/index.html (self-contained) and
// reports/a11y/report.json, prints a summary, and exits non-zero on any violation or failed check.
//
//   npm run audit:a11y                       everything (builds the page and Storybook if missing)
//   npm run audit:a11y -- --only=page        the page states only (or --only=stories)
//   npm run audit:a11y -- --stories=button   only stories whose id contains "button"
//   npm run audit:a11y -- --only=page --states=wallet   only page states whose name contains it
//   npm run audit:a11y -- --only=behaviour --products=standard   the walks and measures of one product
//   npm run audit:a11y -- --fixture=file.html --out=dir   one HTML file (used by the tests)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { root, serveStatic, serverEntry, startPageServer } from './lib/servers.mjs';
import {
  AXE_TAGS,
  axe,
  dialogFits,
  htmlCodeSniffer,
  reflow,
  tabWalk,
  targetSizes,
} from './audit-a11y/checks.mjs';
import {
  focusAppearance,
  layoutIntact,
  targetSizeEnhanced,
  textContrastEnhanced,
  // Not a React hook: named so that React's hooks lint does not take it for one.
  useTheme as switchTheme,
} from './audit-a11y/aaa.mjs';
import { writeAcr } from './audit-a11y/acr.mjs';
import { readTranscripts, summaryText, writeReport } from './audit-a11y/report.mjs';
import {
  accordionWalk,
  breadcrumbWalk,
  dialogWalk,
  fieldErrorCheck,
  forcedColorsCheck,
  liveRegionCheck,
  radioGroupWalk,
  spinbuttonWalk,
  toastF8Walk,
} from './audit-a11y/walks.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : true];
  }),
);
const outDir = resolve(root, args.out ?? 'reports/a11y');
const only = args.only ?? (args.fixture ? 'fixture' : 'all');
const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];
const THEMES = ['brand', 'highContrast'];
/** 44 px targets (a11y contracts): amount chips and the stepper's buttons. */
const LARGE_TARGETS = [
  '[role="radiogroup"] [role="radio"]',
  '[role="radiogroup"] input[type="radio"]',
  'button[aria-label="Increase quantity"]',
  'button[aria-label="Decrease quantity"]',
];

const PRODUCTS = {
  standard: '/p/cairnfield-gift-card',
  bulk: '/p/cairnfield-bulk-gift-card',
  egift: '/p/cairnfield-egift-card',
  outOfStock: '/p/cairnfield-summit-gift-card',
};

/** Clicks Add to cart; false when there is none to click. */
async function addToCart(page) {
  const add = page.getByRole('button', { name: 'Add to cart' });
  if ((await add.count()) === 0 || (await add.getAttribute('aria-disabled')) === 'true')
    return false;
  await add.click();
  return true;
}

async function waitForDialog(page, name) {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 4000 });
    return true;
  } catch {
    return false;
  }
}

/** The wallet simulator's two sheets (page/walletSimulator): its button, dialog name, pay button. */
const WALLETS = {
  device: {
    button: 'Buy with Apple Pay',
    sheet: 'Apple Pay (simulated)',
    pay: /^Pay \$/,
  },
  account: { button: 'Pay with PayPal', sheet: 'PayPal (simulated)', pay: 'Pay Now' },
};

/**
 * Opens a wallet's sheet from its button and waits until it can pay (shipping contact, method and
 * totals in). Returns the button (the focus goes back to it), or a note when it is not on the page.
 */
async function openWalletSheet(page, wallet) {
  const { button, sheet, pay } = WALLETS[wallet];
  const trigger = page.getByRole('button', { name: button });
  // The wallets' flows load after hydration: their buttons show once a wallet is found.
  try {
    await trigger.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    return `no '${button}' button on the page`;
  }
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: sheet });
  if (!(await waitForDialog(page, sheet))) return `the ${sheet} sheet did not open`;
  const payButton = dialog.getByRole('button', { name: pay });
  await payButton.waitFor({ state: 'visible', timeout: 8000 });
  const until = Date.now() + 8000;
  while ((await payButton.getAttribute('aria-disabled')) === 'true' && Date.now() < until) {
    await page.waitForTimeout(100);
  }
  return { trigger, dialog, payButton };
}

/**
 * Places an order through the device wallet's sheet on a fresh page and returns its confirmation
 * page's path (/OrderConfirmation?orderId=...) with the shopper's cookies, or a note when that
 * cannot be done.
 */
async function placeWalletOrder(browser, origin) {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PRODUCTS.standard}`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => window.__hydrated === true, null, { timeout: 15_000 })
      .catch(() => {});
    const sheet = await openWalletSheet(page, 'device');
    if (typeof sheet === 'string') return sheet;
    await sheet.payButton.click();
    await page.waitForURL(/\/OrderConfirmation\?orderId=\d+$/, { timeout: 15_000 });
    const url = new URL(page.url());
    // The order is read with the shopper's cookies: the row's pages carry them.
    return { path: `${url.pathname}${url.search}`, cookies: await context.cookies() };
  } catch (error) {
    return `no order placed through the wallet sheet: ${String(error.message ?? error).split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

/** The eGift form filled as a shopper would: Sam Lee to Ana Diaz, with a message. */
async function fillEgift(page) {
  const sender = page.getByRole('group', { name: 'Sender' });
  const recipient = page.getByRole('group', { name: 'Recipient 1' });
  if ((await sender.count()) === 0) return 'no eGift form';
  await sender.getByRole('textbox', { name: /Email/ }).fill('sam@example.com');
  await sender.getByRole('textbox', { name: /First Name/ }).fill('Sam');
  await sender.getByRole('textbox', { name: /Last Name/ }).fill('Lee');
  await recipient.getByRole('textbox', { name: /Email/ }).fill('ana@example.com');
  await recipient.getByRole('textbox', { name: /First Name/ }).fill('Ana');
  await recipient.getByRole('textbox', { name: /Last Name/ }).fill('Diaz');
  await page.getByRole('textbox', { name: /Message/ }).fill('See you on the trail!');
  return true;
}

/** Picks a card design by tapping its card (the label), as a shopper does; a note when none. */
async function chooseDesign(page, name) {
  const picker = page.getByRole('group', { name: 'Choose a design' });
  if ((await picker.count()) === 0) return 'no design picker';
  await picker.getByText(name, { exact: true }).click();
  const checked = await page.getByRole('radio', { name }).isChecked();
  return checked || `the design '${name}' could not be chosen`;
}

/**
 * Adds an eGift card (a design and a send date chosen) on a fresh page and returns the cart
 * page's path with the shopper's cookies, or a note when that cannot be done.
 */
async function cartWithEgift(browser, origin) {
  const context = await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${PRODUCTS.egift}`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => window.__hydrated === true, null, { timeout: 15_000 })
      .catch(() => {});
    await page.getByRole('radio', { name: '$25' }).check();
    const filled = await fillEgift(page);
    if (filled !== true) return filled;
    const design = await chooseDesign(page, 'Happy Birthday');
    if (design !== true) return design;
    const sendDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Send on (optional)').fill(sendDate);
    if (!(await addToCart(page))) return 'no add to cart on the eGift page';
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart\s*,\s*1 item$/ })
      .waitFor({ timeout: 10_000 });
    return { path: '/shop/cart', cookies: await context.cookies() };
  } catch (error) {
    return `no eGift card added to the cart: ${String(error.message ?? error).split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

/**
 * The page's key states, one row each, audited at phone and desktop widths. `act` brings the page
 * into the state and returns true, or a string (a note) when the control is not on the page yet:
 * the state is then skipped with that note, so rows for features still being built can sit here
 * already. `act` may set `ctx.trigger` to the control that opened a modal dialog; rows with
 * `dialog` then also walk the dialog's APG contract at that width (focus inside, Tab kept in,
 * Escape closes, focus back on the trigger). `server: 'drawer'` runs the row on a second page server
 * with CART_CONFIRMATION=drawer; `prepare` runs once before the row and gives its path and cookies (or a note).
 */
const PAGE_STATES = [
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
];

/**
 * JavaScript off: the server HTML as a browser without JavaScript shows it (noscript content in,
 * scripts out), loaded into a context where the audit's own script can run.
 */
async function openWithoutJavaScript(browser, origin, state, viewport) {
  const off = await browser.newContext({ javaScriptEnabled: false });
  const offPage = await off.newPage();
  let response = await offPage.goto(`${origin}${state.path}`, { waitUntil: 'load' });
  // `offAct` acts on the page without JavaScript (e.g. posts its form): the page it ends on is
  // audited; a string is a note that the state cannot be reached.
  const acted = state.offAct ? await state.offAct(offPage) : true;
  if (acted !== true) {
    await off.close();
    const context = await browser.newContext();
    return { context, page: await context.newPage(), response, note: acted };
  }
  if (state.offAct) response = null;
  const url = offPage.url().replace(/#.*$/, '');
  const html = (await offPage.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<\/?noscript>/gi, '');
  await off.close();
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    bypassCSP: true,
    reducedMotion: 'reduce',
  });
  await context.route('**/*', (route) => {
    const request = route.request();
    if (request.resourceType() === 'script') return route.abort();
    if (request.url() === url)
      return route.fulfill({ status: 200, contentType: 'text/html', body: html });
    return route.continue();
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  return { context, page, response };
}

async function open(browser, origin, state, viewport, options = {}) {
  if (state.javaScript === false) return openWithoutJavaScript(browser, origin, state, viewport);
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale ?? 1,
    javaScriptEnabled: state.javaScript !== false,
    // The page's CSP (rightly) refuses injected scripts; the audit's own axe is let past it.
    bypassCSP: true,
    reducedMotion: 'reduce',
    forcedColors: options.forcedColors ? 'active' : 'none',
  });
  if (state.cookies) {
    await context.addCookies(state.cookies.map((c) => (c.domain ? c : { ...c, url: origin })));
  }
  const page = await context.newPage();
  const response = await page.goto(`${origin}${state.path}`, { waitUntil: 'load' });
  if (state.javaScript !== false && response?.status() === 200) {
    await page
      .waitForFunction(() => window.__hydrated === true, null, { timeout: 15_000 })
      .catch(() => {});
    // Parts loaded once the page settles (the related-products strip, the wallets) are in too.
    await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {});
  }
  return { context, page, response };
}

async function auditPage(browser, origins) {
  const entries = [];
  const states = PAGE_STATES.filter((s) => !args.states || s.name.includes(args.states));
  for (const state of states) {
    const origin = origins[state.server ?? 'main'];
    let { path, cookies } = state;
    let note = origin ? null : `no ${state.server} server`;
    if (!note && state.prepare) {
      const prepared = await state.prepare(browser, origin);
      if (typeof prepared === 'string') note = prepared;
      else ({ path, cookies } = prepared);
    }
    for (const viewport of WIDTHS) {
      const target = `${state.name} @ ${viewport.name} ${viewport.width}px`;
      const entry = {
        kind: 'page state',
        target,
        url: `${origin ?? ''}${path ?? ''}`,
        violations: [],
        checks: [],
      };
      if (note) {
        entry.skipped = note;
        entries.push(entry);
        process.stdout.write('–');
        continue;
      }
      const {
        context,
        page,
        response,
        note: openNote,
      } = await open(browser, origin, { ...state, path, cookies }, viewport);
      const ctx = { response, trigger: null };
      try {
        const acted = openNote ?? (state.act ? await state.act(page, ctx) : true);
        if (acted !== true) {
          entry.skipped = typeof acted === 'string' ? acted : 'not reachable';
        } else {
          entry.violations = await axe(page);
          // HTML_CodeSniffer over every page type (and state) of the built server.
          entry.checks.push(await htmlCodeSniffer(page));
          if (state.walks || state.name === 'index' || state.javaScript === false) {
            entry.checks.push(await tabWalk(page));
            entry.checks.push(await targetSizes(page, { large: LARGE_TARGETS }));
            entry.checks.push(await reflow(page, `${viewport.width} px`));
          }
          if (state.dialog) {
            // The dialog is open: its target sizes and width, then its APG walk from here.
            entry.checks.push(await targetSizes(page, { large: LARGE_TARGETS }));
            entry.checks.push(await dialogFits(page, `${viewport.width} px`));
            entry.checks.push(
              await dialogWalk(page, { name: state.name, open: async () => ctx.trigger }),
            );
          }
        }
      } catch (error) {
        entry.checks.push({
          check: 'reach the state',
          ok: false,
          details: [String(error.message ?? error).split('\n')[0]],
        });
      }
      entries.push(entry);
      await context.close();
      process.stdout.write(
        entry.skipped
          ? '–'
          : entry.violations.length || entry.checks.some((c) => !c.ok)
            ? '✖'
            : '.',
      );
    }
  }
  process.stdout.write('\n');
  return entries;
}

/** Keyboard walks, live regions, forced colors, reflow and zoom on each product page. */
async function auditBehaviour(browser, origin) {
  const entries = [];
  const desktop = WIDTHS[1];
  const fresh = async (path, run, opts) => {
    const { context, page } = await open(
      browser,
      origin,
      { path },
      opts?.viewport ?? desktop,
      opts,
    );
    try {
      return await run(page);
    } catch (error) {
      return {
        check: opts?.check ?? 'walk',
        ok: false,
        details: [String(error.message ?? error).split('\n')[0]],
      };
    } finally {
      await context.close();
    }
  };
  const products = Object.entries(PRODUCTS).filter(
    ([kind]) => !args.products || args.products.split(',').includes(kind),
  );
  for (const [kind, path] of products) {
    const checks = [];
    checks.push(await fresh(path, radioGroupWalk, { check: 'radio group' }));
    checks.push(await fresh(path, spinbuttonWalk, { check: 'spinbutton' }));
    checks.push(await fresh(path, accordionWalk, { check: 'accordion' }));
    checks.push(await fresh(path, breadcrumbWalk, { check: 'breadcrumb' }));
    // The dialogs' walks run with their page-state rows, at both widths.
    if (kind === 'standard') {
      checks.push(await fresh(path, (page) => toastF8Walk(page, { addToCart })));
      checks.push(
        await fresh(path, (page) =>
          liveRegionCheck(page, 'live region: toast', addToCart, 'Added to cart'),
        ),
      );
      checks.push(
        await fresh(path, (page) =>
          liveRegionCheck(
            page,
            'live region: stepper value',
            async (p) => {
              const spin = p.getByRole('spinbutton', { name: 'Quantity' });
              if ((await spin.count()) === 0) return false;
              await spin.focus();
              await p.keyboard.press('ArrowUp');
              return true;
            },
            'Quantity 2',
          ),
        ),
      );
    }
    if (kind === 'egift') {
      checks.push(
        await fresh(path, (page) =>
          liveRegionCheck(
            page,
            'live region: recipient forms added',
            async (p) => {
              const more = p.getByRole('button', { name: 'Increase quantity' });
              if ((await more.count()) === 0) return false;
              await more.click();
              return true;
            },
            'Recipient 2',
          ),
        ),
      );
      checks.push(
        await fresh(path, (page) =>
          fieldErrorCheck(page, 'errors: tied to their field', async (p) => {
            const sender = p.getByRole('group', { name: 'Sender' });
            if ((await sender.count()) === 0) return null;
            const email = sender.getByRole('textbox', { name: /Email Address/ });
            await email.fill('not-an-email');
            await sender.getByRole('textbox', { name: /First Name/ }).focus();
            await p
              .getByText(/valid format/)
              .first()
              .waitFor();
            return email;
          }),
        ),
      );
    }
    checks.push(
      await fresh(path, forcedColorsCheck, { forcedColors: true, check: 'forced colors' }),
    );
    // AAA measures (aaa.mjs), in both themes: the high-contrast one is switched on as the stories
    // switch it (the theme class on <body>).
    for (const theme of THEMES) {
      const themed = (run) => async (page) => {
        if (theme !== 'brand' && !(await switchTheme(page, theme)))
          return { check: `theme ${theme}`, ok: false, details: ['the page has no such theme'] };
        const themeClass = await page.evaluate(() => document.body.className);
        const measured = await run(page);
        if ((await page.evaluate(() => document.body.className)) !== themeClass)
          measured.details.push(`the ${theme} theme did not hold while measuring`);
        return {
          ...measured,
          ok: measured.details.length === 0,
          check: `${measured.check} [${theme}]`,
        };
      };
      checks.push(await fresh(path, themed(focusAppearance), { check: 'focus appearance' }));
      checks.push(await fresh(path, themed(targetSizeEnhanced), { check: 'target size enhanced' }));
      if (theme === 'highContrast')
        checks.push(
          await fresh(
            path,
            themed((page) => textContrastEnhanced(page, 'high-contrast theme')),
            {
              check: 'text contrast enhanced',
            },
          ),
        );
    }
    // 400 % zoom of a 1280 px window: 320 CSS px wide at device scale 4.
    const zoom400 = { width: 320, height: 256, scale: 4 };
    checks.push(
      await fresh(path, (page) => reflow(page, '400 % zoom of 1280 px'), { viewport: zoom400 }),
    );
    checks.push(
      await fresh(path, (page) => layoutIntact(page, '400 % zoom of 1280 px'), {
        viewport: zoom400,
        check: 'nothing overlaps or is lost (400 % zoom)',
      }),
    );
    checks.push(
      await fresh(path, (page) => layoutIntact(page, 'forced colours'), {
        forcedColors: true,
        check: 'nothing overlaps or is lost (forced colours)',
      }),
    );
    checks.push(
      await fresh(path, (page) => reflow(page, 'forced colours'), { forcedColors: true }),
    );
    checks.push(
      await fresh(path, (page) => reflow(page, '320 px wide'), {
        viewport: { width: 320, height: 640 },
      }),
    );
    checks.push(
      await fresh(path, (page) => reflow(page, '200 % zoom of 1280 px'), {
        viewport: { width: 640, height: 400, scale: 2 },
      }),
    );
    entries.push({
      kind: 'keyboard and behaviour',
      target: `${kind} (${path})`,
      url: `${origin}${path}`,
      violations: [],
      checks,
    });
    process.stdout.write(checks.some((c) => !c.ok) ? '✖' : '.');
  }
  process.stdout.write('\n');
  return entries;
}

async function auditStories(browser, storybookDir, filter) {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (e) =>
      e.type === 'story' &&
      !(e.tags ?? []).includes('audit-fixture') &&
      (!filter || e.id.includes(filter)),
  );
  // The Foundations MDX pages are docs, not stories: audited too (once; they show both themes).
  const docs = Object.values(index.entries).filter(
    (e) =>
      e.type === 'docs' && e.title.startsWith('Foundations/') && (!filter || e.id.includes(filter)),
  );
  const server = await serveStatic(storybookDir);
  const entries = [];
  const context = await browser.newContext({
    viewport: { width: 1024, height: 1400 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    for (const theme of THEMES) {
      for (const story of stories) {
        const url = `${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`;
        const entry = {
          kind: `story (${theme})`,
          target: `${story.title} / ${story.name}`,
          url,
          violations: [],
          checks: [],
        };
        try {
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForFunction(
            () =>
              ['finished', 'completed', 'errored', 'aborted'].includes(
                window.__STORYBOOK_PREVIEW__?.currentRender?.phase,
              ),
            null,
            { timeout: 20_000 },
          );
          const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender.phase);
          if (phase === 'errored' || phase === 'aborted')
            entry.checks.push({
              check: 'story renders and plays',
              ok: false,
              details: [`phase: ${phase}`],
            });
          entry.violations = await axe(page);
        } catch (error) {
          entry.checks.push({
            check: 'story renders and plays',
            ok: false,
            details: [String(error.message).split('\n')[0]],
          });
        }
        entries.push(entry);
        process.stdout.write(entry.violations.length || entry.checks.length ? '✖' : '.');
      }
    }
    for (const doc of docs) {
      const url = `${server.origin}/iframe.html?id=${doc.id}&viewMode=docs`;
      const entry = { kind: 'docs page', target: doc.title, url, violations: [], checks: [] };
      try {
        await page.goto(url, { waitUntil: 'load' });
        await page.locator('#storybook-docs h1').first().waitFor({ timeout: 20_000 });
        entry.violations = await axe(page, { include: '#storybook-docs' });
      } catch (error) {
        entry.checks.push({
          check: 'docs page renders',
          ok: false,
          details: [String(error.message).split('\n')[0]],
        });
      }
      entries.push(entry);
      process.stdout.write(entry.violations.length || entry.checks.length ? '✖' : '.');
    }
  } finally {
    await context.close();
    await server.stop();
  }
  process.stdout.write('\n');
  return entries;
}

/**
 * One HTML file at both widths: axe, Tab order and focus, target sizes, and the dialog walk when it
 * has a dialog (the regression tests).
 */
async function auditFixture(browser, file) {
  const entries = [];
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(resolve(file)).href);
    const checks = [await tabWalk(page), await targetSizes(page, { large: LARGE_TARGETS })];
    // A fixture's modal dialog (opened by [data-audit-dialog-trigger]) gets the dialog walk.
    const trigger = page.locator('[data-audit-dialog-trigger]').first();
    if ((await trigger.count()) > 0) {
      checks.push(
        await dialogWalk(page, {
          name: 'fixture dialog',
          open: async () => {
            await trigger.focus();
            await page.keyboard.press('Enter');
            return trigger;
          },
        }),
      );
    }
    if (viewport.name === 'desktop') {
      // The AAA measures (aaa.mjs) at the desktop width, then at 400 % zoom and in forced colours.
      checks.push(await focusAppearance(page));
      checks.push(await targetSizeEnhanced(page));
      checks.push(await textContrastEnhanced(page, 'page theme'));
      // A fixture with a second theme (theme classes as the design system's): 7:1 in it too.
      const themed = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const other = await themed.newPage();
      await other.goto(pathToFileURL(resolve(file)).href);
      if (await switchTheme(other, 'highContrast'))
        checks.push(await textContrastEnhanced(other, 'high-contrast theme'));
      await themed.close();
    }
    checks.push(await htmlCodeSniffer(page));
    entries.push({
      kind: 'fixture',
      target: `${file} @ ${viewport.name} ${viewport.width}px`,
      url: pathToFileURL(resolve(file)).href,
      violations: await axe(page),
      checks,
    });
    await context.close();
  }
  for (const [label, options] of [
    ['400 % zoom of 1280 px', { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 }],
    ['forced colours', { viewport: { width: 1280, height: 800 }, forcedColors: 'active' }],
  ]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(pathToFileURL(resolve(file)).href);
    entries.push({
      kind: 'fixture',
      target: `${file} @ ${label}`,
      url: pathToFileURL(resolve(file)).href,
      violations: [],
      checks: [await reflow(page, label), await layoutIntact(page, label)],
    });
    await context.close();
  }
  return entries;
}

function ensureBuilt(what, path, script) {
  if (existsSync(path)) return;
  console.log(`[audit] ${path} is missing: npm run ${script}`);
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run ${script} failed`);
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const entries = [];
const cleanups = [];
let failed = false;
try {
  if (only === 'fixture') {
    entries.push(...(await auditFixture(browser, args.fixture)));
  }
  if (only === 'all' || only === 'stories') {
    const dir = resolve(root, args.storybook ?? 'storybook-static');
    ensureBuilt('Storybook', join(dir, 'index.json'), 'build-storybook');
    console.log('[audit] stories, both themes');
    entries.push(...(await auditStories(browser, dir, args.stories)));
  }
  if (only === 'all' || only === 'page' || only === 'behaviour') {
    ensureBuilt('page', serverEntry, 'build');
    const data = mkdtempSync(join(tmpdir(), 'audit-a11y-'));
    cleanups.push(() => rmSync(data, { recursive: true, force: true }));
    const server = await startPageServer({}, join(data, 'db'));
    cleanups.unshift(() => server.stop());
    // The cart drawer configuration: a second page server on the first one's shop API.
    const drawer = await startPageServer(
      { CART_CONFIRMATION: 'drawer', SHOP_API_ORIGIN: server.origin },
      join(data, 'db-unused'),
    );
    cleanups.unshift(() => drawer.stop());
    if (only !== 'behaviour')
      console.log(`[audit] page states at ${WIDTHS.map((w) => w.width).join(' and ')} px`);
    if (only !== 'behaviour')
      entries.push(...(await auditPage(browser, { main: server.origin, drawer: drawer.origin })));
    if (!args.states) {
      console.log('[audit] keyboard walks, live regions, forced colors, reflow and zoom');
      entries.push(...(await auditBehaviour(browser, server.origin)));
    }
  }
} catch (error) {
  console.error(`✖ audit: ${error.stack ?? error}`);
  failed = true;
} finally {
  await browser.close();
  for (const cleanup of cleanups) cleanup();
}

const axeVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8'),
).version;
const require = createRequire(import.meta.url);
const meta = {
  date: new Date().toISOString(),
  axeVersion,
  tags: AXE_TAGS,
  only,
  // The page's reviewed screen-reader transcripts, shown in the report.
  transcripts:
    only === 'all' || only === 'page'
      ? readTranscripts(join(root, 'page/routes/product/__transcripts__'), root)
      : [],
};
const { summary, html, json } = writeReport(outDir, entries, meta);
// The conformance report (ITI VPAT 2.5, WCAG edition) from this run's results.
const acr = writeAcr(outDir, entries, {
  ...meta,
  version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
  axeRules: require('axe-core')
    .getRules(AXE_TAGS)
    .map(({ ruleId, tags }) => ({ ruleId, tags })),
});
console.log(summaryText(summary));
console.log(
  `conformance (WCAG 2.2): ${Object.entries(acr.totals)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ')}`,
);
console.log(`report: ${html}\n        ${json}\n        ${join(outDir, 'acr.html')}`);
process.exit(failed || !summary.ok ? 1 : 0);

// @ts-check
// The audit's behaviour half: keyboard walks, live regions, forced colors, reflow, zoom and the
// AAA measures on each product page.
//
// Each product page is opened as few times as its checks allow: one visit at the desktop width
// holds the AAA measures in every theme (switched in place), the walks of its widgets, forced
// colours (switched in place) and 320 px reflow (the window narrowed); the zooms need their own
// device scale, and a check that puts something in the cart or in a live region gets a page of
// its own, so that what it waits for is its own doing.

import { targetSizeEnhanced, textContrastEnhanced } from './aaa.mjs';
import { focusAppearance } from './focusAppearance.mjs';
import { layoutIntact } from './layoutIntact.mjs';
// Not a React hook: named so that React's hooks lint does not take it for one.
import { restoreBrand, useTheme as switchTheme } from './theme.mjs';
import { reflow } from './reflow.mjs';
import { PRODUCTS, addToCart } from './flows.mjs';
import { relatedStripLoaded } from './auditPage.mjs';
import { openPage } from './openPage.mjs';
import { CONCURRENCY, inPool } from './pool.mjs';
import { timed } from './timings.mjs';
import { WIDTHS, storyThemes } from './settings.mjs';
import {
  accordionWalk,
  breadcrumbWalk,
  fieldErrorCheck,
  forcedColorsCheck,
  liveRegionCheck,
  radioGroupWalk,
  spinbuttonWalk,
  toastF8Walk,
} from './walks.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Browser} Browser
 * @typedef {import('./checks.mjs').Check} Check
 * @typedef {import('./checks.mjs').Entry} Entry
 * One check run in a visit: its name (for a failure to run) and what it does on the page.
 * @typedef {[string, (page: Page) => Promise<Check | Check[]>]} Run
 * @typedef {{ viewport?: { name?: string, width: number, height: number, scale?: number }, forcedColors?: boolean }} VisitOptions
 */

/** What a check that threw gives: a failed check with the error's first line. */
const failed = (/** @type {string} */ check, /** @type {unknown} */ error) => ({
  check,
  ok: false,
  details: [String(/** @type {Error} */ (error)?.message ?? error).split('\n')[0] ?? ''],
});

/**
 * The AAA measures (aaa.mjs) in `theme`, switched in place as a provider with that theme would
 * (theme.mjs): focus appearance and enhanced target size, and 7:1 text in the high-contrast one.
 * @param {Page} page
 * @param {string} theme
 * @returns {Promise<Check[]>}
 */
async function aaaMeasures(page, theme) {
  if (theme !== 'brand' && !(await switchTheme(page, theme)))
    return [{ check: `theme ${theme}`, ok: false, details: ['the page has no such theme'] }];
  const measures = [focusAppearance, targetSizeEnhanced];
  if (theme === 'highContrast')
    measures.push((/** @type {Page} */ p) => textContrastEnhanced(p, 'high-contrast theme'));
  const results = [];
  for (const measure of measures) {
    const result = await measure(page);
    results.push({
      ...result,
      ok: result.details.length === 0,
      check: `${result.check} [${theme}]`,
    });
  }
  if (theme !== 'brand') await restoreBrand(page);
  return results;
}

/**
 * Keyboard walks, live regions, forced colors, reflow and zoom on each product page.
 * @param {Browser} browser
 * @param {string} origin
 * @param {string} [products] a comma-separated list of PRODUCTS keys to walk, or all when undefined
 * @returns {Promise<Entry[]>}
 */
export async function auditBehaviour(browser, origin, products) {
  const desktop = /** @type {(typeof WIDTHS)[number]} */ (WIDTHS[1]);
  /**
   * Opens `path` once and runs each check on it in turn; a check that throws is a failed check
   * and the next ones still run.
   * @param {string} path
   * @param {Run[]} runs
   * @param {VisitOptions} [opts]
   * @returns {Promise<Check[]>}
   */
  const visit = async (path, runs, opts) => {
    const { context, page } = await openPage(
      browser,
      origin,
      { path },
      opts?.viewport ?? desktop,
      opts,
    );
    /** @type {Check[]} */
    const out = [];
    try {
      for (const [name, run] of runs) {
        try {
          const result = await run(page);
          out.push(...(Array.isArray(result) ? result : [result]));
        } catch (error) {
          out.push(failed(name, error));
        }
      }
    } finally {
      await context.close();
    }
    return out;
  };
  const walked = Object.entries(PRODUCTS).filter(
    ([kind]) => !products || products.split(',').includes(kind),
  );
  // Two products at a time (pool.mjs).
  const walkedEntries = await inPool(walked, CONCURRENCY, ([kind, path]) =>
    timed('product walks and measures', kind, async () => {
      /** @type {Check[]} */
      const checks = [];
      // One visit at 1280 px: the AAA measures in every theme (on the page as it loads), then the
      // widgets' walks (each leaves its own widget as it found it, or moved on by its keys), then
      // forced colours and the 320 px window.
      checks.push(
        ...(await visit(path, [
          // The related-products strip loads once scrolled near: its Quick view buttons are in
          // before the measures Tab through the page, as they are for the right-to-left walk.
          [
            'related products strip',
            async (page) => {
              await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
              await relatedStripLoaded(page);
              return [];
            },
          ],
          ...storyThemes().map(
            (theme) =>
              /** @type {Run} */ ([`AAA measures [${theme}]`, (page) => aaaMeasures(page, theme)]),
          ),
          ['breadcrumb', breadcrumbWalk],
          ['radio group', radioGroupWalk],
          ['spinbutton', spinbuttonWalk],
          ['accordion', accordionWalk],
          [
            'forced colors',
            async (page) => {
              await page.emulateMedia({ forcedColors: 'active' });
              const found = [
                await forcedColorsCheck(page),
                await layoutIntact(page, 'forced colours'),
                await reflow(page, 'forced colours'),
              ];
              await page.emulateMedia({ forcedColors: 'none' });
              return found;
            },
          ],
          [
            'reflow (320 px wide)',
            async (page) => {
              await page.setViewportSize({ width: 320, height: 640 });
              return reflow(page, '320 px wide');
            },
          ],
        ])),
      );
      // The dialogs' walks run with their page-state rows, at both widths.
      if (kind === 'standard') {
        checks.push(
          ...(await visit(path, [
            ['keyboard: toast (F8)', (page) => toastF8Walk(page, { addToCart })],
          ])),
          ...(await visit(path, [
            [
              'live region: toast',
              (page) => liveRegionCheck(page, 'live region: toast', addToCart, 'Added to cart'),
            ],
          ])),
          ...(await visit(path, [
            [
              'live region: stepper value',
              (page) =>
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
            ],
          ])),
        );
      }
      if (kind === 'egift') {
        checks.push(
          ...(await visit(path, [
            [
              'live region: recipient forms added',
              (page) =>
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
            ],
          ])),
          ...(await visit(path, [
            [
              'errors: tied to their field',
              (page) =>
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
            ],
          ])),
        );
      }
      // 400 % zoom of a 1280 px window: 320 CSS px wide at device scale 4. One visit for both.
      checks.push(
        ...(await visit(
          path,
          [
            ['400 % zoom', (page) => reflow(page, '400 % zoom of 1280 px')],
            ['400 % zoom', (page) => layoutIntact(page, '400 % zoom of 1280 px')],
          ],
          { viewport: { width: 320, height: 256, scale: 4 } },
        )),
      );
      checks.push(
        ...(await visit(path, [['200 % zoom', (page) => reflow(page, '200 % zoom of 1280 px')]], {
          viewport: { width: 640, height: 400, scale: 2 },
        })),
      );
      /** @type {Entry} */
      const entry = {
        kind: 'keyboard and behaviour',
        target: `${kind} (${path})`,
        url: `${origin}${path}`,
        violations: [],
        checks,
      };
      process.stdout.write(checks.some((c) => !c.ok) ? '✖' : '.');
      return entry;
    }),
  );
  process.stdout.write('\n');
  return walkedEntries;
}

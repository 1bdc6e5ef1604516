// @ts-check
// The audit's page half: every page state at phone and desktop widths, in each theme, and right
// to left at 320 px. Each state is visited once per width for all its checks; two states run at
// once (pool.mjs).

import { axe, tabWalk, targetSizes } from './checks.mjs';
import { htmlCodeSniffer } from './htmlCodeSniffer.mjs';
import { pageLanguage } from './language.mjs';
import { dialogFits, reflow } from './reflow.mjs';
import { openPage } from './openPage.mjs';
import { PAGE_STATES } from './pageStates.mjs';
import { CONCURRENCY, inPool } from './pool.mjs';
import { LARGE_TARGETS, WIDTHS, storyThemes } from './settings.mjs';
// Not React hooks: named so that React's hooks lint does not take them for ones.
import {
  restoreBrand,
  useRightToLeft as layRightToLeft,
  useTheme as switchTheme,
} from './theme.mjs';
import { dialogWalk } from './walks.mjs';
import { timed } from './timings.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Browser} Browser
 * @typedef {import('./checks.mjs').Check} Check
 * @typedef {import('./checks.mjs').Entry} Entry
 * @typedef {import('./pageStates.mjs').PageState} PageState
 * @typedef {import('./openPage.mjs').Openable['cookies']} Cookies
 * @typedef {(typeof WIDTHS)[number]} Width
 */

/**
 * @param {string} check
 * @param {unknown} error
 * @returns {Check}
 */
const failedCheck = (check, error) => ({
  check,
  ok: false,
  details: [String(/** @type {Error} */ (error)?.message ?? error).split('\n')[0] ?? ''],
});

const mark = (/** @type {Entry} */ entry) =>
  process.stdout.write(
    entry.skipped ? '–' : entry.violations.length || entry.checks.some((c) => !c.ok) ? '✖' : '.',
  );

/**
 * Resolves once the page's related-products strip (if it has one) shows its products' buttons:
 * its data and chunk come as it nears the viewport. At most `timeout` ms (a strip that stays
 * empty is the walk's to report, not a reason to stop the audit).
 * @param {Page} page
 */
export async function relatedStripLoaded(page, timeout = 15_000) {
  const strip = '[data-product-strip="related-products"]';
  if ((await page.locator(strip).count()) === 0) return false;
  return page
    .locator(`${strip} button`)
    .first()
    .waitFor({ state: 'visible', timeout })
    .then(() => true)
    .catch(() => false);
}

/**
 * One visit of a state at one width: axe and HTML_CodeSniffer in the brand theme, axe in every
 * other theme (the theme switched in place, as a provider with that theme would show it), then
 * the walks and measures the row asks for, in the brand theme; at the phone width, rows with
 * walks are then laid out right to left at 320 px: reflow and focus order.
 * @param {Browser} browser
 * @param {PageState} state
 * @param {string} origin
 * @param {string | undefined} path
 * @param {Cookies} cookies
 * @param {string | null} note why the state cannot be visited, if it cannot
 * @param {Width} viewport
 * @returns {Promise<Entry[]>}
 */
async function visit(browser, state, origin, path, cookies, note, viewport) {
  const target = `${state.name} @ ${viewport.name} ${viewport.width}px`;
  const url = `${origin ?? ''}${path ?? ''}`;
  const themes = storyThemes();
  const entries = themes.map(
    (theme) =>
      /** @type {Entry} */ ({
        kind: theme === 'brand' ? 'page state' : `page state (${theme})`,
        target: theme === 'brand' ? target : `${target} [${theme}]`,
        url,
        violations: [],
        checks: [],
      }),
  );
  const entry = /** @type {Entry} */ (entries[0]);
  if (note) {
    for (const e of entries) e.skipped = note;
    return entries;
  }
  const opened = await openPage(
    browser,
    origin,
    { ...state, path: path ?? '', ...(cookies ? { cookies } : {}) },
    viewport,
  );
  const { context, page, response } = opened;
  const ctx = { response, trigger: null };
  try {
    const acted = opened.note ?? (state.act ? await state.act(page, ctx) : true);
    if (acted !== true) {
      for (const e of entries) e.skipped = typeof acted === 'string' ? acted : 'not reachable';
      return entries;
    }
    entry.violations = await axe(page);
    // HTML_CodeSniffer over every page type (and state) of the built server.
    entry.checks.push(await htmlCodeSniffer(page));
    // A page in another language: its lang, and no English left under it (3.1.1, 3.1.2).
    if (state.lang) entry.checks.push(...(await pageLanguage(page, state.lang)));
    for (const [i, theme] of themes.entries()) {
      if (i === 0) continue;
      const themed = /** @type {Entry} */ (entries[i]);
      try {
        if (!(await switchTheme(page, theme))) {
          themed.checks.push(failedCheck(`theme ${theme}`, 'the page has no such theme'));
          continue;
        }
        themed.violations = await axe(page);
      } catch (error) {
        themed.checks.push(failedCheck(`theme ${theme}`, error));
      }
    }
    if (themes.length > 1) await restoreBrand(page);
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
    if (viewport.name === 'phone' && (state.walks || state.javaScript === false)) {
      /** @type {Entry} */
      const rtl = {
        kind: 'page state (right to left)',
        target: `${state.name} @ 320px, dir=rtl`,
        url,
        violations: [],
        checks: [],
      };
      entries.push(rtl);
      try {
        await page.setViewportSize({ width: 320, height: 640 });
        await layRightToLeft(page);
        // The related-products strip loads once scrolled near: its Quick view buttons are in
        // before the walk lists what Tab must reach.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await relatedStripLoaded(page);
        rtl.checks.push(await reflow(page, '320 px, right to left'));
        rtl.checks.push(await tabWalk(page, { dir: 'rtl' }));
      } catch (error) {
        rtl.checks.push(failedCheck('right to left', error));
      }
    }
  } catch (error) {
    entry.checks.push(failedCheck('reach the state', error));
  } finally {
    await context.close();
  }
  return entries;
}

/**
 * The page states (pageStates.mjs) at each width: axe (in every theme), HTML_CodeSniffer, and the
 * walks and measures each row asks for. `filter` keeps the states whose name contains it.
 * @param {Browser} browser
 * @param {{ main: string, drawer?: string, french?: string, frenchDrawer?: string }} origins
 * @param {string} [filter]
 * @returns {Promise<Entry[]>}
 */
export async function auditPage(browser, origins, filter) {
  const states = PAGE_STATES.filter((s) => !filter || s.name.includes(filter));
  const perState = await inPool(states, CONCURRENCY, (state) =>
    timed('page states', state.name, async () => {
      const origin = origins[state.server ?? 'main'] ?? '';
      let { path, cookies } = state;
      let note = origin ? null : `no ${state.server} server`;
      if (!note && state.prepare) {
        const prepared = await state.prepare(browser, origin);
        if (typeof prepared === 'string') note = prepared;
        else ({ path, cookies } = prepared);
      }
      const entries = [];
      for (const viewport of WIDTHS) {
        const visited = await visit(browser, state, origin, path, cookies, note, viewport);
        visited.forEach(mark);
        entries.push(...visited);
      }
      return entries;
    }),
  );
  process.stdout.write('\n');
  return perState.flat();
}

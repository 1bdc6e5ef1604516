// @ts-check
// One HTML file audited as the regression tests need (audit.test.ts).

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { targetSizeEnhanced, textContrastEnhanced } from './aaa.mjs';
import { focusAppearance } from './focusAppearance.mjs';
import { layoutIntact } from './layoutIntact.mjs';
// Not a React hook: named so that React's hooks lint does not take it for one.
import { useTheme as switchTheme } from './theme.mjs';
import { axe, tabWalk, targetSizes } from './checks.mjs';
import { htmlCodeSniffer } from './htmlCodeSniffer.mjs';
import { reflow } from './reflow.mjs';
import { LARGE_TARGETS, WIDTHS } from './settings.mjs';
import { dialogWalk } from './walks.mjs';

/**
 * One HTML file at both widths: axe, Tab order and focus, target sizes, and the dialog walk when it
 * has a dialog (the regression tests).
 * @param {import('playwright-core').Browser} browser
 * @param {string} file
 * @returns {Promise<import('./checks.mjs').Entry[]>}
 */
export async function auditFixture(browser, file) {
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
  /** @type {[string, import('playwright-core').BrowserContextOptions][]} */
  const views = [
    ['400 % zoom of 1280 px', { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 }],
    ['forced colours', { viewport: { width: 1280, height: 800 }, forcedColors: 'active' }],
  ];
  for (const [label, options] of views) {
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

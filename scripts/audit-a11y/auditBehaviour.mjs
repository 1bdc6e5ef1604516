// The audit's behaviour half: keyboard walks, live regions, forced colors, reflow, zoom and the
// AAA measures on each product page.

import { focusAppearance, targetSizeEnhanced, textContrastEnhanced } from './aaa.mjs';
import { layoutIntact } from './layoutIntact.mjs';
// Not a React hook: named so that React's hooks lint does not take it for one.
import { useTheme as switchTheme } from './theme.mjs';
import { reflow } from './checks.mjs';
import { PRODUCTS, addToCart } from './flows.mjs';
import { openPage } from './openPage.mjs';
import { CONCURRENCY, inPool } from './pool.mjs';
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

/** Keyboard walks, live regions, forced colors, reflow and zoom on each product page. */
/** `products`: a comma-separated list of PRODUCTS keys to walk, or all when undefined. */
export async function auditBehaviour(browser, origin, products) {
  const entries = [];
  const desktop = WIDTHS[1];
  const fresh = async (path, run, opts) => {
    const { context, page } = await openPage(
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
  // Several checks in one visit, in turn: each result, or the first failure to run as one.
  const freshAll = async (path, runs, opts) => {
    const results = await fresh(
      path,
      async (page) => {
        const out = [];
        for (const run of runs) out.push(await run(page));
        return out;
      },
      opts,
    );
    return Array.isArray(results) ? results : [results];
  };
  const walked = Object.entries(PRODUCTS).filter(
    ([kind]) => !products || products.split(',').includes(kind),
  );
  // Two products at a time (pool.mjs): each check opens its own context.
  const walkedEntries = await inPool(walked, CONCURRENCY, async ([kind, path]) => {
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
    // AAA measures (aaa.mjs), in every theme (the brand, high contrast, dark and createTheme's
    // brand), one visit per theme for all its measures: the theme is set as a provider with it
    // would set it (theme.mjs).
    for (const theme of storyThemes()) {
      const measures = [focusAppearance, targetSizeEnhanced];
      if (theme === 'highContrast')
        measures.push((page) => textContrastEnhanced(page, 'high-contrast theme'));
      const measured = await fresh(
        path,
        async (page) => {
          if (theme !== 'brand' && !(await switchTheme(page, theme)))
            return [
              { check: `theme ${theme}`, ok: false, details: ['the page has no such theme'] },
            ];
          const results = [];
          for (const measure of measures) {
            const result = await measure(page);
            results.push({
              ...result,
              ok: result.details.length === 0,
              check: `${result.check} [${theme}]`,
            });
          }
          return results;
        },
        { check: `AAA measures [${theme}]` },
      );
      checks.push(...(Array.isArray(measured) ? measured : [measured]));
    }
    // 400 % zoom of a 1280 px window: 320 CSS px wide at device scale 4. One visit for both.
    const zoom400 = { width: 320, height: 256, scale: 4 };
    checks.push(
      ...(await freshAll(
        path,
        [
          (page) => reflow(page, '400 % zoom of 1280 px'),
          (page) => layoutIntact(page, '400 % zoom of 1280 px'),
        ],
        { viewport: zoom400, check: '400 % zoom' },
      )),
    );
    // Forced colours: the walk, then layout and reflow, in one visit.
    checks.push(
      ...(await freshAll(
        path,
        [
          forcedColorsCheck,
          (page) => layoutIntact(page, 'forced colours'),
          (page) => reflow(page, 'forced colours'),
        ],
        { forcedColors: true, check: 'forced colors' },
      )),
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
    const entry = {
      kind: 'keyboard and behaviour',
      target: `${kind} (${path})`,
      url: `${origin}${path}`,
      violations: [],
      checks,
    };
    process.stdout.write(checks.some((c) => !c.ok) ? '✖' : '.');
    return entry;
  });
  entries.push(...walkedEntries);
  process.stdout.write('\n');
  return entries;
}

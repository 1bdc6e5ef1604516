// The audit's behaviour half: keyboard walks, live regions, forced colors, reflow, zoom and the
// AAA measures on each product page.

import { focusAppearance, targetSizeEnhanced, textContrastEnhanced } from './aaa.mjs';
import { layoutIntact } from './layoutIntact.mjs';
// Not a React hook: named so that React's hooks lint does not take it for one.
import { useTheme as switchTheme } from './theme.mjs';
import { reflow } from './checks.mjs';
import { PRODUCTS, addToCart } from './flows.mjs';
import { openPage } from './openPage.mjs';
import { THEMES, WIDTHS } from './settings.mjs';
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
  const walked = Object.entries(PRODUCTS).filter(
    ([kind]) => !products || products.split(',').includes(kind),
  );
  for (const [kind, path] of walked) {
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

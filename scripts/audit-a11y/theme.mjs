// @ts-check
// useTheme(page, 'highContrast'): switches the page to another of the design system's themes, as
// a DesignSystemProvider with that theme would: every themed element (`data-cf-theme`: the page's
// provider root, its portals, the wallet sheet's own root), those that open later included, gets
// the theme's attribute (and a createTheme theme's custom properties); a page without the design
// system's attribute has the theme class on <body> swapped instead (the audit's fixtures). Then
// waits until the new theme shows (see themeApplied).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/servers.mjs';

/** @typedef {import('playwright-core').Page} Page */

/**
 * The createTheme brand the stories' fourth theme uses (stories/fixtures/customTheme.ts), as the
 * provider writes it: the base theme and the custom properties of its overrides. Read from its
 * source (the audit runs in plain Node, where the design system cannot be loaded).
 * @param {string} [source] the file's text
 * @returns {{ base: string, variables: Record<string, string> }}
 */
export function customTheme(
  source = readFileSync(join(root, 'stories/fixtures/customTheme.ts'), 'utf8'),
) {
  const literal = /createTheme\(\s*(\{[\s\S]*?\n {2}\})\s*,/.exec(source)?.[1];
  if (!literal) throw new Error('stories/fixtures/customTheme.ts: no createTheme overrides');
  const overrides = new Function(`return (${literal});`)();
  const base = /base:\s*'([\w-]+)'/.exec(source.slice(source.indexOf(literal) + literal.length));
  /** @type {Record<string, string>} */
  const variables = {};
  const walk = (/** @type {Record<string, unknown>} */ value, /** @type {string[]} */ path) => {
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string') {
        const name = ['cf', ...path, key]
          .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
          .join('-');
        variables[`--${name}`] = inner;
      } else walk(/** @type {Record<string, unknown>} */ (inner), [...path, key]);
    }
  };
  walk(overrides, []);
  return { base: base?.[1] ?? 'brand', variables };
}

/**
 * A story theme's name (settings.mjs) as the provider's attribute and custom properties.
 * @param {string} theme
 * @returns {{ base: string, variables: Record<string, string> }}
 */
export function themeAttributes(theme) {
  if (theme === 'custom') return customTheme();
  return { base: theme === 'highContrast' ? 'high-contrast' : theme, variables: {} };
}

/**
 * Puts every themed element of the page (and each one added later) in `theme`, as a provider
 * with that theme would. Returns false when the page has no themed element.
 * @param {Page} page
 * @param {string} theme
 */
async function applyProviderTheme(page, theme) {
  const { base, variables } = themeAttributes(theme);
  const themed = await page.evaluate(
    ({ base, variables }) => {
      const apply = (/** @type {HTMLElement} */ el) => {
        if (el.getAttribute('data-cf-theme') !== base) el.setAttribute('data-cf-theme', base);
        for (const [name, value] of Object.entries(variables))
          if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
      };
      const all = () => document.querySelectorAll(/** @type {'div'} */ ('[data-cf-theme]'));
      if (all().length === 0) return false;
      all().forEach(apply);
      Reflect.get(window, '__auditTheme')?.disconnect();
      const observer = new MutationObserver(() => all().forEach(apply));
      Reflect.set(window, '__auditTheme', observer);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-cf-theme', 'style'],
      });
      return true;
    },
    { base, variables },
  );
  if (themed) await page.evaluate(themeApplied);
  return themed;
}

/**
 * Swaps the page's theme class on <body> for the other theme's: the one stylesheet rule with a
 * single class that sets the same custom properties as the current theme's. Returns the class, or
 * null when the page has no second theme.
 * @param {Page} page
 * @param {string} theme
 * @returns {Promise<string | null>}
 */
export async function useTheme(page, theme) {
  if (theme === 'brand') return null;
  // After hydration: React would otherwise put the server's theme class back on <body>.
  await page
    .waitForFunction(
      () =>
        Reflect.get(window, '__hydrated') === true ||
        !document.querySelector('script[type="module"]'),
      null,
      { timeout: 30_000 },
    )
    .catch(() => {});
  if (await applyProviderTheme(page, theme)) return theme;
  const swapped = await page.evaluate(() => {
    /** @type {CSSStyleRule[]} */
    const rules = [];
    const collect = (/** @type {CSSRuleList} */ list) => {
      for (const rule of list) {
        if (rule instanceof CSSStyleRule) {
          if (/^\.[\w-]+$/.test(rule.selectorText)) rules.push(rule);
        } else if ('cssRules' in rule) collect(/** @type {CSSGroupingRule} */ (rule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules);
      } catch {
        // a cross-origin sheet: not the page's own
      }
    }
    const custom = (/** @type {CSSStyleRule} */ rule) =>
      Array.from(rule.style)
        .filter((p) => p.startsWith('--'))
        .sort()
        .join(' ');
    const current = rules.find(
      (r) => document.body.classList.contains(r.selectorText.slice(1)) && custom(r).length > 0,
    );
    if (!current) return null;
    const other = rules.find(
      (r) =>
        r !== current && r.selectorText !== current.selectorText && custom(r) === custom(current),
    );
    if (!other) return null;
    document.body.classList.remove(current.selectorText.slice(1));
    document.body.classList.add(other.selectorText.slice(1));
    return other.selectorText.slice(1);
  });
  if (swapped) await page.evaluate(themeApplied);
  return swapped;
}

/**
 * Resolves once a theme just switched shows in computed styles. Swapping the class does not change
 * computed colours at once where a transition runs: the reduced-motion reset gives every element a
 * 0.01 ms transition of all properties, so until the next animation frame each colour still reads
 * as the old theme's. Measuring then would measure the old theme (1.4.6 listed the brand's green
 * and red in the high-contrast theme). So: recalculate styles (which starts those transitions),
 * then wait for every CSS transition to finish (at most 5 s) and for two more frames.
 */
export async function themeApplied() {
  void getComputedStyle(document.body).color;
  const frame = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 500); // a page in the background gets no frames
      })
    );
  const transitions = document
    .getAnimations()
    .filter((a) => typeof CSSTransition !== 'undefined' && a instanceof CSSTransition);
  await Promise.race([
    Promise.all(transitions.map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);
  await frame();
  await frame();
}

/**
 * Lays the page out right to left, as a right-to-left locale's provider would: `dir="rtl"` on
 * <html> (the page's provider inherits it) and on every element that set its own direction.
 * @param {Page} page
 */
export async function useRightToLeft(page) {
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
    document.querySelectorAll('[dir="ltr"]').forEach((el) => el.setAttribute('dir', 'rtl'));
  });
  await page.evaluate(themeApplied);
}

/**
 * Puts the brand theme back after useTheme (its attribute, none of a made theme's properties).
 * @param {Page} page
 */
export async function restoreBrand(page) {
  await page.evaluate(() => {
    Reflect.get(window, '__auditTheme')?.disconnect();
    const root = document.querySelectorAll(/** @type {'div'} */ ('[data-cf-theme]'));
    root.forEach((el) => {
      el.setAttribute('data-cf-theme', 'brand');
      for (const name of Array.from(el.style))
        if (name.startsWith('--cf-')) el.style.removeProperty(name);
    });
  });
  await page.evaluate(themeApplied);
}

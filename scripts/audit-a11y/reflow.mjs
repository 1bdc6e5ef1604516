// @ts-check
// Reflow (WCAG 1.4.10) over one Playwright page, in the shape of checks.mjs: no sideways scrolling
// at the current viewport, and an open dialog that fits the viewport's width.

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('./checks.mjs').Check} Check
 */

/**
 * No horizontal scrolling at the current viewport (WCAG 1.4.10 Reflow).
 * @param {Page} page
 * @param {string} label
 * @returns {Promise<Check>}
 */
export async function reflow(page, label) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const root = document.documentElement;
    const wideOnes = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .filter((el) => getComputedStyle(el).position !== 'fixed')
      .slice(0, 5)
      .map((el) => el.outerHTML.slice(0, 120));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide: wideOnes };
  });
  const ok = scrollWidth <= clientWidth + 1;
  return {
    check: `reflow (${label})`,
    ok,
    details: ok
      ? []
      : [`scrolls sideways: ${scrollWidth} px of content in ${clientWidth} px`, ...wide],
  };
}

/**
 * An open dialog fits the viewport's width (WCAG 1.4.10 Reflow for what the page's own scroll
 * width cannot show: a fixed-position sheet): inside it, and no sideways scrolling within it.
 * @param {Page} page
 * @param {string} label
 * @returns {Promise<Check>}
 */
export async function dialogFits(page, label) {
  const found = await page.evaluate(() => {
    const dialog = Array.from(document.querySelectorAll('[role="dialog"], dialog[open]')).find(
      (el) => el.getBoundingClientRect().width > 0,
    );
    if (!dialog) return null;
    const r = dialog.getBoundingClientRect();
    const wide = Array.from(dialog.querySelectorAll('*'))
      .filter((el) => {
        const b = el.getBoundingClientRect();
        return b.width > 0 && (b.right > window.innerWidth + 1 || b.left < -1);
      })
      .slice(0, 3)
      .map((el) => el.outerHTML.slice(0, 120));
    return {
      left: r.left,
      right: r.right,
      viewport: document.documentElement.clientWidth,
      scrollWidth: dialog.scrollWidth,
      clientWidth: dialog.clientWidth,
      wide,
    };
  });
  const check = `dialog fits (${label})`;
  if (!found) return { check, ok: false, details: ['no open dialog'] };
  const details = [];
  if (found.left < -1 || found.right > found.viewport + 1)
    details.push(
      `the dialog spans ${Math.round(found.left)}–${Math.round(found.right)} px of a ${found.viewport} px viewport`,
    );
  if (found.scrollWidth > found.clientWidth + 1)
    details.push(`scrolls sideways inside: ${found.scrollWidth} px in ${found.clientWidth} px`);
  details.push(...found.wide.map((/** @type {string} */ html) => `sticks out: ${html}`));
  return { check, ok: details.length === 0, details };
}

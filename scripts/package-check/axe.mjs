// @ts-check
// axe in a page of the consumer apps, with the rules the story tests and the page pass.
import { fileURLToPath } from 'node:url';

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/**
 * The page's violations as `id (targets)`; empty when clean.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export async function runAxe(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const { axe } = /** @type {typeof globalThis & { axe: typeof import('axe-core') }} */ (
      globalThis
    );
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return result.violations.map(
      (v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
}

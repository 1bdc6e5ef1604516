// @ts-check
// HTML_CodeSniffer's WCAG2AA standard over one Playwright page, in the shape of checks.mjs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('./checks.mjs').Check} Check
 */

const htmlcsSource = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

/** "WCAG2AA.Principle1.Guideline1_3.1_3_1.H49.I" → "1.3.1". */
export const htmlcsCriterion = (/** @type {string} */ code) =>
  /\.(\d+)_(\d+)_(\d+)\./.exec(code)?.slice(1).join('.') ?? null;

/**
 * HTML_CodeSniffer's WCAG2AA standard over the page: every error fails (warnings and notices need
 * a person and are counted in the info). `criteria` tells the conformance report which success
 * criteria the errors touch.
 * @param {Page} page
 * @returns {Promise<Check>}
 */
export async function htmlCodeSniffer(page) {
  const check = 'HTML_CodeSniffer (WCAG2AA)';
  await page.addScriptTag({ content: htmlcsSource });
  /** @typedef {{ type: number, code: string, msg: string, html: string }} Message */
  const messages = await page.evaluate(
    () =>
      /** @type {Promise<Message[]>} */ (
        new Promise((resolve) => {
          const htmlcs = Reflect.get(window, 'HTMLCS');
          htmlcs.process('WCAG2AA', document, () => {
            resolve(
              htmlcs
                .getMessages()
                .map(
                  (
                    /** @type {{ type: number, code: string, msg: string, element?: Element }} */ m,
                  ) => ({
                    type: m.type,
                    code: m.code,
                    msg: m.msg,
                    html: (m.element?.outerHTML ?? '').slice(0, 160),
                  }),
                ),
            );
          });
        })
      ),
  );
  const errors = messages.filter((m) => m.type === 1);
  const count = (/** @type {number} */ type) => messages.filter((m) => m.type === type).length;
  return {
    check,
    ok: errors.length === 0,
    details: errors.map((m) => `${m.code}: ${m.msg} ${m.html}`),
    criteria: {
      covers: 'all',
      failed: [
        ...new Set(
          errors.flatMap((m) => {
            const criterion = htmlcsCriterion(m.code);
            return criterion ? [criterion] : [];
          }),
        ),
      ],
    },
    info: `${errors.length} errors, ${count(2)} warnings and ${count(3)} notices (warnings and notices are for a person to review)`,
  };
}

// @ts-check
// The README's examples as files of a consumer app: every fenced block of design-system/README.md
// in TypeScript (`tsx`, `ts`) becomes a module the consumer type-checks and runs against the
// installed tarball; `css` blocks are the stylesheet the examples render with; the one `sh` block
// is the install line the consumer app runs. A block that stops compiling fails the suite.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareWithBaseline } from './screenshots.mjs';

/** @typedef {import('./shops.mjs').Check} Check */
/**
 * What the page checks use: the check recorder, axe, and the screenshot options.
 * @typedef {{ check: Check, runAxe: (page: import('playwright-core').Page) => Promise<string[]>, screenshots: { baselines: string, artefacts: string, update: boolean } }} Tools
 */

/**
 * Fenced blocks of a Markdown text, in order: `{ lang, code, line }`.
 * @param {string} markdown
 */
export function codeBlocks(markdown) {
  /** @type {{ lang: string, code: string, line: number }[]} */
  const blocks = [];
  const fence = /^```(\w*)[^\n]*\n([\s\S]*?)^```\s*$/gm;
  for (const match of markdown.matchAll(fence)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    blocks.push({ lang: match[1] ?? '', code: match[2] ?? '', line });
  }
  return blocks;
}

/**
 * The names of a module's exported functions that look like components (PascalCase).
 * @param {string} code
 * @returns {string[]}
 */
export function exportedComponents(code) {
  return [...code.matchAll(/^export function ([A-Z]\w*)\s*\(/gm)].map((m) => m[1] ?? '');
}

/**
 * The names imported from '@cairnfield/design-system…' in some code, as `{ entry: Set }`.
 * @param {string} code
 */
function importedNames(code) {
  /** @type {Record<string, Set<string>>} */
  const names = {};
  const from =
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@cairnfield\/design-system(\/[\w.-]+)?'/g;
  for (const [, list = '', entry = ''] of code.matchAll(from)) {
    const entryNames = (names[entry] ??= new Set());
    for (const name of list.split(',')) {
      const bare = name
        .replace(/^\s*type\s+/, '')
        .split(' as ')[0]
        ?.trim();
      if (bare) entryNames.add(bare);
    }
  }
  return names;
}

/**
 * Writes the README's TypeScript blocks into `<app>/readme/` and an App that renders every
 * component they export, each in a labelled section. Returns what the checks need.
 * @param {string} readmePath
 * @param {string} app
 */
export function writeReadmeExamples(readmePath, app) {
  const blocks = codeBlocks(readFileSync(readmePath, 'utf8'));
  const dir = path.join(app, 'readme');
  mkdirSync(dir, { recursive: true });
  const modules = [];
  for (const [index, { lang, code, line }] of blocks.entries()) {
    if (lang !== 'tsx' && lang !== 'ts') continue;
    const name = `example${index + 1}`;
    const file = path.join(dir, `${name}.${lang}`);
    writeFileSync(file, `// design-system/README.md, line ${line}\n${code}`);
    modules.push({ name, file, lang, line, components: exportedComponents(code) });
  }
  const rendered = modules.filter((m) => m.lang === 'tsx' && m.components.length > 0);
  // The same examples twice: in the default provider (brand, en-US, dollars), and in the dark theme
  // in another locale and currency (examples with a provider of their own keep theirs).
  const appSource = (/** @type {string} */ providerProps) =>
    [
      "import { createElement, useEffect, type ComponentType } from 'react';",
      "import { DesignSystemProvider } from '@cairnfield/design-system';",
      ...rendered.map((m) => `import * as ${m.name} from './${m.name}';`),
      '',
      'export function App() {',
      "  useEffect(() => { document.documentElement.dataset.hydrated = 'true'; }, []);",
      '  return (',
      `    <DesignSystemProvider${providerProps}>`,
      '      <main>',
      ...rendered.flatMap((m) =>
        m.components.map(
          (c) =>
            `        <section aria-label="README line ${m.line}: ${c}" data-example="${c}">{createElement(${m.name}.${c} as ComponentType)}</section>`,
        ),
      ),
      '      </main>',
      '    </DesignSystemProvider>',
      '  );',
      '}',
      '',
    ].join('\n');
  writeFileSync(path.join(dir, 'App.tsx'), appSource(''));
  writeFileSync(
    path.join(dir, 'AppDark.tsx'),
    appSource(' theme="dark" locale="en-GB" currency="GBP"'),
  );
  return {
    modules,
    /** Modules with no component to render: run in Node (e.g. createTheme, Style Dictionary). */
    scripts: modules.filter((m) => m.lang === 'ts'),
    css: blocks
      .filter((b) => b.lang === 'css')
      .map((b) => b.code)
      .join('\n'),
    install: blocks.find((b) => b.lang === 'sh')?.code.trim() ?? '',
    /** Every name the TypeScript blocks import from the package, by entry ('' for the root). */
    imports: importedNames(modules.map((m) => readFileSync(m.file, 'utf8')).join('\n')),
    components: rendered.flatMap((m) => m.components),
  };
}

/**
 * The README's components on one page: each renders, hydrates and passes axe.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {Tools} tools
 */
export async function checkReadmePage(browser, origin, { check, runAxe, screenshots }) {
  const page = await browser.newPage({
    viewport: { width: 1024, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/readme`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  check(
    errors.length === 0,
    'README: every example server-renders and hydrates without an error',
    errors.join('; '),
  );
  // The plain-CSS brand (the README's `css` block on the provider's class) reaches the button.
  const plain = await page
    .locator('[data-example="PlainCssBrand"]')
    .getByRole('button')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  check(
    plain === 'rgb(138, 59, 18)',
    'README: --cf-* properties set in plain CSS style the components',
    plain,
  );
  const banner = page.getByRole('complementary', { name: 'Offers' });
  check(
    (await banner.evaluate((el) =>
      el.closest('[data-cf-portal]')?.getAttribute('data-cf-theme'),
    )) === 'brand',
    'README: a portal of your own, themed with PortalTheme',
  );
  // 'system' follows the device: brand, dark for a dark scheme, high contrast for more contrast.
  const device = page.locator('[data-example="FollowsTheDevice"]').getByRole('button');
  /** @type {string[]} */
  const accents = [];
  /** @type {[{ colorScheme?: 'dark', contrast?: 'more' }, string][]} */
  const media = [
    [{}, 'rgb(29, 90, 55)'],
    [{ colorScheme: 'dark' }, 'rgb(134, 211, 160)'],
    [{ contrast: 'more' }, 'rgb(0, 51, 26)'],
  ];
  for (const [preference, expected] of media) {
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference', ...preference });
    // The button's colour transition ends first (a short one: reduced motion is on).
    await device
      .evaluate(
        (el, colour) =>
          new Promise((/** @type {(value?: unknown) => void} */ resolve, reject) => {
            const started = performance.now();
            const poll = () =>
              getComputedStyle(el).backgroundColor === colour
                ? resolve()
                : performance.now() - started > 5000
                  ? reject(new Error('timeout'))
                  : requestAnimationFrame(poll);
            poll();
          }),
        expected,
      )
      .catch(() => undefined);
    accents.push(await device.evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
  check(
    accents.join(' ') === 'rgb(29, 90, 55) rgb(134, 211, 160) rgb(0, 51, 26)',
    'README: theme="system" follows prefers-color-scheme and prefers-contrast',
    accents.join(', '),
  );
  const violations = await runAxe(page);
  check(violations.length === 0, 'README: axe, zero violations', violations.join('; '));
  const shot = compareWithBaseline(
    await page.screenshot({ fullPage: true }),
    'readme',
    screenshots,
  );
  check(shot.ok, 'README: screenshot matches its baseline', shot.detail);
  await page.close();
}

/**
 * The README's examples again, dark and in pounds: they hydrate, are dark, and pass axe.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {Tools} tools
 */
export async function checkReadmeDarkPage(browser, origin, { check, runAxe, screenshots }) {
  const page = await browser.newPage({
    viewport: { width: 1024, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  /** @type {string[]} */
  const errors = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/readme-dark`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  check(
    errors.length === 0,
    'README in the dark theme: every example server-renders and hydrates without an error',
    errors.join('; '),
  );
  const root = page.locator('main').locator('xpath=..');
  const painted = await root.evaluate((el) => [
    el.getAttribute('data-cf-theme'),
    getComputedStyle(el).backgroundColor,
    getComputedStyle(el).color,
  ]);
  check(
    painted.join(' ') === 'dark rgb(18, 23, 20) rgb(233, 238, 233)',
    'README in the dark theme: the provider paints its root in the dark surface and text',
    painted.join(', '),
  );
  const chip = page.locator('[data-example="VoucherPage"]').getByRole('radio').first();
  const chipName = await chip.evaluate(
    (el) => /** @type {HTMLInputElement} */ (el).labels?.[0]?.textContent?.trim() ?? '',
  );
  check(
    chipName === '£20',
    'README in the dark theme: amounts in the provider’s currency and locale (en-GB, GBP)',
    `chip "${chipName}"`,
  );
  const violations = await runAxe(page);
  check(
    violations.length === 0,
    'README in the dark theme: axe, zero violations',
    violations.join('; '),
  );
  const shot = compareWithBaseline(
    await page.screenshot({ fullPage: true }),
    'readme-dark',
    screenshots,
  );
  check(shot.ok, 'README in the dark theme: screenshot matches its baseline', shot.detail);
  await page.close();
}

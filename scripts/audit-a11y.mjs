// @ts-check
// `npm run audit:a11y`: the accessibility audit an auditor can hand on. axe-core in Chromium (WCAG
// 2.0/2.1/2.2 A and AA, target-size on) over every story in each story theme (brand, high
// contrast, dark, a createTheme brand) and over the built page in its key states at phone (375)
// and desktop (1280) widths in the same themes, and right to left at 320 px; the design system's
// stories once more in French (Canada); plus what axe cannot check: keyboard
// walks of the APG contracts, Tab order and measured focus indicators, target sizes, live regions,
// forced colors, 320 px reflow and 200 % zoom. Writes reports/a11y/index.html (self-contained) and
// reports/a11y/report.json, prints a summary, and exits non-zero on any violation or failed check.
//
//   npm run audit:a11y                       everything (builds the page and Storybook if missing)
//   npm run audit:a11y -- --only=page        the page states only (or --only=stories)
//   npm run audit:a11y -- --stories=button,modal   only stories whose id contains one of these
//   npm run audit:a11y -- --only=stories --reload-stories   each story in a freshly loaded preview
//   npm run audit:a11y -- --only=page --states=wallet   only page states whose name contains it
//   npm run audit:a11y -- --only=behaviour --products=standard   the walks and measures of one product
//   npm run audit:a11y -- --fixture=file.html --out=dir   one HTML file (used by the tests)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { root, serverEntry, startPageServer } from './lib/servers.mjs';
import { writeAcr } from './audit-a11y/acr.mjs';
import { auditBehaviour } from './audit-a11y/auditBehaviour.mjs';
import { auditFixture } from './audit-a11y/auditFixture.mjs';
import { auditPage } from './audit-a11y/auditPage.mjs';
import { auditStories } from './audit-a11y/auditStories.mjs';
import { AXE_TAGS } from './audit-a11y/checks.mjs';
import { visitsText } from './audit-a11y/openPage.mjs';
import { readTranscripts, summaryText, writeReport } from './audit-a11y/report.mjs';
import { WIDTHS, storyThemes } from './audit-a11y/settings.mjs';
import { timingsText } from './audit-a11y/timings.mjs';

/** @type {Record<string, string | true>} */
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, ...v] = a.replace(/^--/, '').split('=');
    return [k, v.length ? v.join('=') : true];
  }),
);
/** An option's value (`--name=value`), or undefined when it is not given a value. */
const option = (/** @type {string} */ name) => {
  const value = args[name];
  return typeof value === 'string' ? value : undefined;
};
const outDir = resolve(root, option('out') ?? 'reports/a11y');
const fixture = option('fixture');
const only = option('only') ?? (fixture ? 'fixture' : 'all');

/**
 * Runs `npm run <script>` when `path` (what it builds) is missing.
 * @param {string} what
 * @param {string} path
 * @param {string} script
 */
function ensureBuilt(what, path, script) {
  if (existsSync(path)) return;
  console.log(`[audit] ${path} is missing: npm run ${script}`);
  const run = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`npm run ${script} failed`);
}

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const entries = [];
const cleanups = [];
let failed = false;
try {
  if (only === 'fixture' && fixture) {
    entries.push(...(await auditFixture(browser, fixture)));
  }
  if (only === 'all' || only === 'stories') {
    const dir = resolve(root, option('storybook') ?? 'storybook-static');
    ensureBuilt('Storybook', join(dir, 'index.json'), 'build-storybook');
    console.log(`[audit] stories, in the themes ${storyThemes().join(', ')}`);
    entries.push(
      ...(await auditStories(browser, dir, option('stories'), {
        reload: Boolean(args['reload-stories']),
      })),
    );
    console.log(`[audit] stories done at ${elapsed()}`);
  }
  if (only === 'all' || only === 'page' || only === 'behaviour') {
    ensureBuilt('page', serverEntry, 'build');
    const data = mkdtempSync(join(tmpdir(), 'audit-a11y-'));
    cleanups.push(() => rmSync(data, { recursive: true, force: true }));
    const server = await startPageServer({}, join(data, 'db'));
    cleanups.unshift(() => server.stop());
    // The cart drawer configuration: a second page server on the first one's shop API.
    const drawer = await startPageServer(
      { CART_CONFIRMATION: 'drawer', SHOP_API_ORIGIN: server.origin },
      join(data, 'db-unused'),
    );
    cleanups.unshift(() => drawer.stop());
    // The page in French (PAGE_LOCALE=fr-CA), with the toast and with the drawer, on the same shop,
    // with the wallet simulator as on the first server (a server given SHOP_API_ORIGIN leaves it
    // off unless told).
    const inFrench = (/** @type {Record<string, string>} */ env, /** @type {string} */ db) =>
      startPageServer(
        { PAGE_LOCALE: 'fr-CA', SHOP_API_ORIGIN: server.origin, WALLET_SIMULATOR: 'on', ...env },
        join(data, db),
      );
    const [french, frenchDrawer] = await Promise.all([
      inFrench({}, 'db-unused-fr'),
      inFrench({ CART_CONFIRMATION: 'drawer' }, 'db-unused-fr-drawer'),
    ]);
    cleanups.unshift(
      () => french.stop(),
      () => frenchDrawer.stop(),
    );
    if (only !== 'behaviour')
      console.log(`[audit] page states at ${WIDTHS.map((w) => w.width).join(' and ')} px`);
    if (only !== 'behaviour')
      entries.push(
        ...(await auditPage(
          browser,
          {
            main: server.origin,
            drawer: drawer.origin,
            french: french.origin,
            frenchDrawer: frenchDrawer.origin,
          },
          option('states'),
        )),
      );
    if (only !== 'behaviour')
      console.log(`[audit] page states done at ${elapsed()} (${visitsText()})`);
    if (!args.states) {
      console.log('[audit] keyboard walks, live regions, forced colors, reflow and zoom');
      entries.push(...(await auditBehaviour(browser, server.origin, option('products'))));
      console.log(`[audit] walks and measures done at ${elapsed()} (${visitsText()} in all)`);
    }
  }
} catch (error) {
  console.error(`✖ audit: ${/** @type {Error} */ (error)?.stack ?? error}`);
  failed = true;
} finally {
  await browser.close();
  for (const cleanup of cleanups) cleanup();
}

const axeVersion = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8'),
).version;
const require = createRequire(import.meta.url);
const meta = {
  date: new Date().toISOString(),
  axeVersion,
  tags: AXE_TAGS,
  only,
  // The page's reviewed screen-reader transcripts (each route's __transcripts__/), in the report.
  transcripts:
    only === 'all' || only === 'page'
      ? [
          ...readdirSync(join(root, 'page/routes'))
            .sort()
            .map((route) => join('page/routes', route)),
          // The simulated wallet sheets the page opens.
          'page/walletSimulator',
        ].flatMap((dir) => readTranscripts(join(root, dir, '__transcripts__'), root))
      : [],
};
const { summary, html, json } = writeReport(outDir, entries, meta);
// The conformance report (ITI VPAT 2.5, WCAG edition) from this run's results.
const acr = writeAcr(outDir, entries, {
  ...meta,
  version: JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version,
  axeRules: require('axe-core')
    .getRules(AXE_TAGS)
    .map((/** @type {{ ruleId: string, tags: string[] }} */ { ruleId, tags }) => ({
      ruleId,
      tags,
    })),
});
console.log(summaryText(summary));
console.log(
  `conformance (WCAG 2.2): ${Object.entries(acr.totals)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ')}`,
);
console.log(`time: ${elapsed()}; by part (each target's time, two at a time):\n${timingsText()}`);
console.log(`report: ${html}\n        ${json}\n        ${join(outDir, 'acr.html')}`);
process.exit(failed || !summary.ok ? 1 : 0);

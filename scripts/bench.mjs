// @ts-check
// `npm run bench`: one benchmark of the production server (`npm start`), printing one table and
// writing .tmp/bench.json. See README "Performance" for how to read it.
//
//   npm run bench              everything (takes a few minutes; timings are reported, never asserted)
//   npm run bench -- --quick   byte budgets only (runs inside `npm test`; exit 1 when over budget)
//   npm run bench -- --only=taps   one section (or several: --only=a,b; names below)
//
// Options: --only=a,b (taps, throughput, telemetry, lighthouse, interactions, visit, limits; the
// bytes on the wire always run), --build (build first even if the build looks current), --runs N
// (Lighthouse runs per preset, default 3), --load-rounds N (interleaved throughput rounds, default
// 3), --telemetry-rounds N (the telemetry section's interleaved rounds, default 9; of
// --telemetry-seconds S each side, default 5),
// --telemetry-together (its two servers loaded at once in each round, not in turn), --dist DIR
// (measure a copy of dist/ started as `node DIR/server/main.js`; the budget test uses it),
// --out FILE (JSON path, default .tmp/bench.json), --tap-rounds N (interleaved loads
// per first tap, default 5), --tbt-runs N (Lighthouse mobile runs per page for TBT, default 5).
//
// Sections:
// 1. bytes on the wire per page type, from the running server with a browser's Accept-Encoding,
//    against scripts/budgets.json; and what the initial JS is made of (bundle breakdown);
// 2. Lighthouse 12 mobile and desktop presets, median of N runs: the four scores, LCP, TBT, CLS;
// 3. interaction latency (Event Timing API) under 4x CPU slowdown; and the whole visit of the
//    standard and eGift pages at 4x (scripts/bench/visit.mjs): the longest main-thread task from
//    hydration on and the entry's evaluation before it, and the JavaScript fetched until the network
//    is idle (bytes and files), against the budgets' visit limits;
// 4. throughput and latency of GET /p/<slug> (wrk, 10 connections, 10 s) next to the same server
//    sending a static file, and a bare renderToString of the same tree as the ceiling; the server
//    runs on every core (npm start's cluster), and the same page from one process
//    (WEB_CONCURRENCY=1), started beside it, gives the all-cores / one-core ratio; interleaved
//    rounds, medians (scripts/bench/load.mjs);
// 5. request limits under abuse (scripts/bench/limits.mjs): product reads' p50/p99 quiet and while
//    a client uploads 200 MiB bodies, the memory of every process around one such upload, how a
//    huge declared Content-Length and slow clients are answered;
// 6. what logs and metrics cost the product page (scripts/bench/telemetryCost.mjs): its throughput
//    with them on and off (traces off in both), two servers side by side, interleaved rounds.
// 7. the first tap on each product page's controls and Lighthouse's mobile TBT, beside React's
//    floor built in the same run, against the budgets' taps ratios (scripts/bench/tapsSection.mjs).
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { initialBreakdown } from './bench/bundle.mjs';
import { kb, lighthouseLines, ms, rowText, throughputLines } from './bench/report.mjs';
import { startServer } from './bench/server.mjs';
import { checkBudgets, measureWire } from './bench/wire.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(name);
/**
 * The value after `name` on the command line, else `fallback`.
 * @template {string | null} F
 * @param {string} name
 * @param {F} fallback
 * @returns {string | F}
 */
const option = (name, fallback) => {
  const i = args.indexOf(name);
  const value = i >= 0 ? args[i + 1] : undefined;
  return value ? value : fallback;
};
const quick = flag('--quick');
const SECTIONS = [
  'taps',
  'throughput',
  'telemetry',
  'lighthouse',
  'interactions',
  'visit',
  'limits',
];
const onlyList = (args.find((a) => a.startsWith('--only='))?.slice(7) ?? option('--only', ''))
  .split(',')
  .filter(Boolean);
const unknown = onlyList.filter((name) => !SECTIONS.includes(name));
if (unknown.length > 0) {
  console.error(`--only: no section ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
const wants = (/** @type {string} */ name) => onlyList.length === 0 || onlyList.includes(name);
const tapRounds = Number(option('--tap-rounds', '5'));
const tbtRuns = Number(option('--tbt-runs', '5'));
const runs = Number(option('--runs', '3'));
const throughputRounds = Number(option('--load-rounds', '3'));
const distOption = option('--dist', null);
const distDir = distOption ? resolve(distOption) : null;
const outFile = resolve(option('--out', join(root, '.tmp/bench.json')));
const clientDir = join(distDir ?? join(root, 'dist'), 'client');

// `hydrates` names the chunks the browser entry loads before it hydrates the page (page/layout/
// App.tsx, pageChunksFor: the page's own chunk, and the eGift form on an eGift page or the
// standard cards' parts on the others).
export const PAGES = [
  { name: 'index', path: '/', hydrates: ['HomePage'] },
  { name: 'standard', path: '/p/cairnfield-gift-card', hydrates: ['product', 'standardParts'] },
  { name: 'bulk', path: '/p/cairnfield-bulk-gift-card', hydrates: ['product', 'standardParts'] },
  { name: 'eGift', path: '/p/cairnfield-egift-card', hydrates: ['product', 'EGiftPart'] },
  {
    name: 'out of stock',
    path: '/p/cairnfield-summit-gift-card',
    hydrates: ['product', 'standardParts'],
  },
];
const PRODUCT_PATH = '/p/cairnfield-gift-card';

if (!distDir && (flag('--build') || !existsSync(join(clientDir, '.vite/manifest.json')))) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {import('./bench/report.mjs').Budgets} */
const budgets = JSON.parse(readFileSync(join(root, 'scripts/budgets.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const modulesPath = join(clientDir, '.vite/modules.json');
const modulesByChunk = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};

// As `npm start` serves: one process per core (WEB_CONCURRENCY when set).
const server = await startServer({
  root,
  distDir: distDir ?? undefined,
  dataDir: join(root, `.data/bench-${process.pid}`),
  env: { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || String(availableParallelism()) },
});
/** @type {import('./bench/report.mjs').BenchResult} */
const result = { when: new Date().toISOString(), quick, origin: server.origin, budgets };
let failed = false;
/** @type {string[]} */
const lines = [];
/** @type {(...row: Parameters<typeof rowText>) => void} */
const row = (cells, widths) => {
  lines.push(rowText(cells, widths));
};

try {
  // ── 1. bytes on the wire ──
  const reactOk = server.reactBuild === 'production';
  if (!reactOk) failed = true;
  result.server = { reactBuild: server.reactBuild, shellNodeEnv: server.shellNodeEnv };
  lines.push(
    `${reactOk ? '✔' : '✖'} server renders with React's ${server.reactBuild} build (shell NODE_ENV=${server.shellNodeEnv})`,
    '',
  );

  const wire = await measureWire({ origin: server.origin, manifest, pages: PAGES });
  result.wire = wire;
  const checks = checkBudgets(wire, budgets);
  result.budgetChecks = checks;
  if (checks.some((c) => !c.ok)) failed = true;
  const okOf = (/** @type {string} */ what) => checks.find((c) => c.what === what)?.ok !== false;

  const w = [14, 11, 17, 11, 11, 9];
  lines.push('Bytes on the wire (Accept-Encoding: gzip, deflate, br, zstd; 1 KB = 1000 bytes)');
  row(['page', 'initial JS', 'before hydration', 'CSS', 'HTML', 'requests'], w);
  for (const page of wire.pages) {
    const mark = (/** @type {string} */ what, /** @type {string} */ text) =>
      `${okOf(`${page.name}: ${what}`) ? '' : '✖ '}${text}`;
    row(
      [
        page.name,
        mark('initial JS', kb(page.js.bytes)),
        mark(
          'JS before hydration',
          `${kb(page.hydration.bytes)} in ${page.hydration.files.length}`,
        ),
        mark('CSS', kb(page.css.bytes + page.css.inline)),
        mark('HTML', kb(page.html.bytes)),
        page.requests,
      ],
      w,
    );
  }
  row(
    [
      'budget',
      kb(budgets.initialJs),
      kb(budgets.hydrationJs),
      kb(budgets.css),
      kb(budgets.html),
      '',
    ],
    w,
  );
  lines.push(
    "  before hydration: the initial JS and the chunks the entry loads before it hydrates (the page's own; the eGift form or the standard cards' parts)",
  );
  const largestLazy = wire.lazy[0];
  lines.push(
    `lazy chunks: ${wire.lazy.length}, largest ${largestLazy ? `${largestLazy.name} ${kb(largestLazy.bytes)}` : '–'} (budget ${kb(budgets.lazyChunk)} each)`,
  );
  for (const chunk of wire.lazy.filter((c) => c.bytes > budgets.lazyChunk)) {
    lines.push(`  ✖ ${chunk.name} (${chunk.file}) ${kb(chunk.bytes)} > ${kb(budgets.lazyChunk)}`);
  }
  const uncompressed = [...wire.pages.flatMap((p) => [...p.js.files, ...p.css.files]), ...wire.lazy]
    .filter((a) => a.encoding === 'identity' && a.raw > 1024)
    .map((a) => a.file);
  if (uncompressed.length > 0)
    lines.push(`  ! sent uncompressed: ${[...new Set(uncompressed)].join(', ')}`);

  const standard = wire.pages.find((p) => p.path === PRODUCT_PATH) ?? wire.pages[0];
  if (!standard) throw new Error('no page measured'); // measureWire measures every one of PAGES
  const breakdown = initialBreakdown(
    modulesByChunk,
    standard.js.files.map((f) => f.file),
    (file) => statSync(join(clientDir, file)).size,
  );
  result.bundle = breakdown;
  lines.push(
    '',
    `Initial JS of the standard page by package (${kb(breakdown.total)} minified, before compression)`,
  );
  for (const r of breakdown.rows.slice(0, 12)) {
    lines.push(
      `  ${kb(r.bytes).padStart(9)}  ${((100 * r.bytes) / (breakdown.total || 1)).toFixed(0).padStart(3)}%  ${r.group}`,
    );
  }

  if (!quick && wants('taps')) {
    console.error('[bench] first taps beside the floor…');
    const { benchTaps } = await import('./bench/tapsSection.mjs');
    const taps = await benchTaps({
      origin: server.origin,
      paths: { standard: PRODUCT_PATH, eGift: '/p/cairnfield-egift-card' },
      rounds: tapRounds,
      tbtRuns,
      budget: budgets.taps,
      outDir: join(root, `.tmp/bench-floor-${process.pid}`),
    });
    result.taps = taps.result;
    lines.push('', ...taps.lines);
  }

  if (!quick && SECTIONS.some((name) => name !== 'taps' && wants(name))) {
    const { runLighthouse } = await import('./bench/lighthouse.mjs');
    const { measureInteractions } = await import('./bench/interactions.mjs');
    const { measureThroughput } = await import('./bench/load.mjs');
    const url = `${server.origin}${PRODUCT_PATH}`;

    // Throughput first, on a machine nothing of the bench's own is loading yet (Chromium from the
    // runs below lingered into it); it is printed last.
    if (wants('throughput')) {
      console.error('[bench] throughput…');
      // The same page from one process (WEB_CONCURRENCY=1), beside it, for the all-cores ratio.
      const single = await startServer({
        root,
        distDir: distDir ?? undefined,
        dataDir: join(root, `.data/bench-single-${process.pid}`),
        env: { WEB_CONCURRENCY: '1' },
      });
      try {
        result.throughput = await measureThroughput({
          origin: server.origin,
          singleOrigin: single.origin,
          path: PRODUCT_PATH,
          staticPath: `/${standard.js.files[0]?.file ?? ''}`,
          root,
          distDir: distDir ?? join(root, 'dist'),
          rounds: throughputRounds,
        });
      } finally {
        await single.stop();
      }
    }
    if (wants('telemetry')) {
      console.error('[bench] logs and metrics on and off…');
      const { measureTelemetryCost } = await import('./bench/telemetryCost.mjs');
      result.telemetry = await measureTelemetryCost({
        root,
        distDir,
        path: PRODUCT_PATH,
        rounds: Number(option('--telemetry-rounds', '9')),
        seconds: Number(option('--telemetry-seconds', '5')),
        processes: process.env.WEB_CONCURRENCY || String(availableParallelism()),
        together: flag('--telemetry-together'),
      });
    }

    if (wants('lighthouse')) {
      console.error(`[bench] Lighthouse, ${runs} runs per preset…`);
      result.lighthouse = await runLighthouse(url, runs);
      lines.push(...lighthouseLines(result.lighthouse, runs, PRODUCT_PATH));
    }

    if (wants('interactions')) {
      console.error('[bench] interaction latency…');
      result.interactions = await measureInteractions(url, runs);
      lines.push(
        '',
        'Interaction latency, 4x CPU slowdown (Event Timing duration, median of runs)',
      );
      for (const r of result.interactions.rows) {
        lines.push(
          `  ${r.name.padEnd(34)} ${ms(r.duration).padStart(8)}${r.note ? `  ${r.note}` : ''}`,
        );
      }
    }

    if (wants('visit')) {
      console.error('[bench] whole visit at 4x…');
      const { measureVisits } = await import('./bench/visit.mjs');
      const entryFile = standard.js.files[0]?.file.split('/').pop() ?? 'main-';
      result.visit = await measureVisits(
        server.origin,
        PAGES.filter((p) => p.name === 'standard' || p.name === 'eGift'),
        runs,
        entryFile,
      );
      const v = budgets.visit;
      lines.push(
        '',
        `Whole visit, 4x CPU slowdown, until network idle (median of ${runs}; JS and files checked, timings reported)`,
      );
      const vw = [14, 22, 18, 12, 8];
      row(['page', 'longest task after', 'entry evaluation', 'JS', 'files'], vw);
      row(['', 'the entry (hydration)', '(before it)', '', ''], vw);
      for (const p of result.visit.pages) {
        const over = (/** @type {boolean} */ ok) => (ok ? '' : '✖ ');
        const maxFiles = p.name === 'eGift' ? v.eGiftFiles : v.files;
        // Bytes and files are the same from run to run: over them fails the bench.
        // A figure not measured (null) compares as 0, as it always has.
        const jsBytes = p.jsBytes ?? 0;
        const jsFiles = p.jsFiles ?? 0;
        if (jsBytes > v.js || jsFiles > maxFiles) failed = true;
        row(
          [
            p.name,
            `${over((p.longestAfterEntry ?? 0) <= v.longestTaskMs)}${ms(p.longestAfterEntry)}`,
            ms(p.entryEvaluation),
            `${over(jsBytes <= v.js)}${kb(jsBytes)}`,
            `${over(jsFiles <= maxFiles)}${p.jsFiles}`,
          ],
          vw,
        );
      }
      row(['target', ms(v.longestTaskMs), '', kb(v.js), `${v.files} (eGift ${v.eGiftFiles})`], vw);
    }

    if (result.throughput) {
      const processes = Number(process.env.WEB_CONCURRENCY || availableParallelism());
      result.throughput.processes = processes;
      lines.push(...throughputLines(result.throughput, processes, PRODUCT_PATH));
    }
    if (result.telemetry) {
      const { formatTelemetryCost } = await import('./bench/telemetryCost.mjs');
      lines.push('', ...formatTelemetryCost(result.telemetry));
    }

    // Last: its uploads and slow clients load the server (docs/security.md).
    if (wants('limits')) {
      console.error('[bench] request limits under abuse…');
      const { measureLimits } = await import('./bench/limits.mjs');
      const { formatLimits } = await import('./bench/limitsReport.mjs');
      result.limits = await measureLimits({ origin: server.origin, primaryPid: server.primaryPid });
      lines.push('', ...formatLimits(result.limits));
    }
  }
} catch (error) {
  failed = true;
  lines.push(`✖ bench failed: ${error instanceof Error ? error.stack : error}`);
} finally {
  await server.stop();
}

console.log(lines.join('\n'));
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(result, null, 2));
console.log(
  `\n${failed ? '✖ over budget (or the bench failed)' : '✔ within budget'}; JSON: ${outFile}`,
);
process.exit(failed ? 1 : 0);

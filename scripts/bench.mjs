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
// 3; the telemetry section's, default 5), --telemetry-turns (its two servers loaded in turn rather
// than at once), --dist DIR (measure a copy of dist/ started as `node DIR/server/main.js`; the budget
// test uses it), --out FILE (JSON path, default .tmp/bench.json), --tap-rounds N (interleaved loads
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
import { startServer } from './bench/server.mjs';
import { checkBudgets, measureWire } from './bench/wire.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
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
const wants = (name) => onlyList.length === 0 || onlyList.includes(name);
const tapRounds = Number(option('--tap-rounds', '5'));
const tbtRuns = Number(option('--tbt-runs', '5'));
const runs = Number(option('--runs', '3'));
const throughputRounds = Number(option('--load-rounds', '3'));
const distDir = option('--dist', null) ? resolve(option('--dist')) : null;
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

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);

if (!distDir && (flag('--build') || !existsSync(join(clientDir, '.vite/manifest.json')))) {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const budgets = JSON.parse(readFileSync(join(root, 'scripts/budgets.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
const modulesPath = join(clientDir, '.vite/modules.json');
const modulesByChunk = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};

// As `npm start` serves: one process per core (WEB_CONCURRENCY when set).
const server = await startServer({
  root,
  distDir,
  dataDir: join(root, `.data/bench-${process.pid}`),
  env: { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || String(availableParallelism()) },
});
const result = { when: new Date().toISOString(), quick, origin: server.origin, budgets };
let failed = false;
const lines = [];
const row = (cells, widths) =>
  lines.push(
    cells
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  '),
  );

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
  const okOf = (what) => checks.find((c) => c.what === what)?.ok !== false;

  const w = [14, 11, 17, 11, 11, 9];
  lines.push('Bytes on the wire (Accept-Encoding: gzip, deflate, br, zstd; 1 KB = 1000 bytes)');
  row(['page', 'initial JS', 'before hydration', 'CSS', 'HTML', 'requests'], w);
  for (const page of wire.pages) {
    const mark = (what, text) => `${okOf(`${page.name}: ${what}`) ? '' : '✖ '}${text}`;
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
        distDir,
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
        rounds: Number(option('--load-rounds', '5')),
        processes: process.env.WEB_CONCURRENCY || String(availableParallelism()),
        turns: flag('--telemetry-turns'),
      });
    }

    if (wants('lighthouse')) {
      console.error(`[bench] Lighthouse, ${runs} runs per preset…`);
      result.lighthouse = await runLighthouse(url, runs);
      lines.push(
        '',
        `Lighthouse 12, ${PRODUCT_PATH}, median of ${runs} (perf / a11y / best practices / SEO)`,
      );
      const lw = [9, 20, 9, 9, 7];
      row(['preset', 'scores', 'LCP', 'TBT', 'CLS'], lw);
      const { floor, ...presets } = result.lighthouse;
      for (const [preset, r] of Object.entries(presets)) {
        row([preset, r.scores.join(' / '), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3)], lw);
      }
      row(
        [
          'floor',
          `${floor.scores[0]} (performance)`,
          ms(floor.lcp),
          ms(floor.tbt),
          floor.cls.toFixed(3),
        ],
        lw,
      );
      lines.push(
        '  floor: the mobile preset on a bare page (a heading and a paragraph; no script, no style)',
        `  TBT of each run (ms): mobile ${presets.mobile.tbts.join(', ')}; floor ${floor.tbts.join(', ')}`,
      );
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
        const over = (ok) => (ok ? '' : '✖ ');
        const maxFiles = p.name === 'eGift' ? v.eGiftFiles : v.files;
        // Bytes and files are the same from run to run: over them fails the bench.
        if (p.jsBytes > v.js || p.jsFiles > maxFiles) failed = true;
        row(
          [
            p.name,
            `${over(p.longestAfterEntry <= v.longestTaskMs)}${ms(p.longestAfterEntry)}`,
            ms(p.entryEvaluation),
            `${over(p.jsBytes <= v.js)}${kb(p.jsBytes)}`,
            `${over(p.jsFiles <= maxFiles)}${p.jsFiles}`,
          ],
          vw,
        );
      }
      row(['target', ms(v.longestTaskMs), '', kb(v.js), `${v.files} (eGift ${v.eGiftFiles})`], vw);
    }

    if (result.throughput) {
      const t = result.throughput;
      const processes = Number(process.env.WEB_CONCURRENCY || availableParallelism());
      t.processes = processes;
      lines.push(
        '',
        `Throughput, ${t.generator}, 10 connections x 10 s, ${processes} page server processes and one, ${t.rounds} interleaved rounds, medians (load average at start ${t.loadAverage})`,
      );
      const tw = [28, 10, 9, 9, 8];
      row(['', 'req/s', 'p50', 'p99', 'non-2xx'], tw);
      /** One measured route's row; `non2xx` is left blank for the ceiling (no HTTP there). */
      const loadRow = (label, r, non2xx = r.non2xx) =>
        row([label.slice(0, 28), r.rps.toFixed(0), ms(r.p50), ms(r.p99), non2xx], tw);
      loadRow(`SSR GET ${PRODUCT_PATH}`, t.ssr);
      loadRow('  one process (1 core)', t.oneCore);
      loadRow(`static ${t.staticPath.split('/').pop()}`, t.static);
      loadRow('  one process (1 core)', t.oneCoreStatic);
      loadRow('renderToString (ceiling)', t.ceiling, '');
      const rps = (r) => r.rps.toFixed(0);
      lines.push(
        `  SSR / static: ${(100 * t.ratio).toFixed(1)}% (one process ${(100 * t.oneCoreRatio).toFixed(1)}%)   SSR / ceiling (one core): ${((100 * t.oneCore.rps) / t.ceiling.rps).toFixed(0)}%   all cores / one core: ${t.scaling.toFixed(2)}x`,
        `  the static file, all cores / one core: ${t.staticScaling.toFixed(2)}x (the load generator shares the machine's cores)`,
        `  rounds (page all / one, static all / one, req/s): ${t.perRound.map((r) => `${rps(r.ssr)}/${rps(r.oneCore)}, ${rps(r.static)}/${rps(r.oneCoreStatic)}`).join('; ')}`,
      );
    }
    if (result.telemetry) {
      const { formatTelemetryCost } = await import('./bench/telemetryCost.mjs');
      lines.push('', ...formatTelemetryCost(result.telemetry));
    }

    // Last: its uploads and slow clients load the server (docs/security.md).
    if (wants('limits')) {
      console.error('[bench] request limits under abuse…');
      const { measureLimits, formatLimits } = await import('./bench/limits.mjs');
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

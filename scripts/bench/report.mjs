// @ts-check
// The bench's printed figures (scripts/bench.mjs): kilobytes, milliseconds, a table's row, and the
// sections printed from a figure already measured (Lighthouse's, the throughput's), and what the
// bench writes to its JSON.

/** @typedef {typeof import('../budgets.json')} Budgets */
/** @typedef {Awaited<ReturnType<typeof import('./load.mjs').measureThroughput>>} Throughput */
/** @typedef {Awaited<ReturnType<typeof import('./lighthouse.mjs').runLighthouse>>} Lighthouse */
/**
 * What the bench writes to .tmp/bench.json (each section's figures once it ran).
 * @typedef {{
 *   when: string,
 *   quick: boolean,
 *   origin: string,
 *   budgets: Budgets,
 *   server?: { reactBuild: string, shellNodeEnv: string },
 *   wire?: Awaited<ReturnType<typeof import('./wire.mjs').measureWire>>,
 *   budgetChecks?: ReturnType<typeof import('./wire.mjs').checkBudgets>,
 *   bundle?: ReturnType<typeof import('./bundle.mjs').initialBreakdown>,
 *   taps?: Awaited<ReturnType<typeof import('./tapsSection.mjs').benchTaps>>['result'],
 *   throughput?: Throughput & { processes?: number },
 *   telemetry?: Awaited<ReturnType<typeof import('./telemetryCost.mjs').measureTelemetryCost>>,
 *   lighthouse?: Lighthouse,
 *   interactions?: Awaited<ReturnType<typeof import('./interactions.mjs').measureInteractions>>,
 *   visit?: Awaited<ReturnType<typeof import('./visit.mjs').measureVisits>>,
 *   limits?: import('./limitsReport.mjs').Limits,
 * }} BenchResult
 */

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** @param {number | null | undefined} value */
export const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);

/**
 * A table's row: the first cell padded on the right, the others on the left, to `widths`.
 * @param {readonly (string | number)[]} cells
 * @param {readonly number[]} widths
 */
export const rowText = (cells, widths) =>
  cells
    .map((c, i) =>
      i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0),
    )
    .join('  ');

/**
 * Lighthouse's table: each preset's median run beside the bare page's (the floor).
 * @param {Lighthouse} lighthouse
 * @param {number} runs
 * @param {string} path
 */
export function lighthouseLines(lighthouse, runs, path) {
  const lines = [
    '',
    `Lighthouse 12, ${path}, median of ${runs} (perf / a11y / best practices / SEO)`,
  ];
  const lw = [9, 20, 9, 9, 7];
  lines.push(rowText(['preset', 'scores', 'LCP', 'TBT', 'CLS'], lw));
  const { floor, ...presets } = lighthouse;
  for (const [preset, r] of Object.entries(presets)) {
    lines.push(rowText([preset, r.scores.join(' / '), ms(r.lcp), ms(r.tbt), r.cls.toFixed(3)], lw));
  }
  if (!floor) return lines; // runLighthouse measures the floor after every preset
  lines.push(
    rowText(
      [
        'floor',
        `${floor.scores[0]} (performance)`,
        ms(floor.lcp),
        ms(floor.tbt),
        floor.cls.toFixed(3),
      ],
      lw,
    ),
    '  floor: the mobile preset on a bare page (a heading and a paragraph; no script, no style)',
    `  TBT of each run (ms): mobile ${presets.mobile?.tbts.join(', ')}; floor ${floor.tbts.join(', ')}`,
  );
  return lines;
}

/**
 * The throughput's table: the page and the static file from every core and from one process, the
 * renderToString ceiling, their ratios and each round's figures.
 * @param {Throughput} t
 * @param {number} processes
 * @param {string} path
 */
export function throughputLines(t, processes, path) {
  const lines = [
    '',
    `Throughput, ${t.generator}, 10 connections x 10 s, ${processes} page server processes and one, ${t.rounds} interleaved rounds, medians (load average at start ${t.loadAverage})`,
  ];
  const tw = [28, 10, 9, 9, 8];
  lines.push(rowText(['', 'req/s', 'p50', 'p99', 'non-2xx'], tw));
  /**
   * One measured route's row; `non2xx` is left blank for the ceiling (no HTTP there).
   * @param {string} label
   * @param {{ rps: number, p50: number, p99: number, non2xx: number }} r
   * @param {number | string} [non2xx]
   */
  const loadRow = (label, r, non2xx = r.non2xx) =>
    lines.push(rowText([label.slice(0, 28), r.rps.toFixed(0), ms(r.p50), ms(r.p99), non2xx], tw));
  loadRow(`SSR GET ${path}`, t.ssr);
  loadRow('  one process (1 core)', t.oneCore);
  loadRow(`static ${t.staticPath.split('/').pop()}`, t.static);
  loadRow('  one process (1 core)', t.oneCoreStatic);
  loadRow('renderToString (ceiling)', t.ceiling, '');
  const rps = (/** @type {{ rps: number }} */ r) => r.rps.toFixed(0);
  const percent = (/** @type {number | null} */ ratio) => (100 * (ratio ?? NaN)).toFixed(1);
  lines.push(
    `  SSR / static: ${percent(t.ratio)}% (one process ${percent(t.oneCoreRatio)}%)   SSR / ceiling (one core): ${((100 * t.oneCore.rps) / t.ceiling.rps).toFixed(0)}%   all cores / one core: ${(t.scaling ?? NaN).toFixed(2)}x`,
    `  the static file, all cores / one core: ${(t.staticScaling ?? NaN).toFixed(2)}x (the load generator shares the machine's cores)`,
    `  rounds (page all / one, static all / one, req/s): ${t.perRound.map((r) => `${rps(r.ssr)}/${rps(r.oneCore)}, ${rps(r.static)}/${rps(r.oneCoreStatic)}`).join('; ')}`,
  );
  return lines;
}

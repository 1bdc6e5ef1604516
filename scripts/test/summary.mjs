// @ts-check
// What `npm test` prints at its end (scripts/test.mjs): the counts of every test runner's JSON
// report, each step's time, the ten slowest test files across Vitest and Playwright, so a slow
// file is seen where it appears rather than guessed at, and every failed test with the first line
// of its error, so the end of a CI log says what failed without its scrolled-off middle.
import { readFileSync } from 'node:fs';

/**
 * @typedef {import('./schedule.mjs').StepResult} StepResult
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ file: string, label: string, seconds: number }} FileTime
 * The parts of Vitest's JSON report counted here.
 * @typedef {{
 *   numPassedTests?: number,
 *   numFailedTests?: number,
 *   numPendingTests?: number,
 *   numTodoTests?: number,
 *   testResults?: {
 *     name?: string,
 *     status?: string,
 *     message?: string,
 *     assertionResults?: { fullName?: string, status?: string, failureMessages?: string[] }[],
 *   }[],
 * }} VitestReport
 * @typedef {{
 *   projectName?: string,
 *   status?: string,
 *   results?: { duration?: number, error?: { message?: string } }[],
 * }} PlaywrightTest
 * @typedef {{
 *   title?: string,
 *   file?: string,
 *   specs?: { title?: string, file?: string, line?: number, tests?: PlaywrightTest[] }[],
 *   suites?: PlaywrightSuite[],
 * }} PlaywrightSuite
 * @typedef {{ where: string, title: string, error: string }} FailedTest
 * The parts of Playwright's JSON report counted and timed here.
 * @typedef {{
 *   stats?: { expected?: number, unexpected?: number, flaky?: number, skipped?: number },
 *   suites?: PlaywrightSuite[],
 * }} PlaywrightReport
 */

/**
 * A JSON file's value, or null when it is missing or not JSON (a step that wrote no report).
 * @param {string} file
 * @returns {unknown}
 */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Passed, failed and skipped tests of Vitest's JSON reports and Playwright's.
 * @param {(VitestReport | null)[]} vitestReports
 * @param {PlaywrightReport | null} playwrightReport
 * @returns {Counts}
 */
export function countTests(vitestReports, playwrightReport) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const report of vitestReports) {
    if (!report) continue;
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const stats = playwrightReport?.stats;
  if (stats) {
    counts.passed += stats.expected ?? 0;
    counts.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    counts.skipped += stats.skipped ?? 0;
  }
  return counts;
}

/**
 * The first line of an error that says something, without the terminal's colours.
 * @param {string | undefined} text
 */
function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- the colour codes are what is taken out
  const plain = (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 199)}…` : trimmed;
}

/**
 * Every failed test: a Vitest test (or a file that failed before its tests ran) and a Playwright
 * test that failed or passed only on a retry, each with where it is and its error's first line.
 * @param {(VitestReport | null)[]} vitestReports
 * @param {PlaywrightReport | null} playwrightReport
 * @param {string} [root] taken off the front of Vitest's absolute file names
 * @returns {FailedTest[]}
 */
export function failedTests(vitestReports, playwrightReport, root = '') {
  /** @type {FailedTest[]} */
  const failed = [];
  for (const report of vitestReports) {
    for (const file of report?.testResults ?? []) {
      const where = (file.name ?? '').startsWith(root)
        ? (file.name ?? '').slice(root.length)
        : (file.name ?? '');
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of tests) {
        failed.push({
          where,
          title: test.fullName ?? '',
          error: firstLine(test.failureMessages?.[0]),
        });
      }
      if (tests.length === 0 && file.status === 'failed') {
        failed.push({ where, title: '(the file)', error: firstLine(file.message) });
      }
    }
  }
  /** @type {(suite: PlaywrightSuite, titles: string[]) => void} */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).find((r) => r.error)?.error?.message;
        failed.push({
          where: `e2e/${spec.file}:${spec.line} [${test.projectName}]`,
          title: [...titles, spec.title].join(' › ') + (test.status === 'flaky' ? ' (flaky)' : ''),
          error: firstLine(error),
        });
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of playwrightReport?.suites ?? []) walk(suite, []);
  return failed;
}

/**
 * Every test file's time: a Vitest file's as scripts/test/fileTimesReporter.ts wrote it (from its
 * environment to its last hook); a Playwright file's as the sum of its tests' runs, per project.
 * @param {(FileTime[] | null)[]} vitestTimes
 * @param {PlaywrightReport | null} playwrightReport
 * @returns {FileTime[]}
 */
export function fileTimes(vitestTimes, playwrightReport) {
  const times = vitestTimes.flatMap((list) => (Array.isArray(list) ? list : []));
  /** @type {Map<string, number>} */
  const perFile = new Map();
  /** @type {(suite: PlaywrightSuite, file: string | undefined) => void} */
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${file}\u0000${test.projectName}`;
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(key, (perFile.get(key) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of playwrightReport?.suites ?? []) walk(suite, suite.file ?? suite.title);
  for (const [key, ms] of perFile) {
    const [file, project] = key.split('\u0000');
    times.push({ file: `e2e/${file}`, label: `playwright ${project}`, seconds: ms / 1000 });
  }
  return times;
}

/**
 * The `count` slowest files, slowest first.
 * @param {FileTime[]} times
 */
export function slowest(times, count = 10) {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/**
 * The lines printed at the end of `npm test`.
 * @param {{
 *   results: StepResult[],
 *   counts: Counts,
 *   times: FileTime[],
 *   failed?: FailedTest[],
 *   wallSeconds: number,
 *   slots: number,
 * }} input
 */
export function summaryLines({ results, counts, times, failed = [], wallSeconds, slots }) {
  const lines = ['', '━━ summary ━━'];
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of [...results].sort((a, b) => a.startedAt - b.startedAt)) {
    // Where the system tells them: the step's CPU time (all its processes) and the load average
    // as it started, to tell a step that computes from one that waits or was crowded out.
    const cpu = typeof r.cpuSeconds === 'number' ? `, cpu ${r.cpuSeconds.toFixed(0)} s` : '';
    const load = typeof r.load === 'number' ? `, load ${r.load.toFixed(1)}` : '';
    lines.push(
      `${r.ok ? '✔' : '✖'} ${r.name.padEnd(width)}  ${r.seconds.toFixed(1).padStart(6)} s` +
        `  (from ${r.startedAt.toFixed(0)} s${cpu}${load})`,
    );
  }
  const busy = results.reduce((sum, r) => sum + r.seconds, 0);
  const cpuTimes = results.map((r) => r.cpuSeconds);
  const cpu = cpuTimes.every((c) => typeof c === 'number')
    ? ` and ${cpuTimes.reduce((sum, c) => sum + c, 0).toFixed(0)} s of CPU`
    : '';
  lines.push(
    `wall time ${wallSeconds.toFixed(0)} s for ${busy.toFixed(0)} s of steps${cpu} (${slots} at once, TEST_JOBS)`,
  );
  if (times.length > 0) {
    lines.push('', 'slowest test files:');
    for (const t of slowest(times)) {
      lines.push(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.file}  [${t.label}]`);
    }
  }
  if (failed.length > 0) {
    lines.push('', 'failed tests:');
    for (const f of failed) lines.push(`  ✖ ${f.where}  ${f.title}`, `      ${f.error}`);
  }
  lines.push(
    '',
    `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
  return lines;
}

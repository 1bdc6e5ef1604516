// @ts-check
// `npm test`: the whole suite. The steps: the static checks (typecheck, lint with its import-cycle
// check, format, knip); the unit, component, property and API tests (Vitest: jsdom for what needs
// a page, Node for the rest, PGlite and PostgreSQL); the story tests with axe in Chromium in four
// themes (brand, high contrast, dark, a createTheme brand) and visual baselines in the first two;
// the visual review end to end; the production build; the design system as a package; the byte
// budgets of the built server (npm run bench -- --quick); the W3C Nu HTML Checker over every page
// type of the built server (scripts/vnu.mjs, needs Java); the end-to-end tests in Chromium against
// the built server; the shopper's journeys in Firefox ESR and WebKitGTK (engines/; in Chromium
// they are end-to-end tests already).
//
// Two at a time (TEST_JOBS, default 2, the machine's cores; scripts/test/schedule.mjs), each as
// soon as what it needs has ended, never two browser steps at once: the browser steps one after
// another (the story tests from the start), the Node steps beside them (scripts/test/order.mjs
// says the order and why). Every step runs even if one failed, so one run shows everything; the
// exit code is non-zero if any step failed. At the end: each step's time and the ten slowest test
// files (scripts/test/summary.mjs), with each step's CPU time and the load average as it started,
// to tell a step that computes from one that waits. TEST_JOBS=1 runs the steps one after another
// with their output live.
import { mkdirSync, rmSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { engineVersions, exportPaths, findBrowsers } from './browsers.mjs';
import { ORDER } from './test/order.mjs';
import { TYPECHECK } from './test/typecheck.mjs';
import { runSteps, slotCount } from './test/schedule.mjs';
import { countTests, failedTests, fileTimes, readJson, summaryLines } from './test/summary.mjs';
import { RUN_DIR, STORIES_MANIFEST, STORY_PROJECT } from './visual/paths.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = `${root}.tmp`;
mkdirSync(tmp, { recursive: true });

try {
  // Every engine's binaries (installed from Debian's packages when missing and allowed), passed
  // to the steps through their variables (CHROMIUM_PATH, FIREFOX_PATH, …).
  const browsers = findBrowsers();
  exportPaths(browsers);
  console.log(`[test] engines: ${engineVersions(browsers)}`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const vitestJson = `${tmp}/vitest-results.json`;
const serverJson = `${tmp}/vitest-server-results.json`;
const apiJson = `${tmp}/vitest-api-results.json`;
const storiesJson = `${tmp}/vitest-stories-results.json`;
const playwrightJson = `${tmp}/playwright-results.json`;
const enginesJson = `${tmp}/vitest-engines-results.json`;
const visualReviewJson = `${tmp}/vitest-visual-review-results.json`;
for (const file of [
  vitestJson,
  serverJson,
  apiJson,
  storiesJson,
  playwrightJson,
  enginesJson,
  visualReviewJson,
]) {
  rmSync(file, { force: true });
}
// What the story tests and the screen-reader tests saw, for the visual review's report.
rmSync(RUN_DIR, { recursive: true, force: true });

/**
 * A Vitest step's command; its files' times go to .tmp/file-times-<id>.json (the summary's).
 * @param {string[]} projects
 * @param {string} outputFile
 * @param {string[]} [reporters]
 */
const vitest = (projects, outputFile, reporters = []) => [
  'npx',
  '--no-install',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  ...reporters.map((r) => `--reporter=${r}`),
  '--reporter=./scripts/test/fileTimesReporter.ts',
  `--outputFile.json=${outputFile}`,
];

/**
 * Each step's command; the order they start in, what each needs and which drive a browser are
 * scripts/test/order.mjs's.
 * @type {Omit<import('./test/schedule.mjs').Step, 'needs' | 'browser'>[]}
 */
const commands = [
  {
    // 'unit' (jsdom) and 'unit-node': the page, the design system, the server's rules;
    // 'scripts': the accessibility audit's regression test (one Chromium over fixture pages) and
    // the scripts' own tests. The page server's own tests ('server') and the shop API ('api') are
    // steps of their own, so the two slots share the long vitest runs rather than one slot
    // running them all in a row.
    id: 'unit',
    name: 'unit, component and property tests (vitest: jsdom and node)',
    cmd: vitest(['unit', 'unit-node', 'scripts'], vitestJson),
    // What each screen-reader test heard, for the visual review (scripts/visual/captureTranscripts.ts).
    env: { VISUAL_TRANSCRIPTS_DIR: `${RUN_DIR}/transcripts` },
    after: visualReport,
  },
  { id: 'typecheck', name: 'typecheck', cmd: TYPECHECK },
  {
    id: 'lint',
    name: 'lint',
    cmd: ['npx', '--no-install', 'eslint', '--max-warnings', '0', '.'],
  },
  {
    id: 'format',
    name: 'format',
    cmd: ['npx', '--no-install', 'prettier', '--check', '--log-level', 'warn', '.'],
  },
  // Unused files, exports and dependencies (knip.json says what the entries are); import cycles
  // are the lint step's (import-x/no-cycle).
  { id: 'knip', name: 'unused code (knip)', cmd: ['npx', '--no-install', 'knip'] },
  {
    // The page server as it runs (real HTTP servers, the built server, its cluster), two files at
    // a time (vite.config.ts).
    id: 'server',
    name: 'page server tests (vitest: node, real servers)',
    cmd: vitest(['server'], serverJson),
  },
  { id: 'build', name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  // The design system as another shop installs it (design-system/README.md).
  {
    id: 'package',
    name: 'design-system package (build, publint, attw, a consumer app in Chromium)',
    cmd: ['node', 'scripts/design-system-package.mjs'],
  },
  {
    // Every theme's project (.storybook/storyThemes.ts: axe in all four, screenshots in brand and
    // high contrast). A story without a baseline fails (it is never given one silently); the
    // reporter lists the stories for the visual review. Every story file in one page
    // (.storybook/vitest.cleanup.ts takes away what a story leaves).
    id: 'stories',
    name: 'story tests (vitest: Chromium, every theme)',
    cmd: vitest([STORY_PROJECT], storiesJson, ['./scripts/visual/reporter.ts']),
    env: { UPDATE_SNAPSHOT: 'none' },
    after: visualReport,
  },
  // Bytes on the wire of the built server against scripts/budgets.json (README "Performance").
  {
    id: 'bench',
    name: 'byte budgets (bench --quick)',
    cmd: ['node', 'scripts/bench.mjs', '--quick'],
  },
  {
    id: 'vnu',
    name: 'HTML conformance (W3C Nu HTML Checker)',
    cmd: ['node', 'scripts/vnu.mjs'],
  },
  {
    id: 'e2e',
    name: 'end-to-end tests (playwright)',
    cmd: ['npx', '--no-install', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
  {
    // The shop API over HTTP on PGlite and PostgreSQL (one file at a time: they share the
    // throwaway PostgreSQL server).
    id: 'api',
    name: 'shop API tests (vitest: node, PGlite and PostgreSQL)',
    cmd: vitest(['api'], apiJson),
  },
  {
    // Firefox ESR and WebKitGTK: Chromium's run of the same journeys is the end-to-end tests' own
    // (each journey has its Playwright test there, docs/cross-engine-journeys.md), so the suite
    // does not run it again; `npm run test:engines` runs all three.
    id: 'engines',
    name: 'cross-engine journeys (vitest: Firefox ESR, WebKitGTK)',
    cmd: [...vitest(['engines'], enginesJson), 'engines/firefox.test.ts', 'engines/webkit.test.ts'],
  },
  {
    // The review itself, end to end in a scratch copy: a token changed, the report, one accept.
    // It runs in its own copy (its own .tmp/visual-run), so the story tests' run is not its.
    id: 'visual-review',
    name: 'visual review (a token changed in a scratch copy; vitest: node + Chromium)',
    cmd: vitest(['visual-review'], visualReviewJson),
  },
];

/**
 * After the story tests and the unit tests (the screen-reader transcripts), whichever ends last:
 * when a screenshot or a transcript differs from its baseline (or a story has none), the visual
 * review's report of this very run (docs/visual-review.md), and where it is: the images, not a
 * pixel count.
 */
let visualSources = 2;
async function visualReport() {
  visualSources -= 1;
  if (visualSources > 0 || !existsSync(STORIES_MANIFEST)) return;
  await new Promise((resolve) => {
    const child = spawn('node', ['scripts/visual.mjs', '--no-run', '--if-changed'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', resolve);
    child.on('error', resolve);
  });
}

const steps = ORDER.map(({ id, needs, browser }) => {
  const command = commands.find((c) => c.id === id);
  if (!command) throw new Error(`scripts/test/order.mjs names a step with no command: ${id}`);
  return { ...command, needs, browser };
});
for (const { id } of commands) {
  if (!steps.some((step) => step.id === id)) throw new Error(`a step not in order.mjs: ${id}`);
}

/** @param {{ id: string }} step */
const fileTimesOf = (step) => `${tmp}/file-times-${step.id}.json`;
for (const step of steps) {
  rmSync(fileTimesOf(step), { force: true });
  if (step.cmd.includes('vitest')) step.env = { ...step.env, TEST_FILE_TIMES: fileTimesOf(step) };
}

const slots = slotCount();
const started = Date.now();
const results = await runSteps(steps, { slots, cwd: root, logDir: `${tmp}/test-logs` });

// The runners' own JSON reports (what summary.mjs reads of them), or null where a step wrote none.
const playwright = /** @type {import('./test/summary.mjs').PlaywrightReport | null} */ (
  readJson(playwrightJson)
);
const vitestReports = [
  vitestJson,
  serverJson,
  apiJson,
  storiesJson,
  visualReviewJson,
  enginesJson,
].map((file) => /** @type {import('./test/summary.mjs').VitestReport | null} */ (readJson(file)));
const counts = countTests(vitestReports, playwright);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps; // a failed typecheck/lint/build counts
const lines = summaryLines({
  results,
  counts,
  times: fileTimes(
    steps.map(
      (step) =>
        /** @type {import('./test/summary.mjs').FileTime[] | null} */ (readJson(fileTimesOf(step))),
    ),
    playwright,
  ),
  failed: failedTests(vitestReports, playwright, root),
  wallSeconds: (Date.now() - started) / 1000,
  slots,
});
console.log(lines.join('\n'));
process.exit(failedSteps > 0 ? 1 : 0);

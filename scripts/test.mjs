// `npm test`: the whole suite, in order: typecheck, lint, unit + component + API tests (jsdom and
// node), then story tests with axe in Chromium in four themes (brand, high contrast, dark, a
// createTheme brand) and visual baselines in the first two, production build, byte budgets of the
// built server (npm run bench -- --quick), the W3C Nu HTML Checker over every page type of the
// built server (scripts/vnu.mjs, needs Java), end-to-end tests in Chromium against the built
// server, then the shopper's journeys in Chromium, Firefox ESR and
// WebKitGTK against the built server (engines/). The jsdom tests run before the
// Chromium story projects, not beside them: on a 2-core machine the browsers starved the jsdom
// workers (role queries and axe call jsdom's getComputedStyle thousands of times per page) and a
// full-page test ran past its time-out. The four static checks (typecheck, lint with its import-cycle
// check, format, knip) each
// use one core, so they run side by side, their output printed whole as each ends. Every step runs even if an earlier one
// fails, so one run shows everything; the exit code is non-zero if any step failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { engineVersions, exportPaths, findBrowsers } from './browsers.mjs';
import { RUN_DIR, STORIES_MANIFEST, STORY_PROJECTS } from './visual/paths.mjs';

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
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const vitestJson = `${tmp}/vitest-results.json`;
const storiesJson = `${tmp}/vitest-stories-results.json`;
const playwrightJson = `${tmp}/playwright-results.json`;
const enginesJson = `${tmp}/vitest-engines-results.json`;
const visualReviewJson = `${tmp}/vitest-visual-review-results.json`;
for (const file of [vitestJson, storiesJson, playwrightJson, enginesJson, visualReviewJson]) {
  rmSync(file, { force: true });
}
// What the story tests and the screen-reader tests saw, for the visual review's report.
rmSync(RUN_DIR, { recursive: true, force: true });

const vitest = (projects, outputFile, reporters = []) => [
  'npx',
  '--no-install',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  ...reporters.map((r) => `--reporter=${r}`),
  `--outputFile.json=${outputFile}`,
];

const steps = [
  [
    { name: 'typecheck', cmd: ['npx', '--no-install', 'tsc', '--noEmit'] },
    { name: 'lint', cmd: ['npx', '--no-install', 'eslint', '--max-warnings', '0', '.'] },
    {
      name: 'format',
      cmd: ['npx', '--no-install', 'prettier', '--check', '--log-level', 'warn', '.'],
    },
    // Unused files, exports and dependencies (knip.json says what the entries are); import cycles
    // are the lint step's (import-x/no-cycle).
    { name: 'unused code (knip)', cmd: ['npx', '--no-install', 'knip'] },
  ],
  {
    // 'scripts': the accessibility audit's regression test (one Chromium over fixture pages).
    name: 'unit, component, property and API tests (vitest: jsdom and node)',
    cmd: vitest(['unit', 'api', 'scripts'], vitestJson),
    // What each screen-reader test heard, for the visual review (scripts/visual/captureTranscripts.ts).
    env: { VISUAL_TRANSCRIPTS_DIR: `${RUN_DIR}/transcripts` },
  },
  {
    // Every theme's project (.storybook/storyThemes.ts: axe in all four, screenshots in brand and
    // high contrast). A story without a baseline fails (it is never given one silently); the
    // reporter lists the stories for the visual review.
    name: 'story tests (vitest: Chromium, every theme)',
    cmd: vitest([STORY_PROJECTS], storiesJson, ['./scripts/visual/reporter.ts']),
    env: { UPDATE_SNAPSHOT: 'none' },
    after: visualReport,
  },
  {
    // The review itself, end to end in a scratch copy: a token changed, the report, one accept.
    name: 'visual review (a token changed in a scratch copy; vitest: node + Chromium)',
    cmd: vitest(['visual-review'], visualReviewJson),
  },
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  // The design system as another shop installs it (design-system/README.md).
  {
    name: 'design-system package (build, publint, attw, a consumer app in Chromium)',
    cmd: ['node', 'scripts/design-system-package.mjs'],
  },
  // Bytes on the wire of the built server against scripts/budgets.json (README "Performance").
  { name: 'byte budgets (bench --quick)', cmd: ['node', 'scripts/bench.mjs', '--quick'] },
  { name: 'HTML conformance (W3C Nu HTML Checker)', cmd: ['node', 'scripts/vnu.mjs'] },
  {
    name: 'end-to-end tests (playwright)',
    cmd: ['npx', '--no-install', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
  {
    name: 'cross-engine journeys (vitest: Chromium, Firefox ESR, WebKitGTK)',
    cmd: vitest(['engines'], enginesJson),
  },
];

/**
 * After the story tests: when a screenshot or a screen-reader transcript differs from its baseline
 * (or a story has none), the visual review's report of this very run (docs/visual-review.md), and
 * where it is: the images, not a pixel count.
 */
async function visualReport() {
  if (!existsSync(STORIES_MANIFEST)) return;
  await new Promise((resolve) => {
    const child = spawn('node', ['scripts/visual.mjs', '--no-run', '--if-changed'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', resolve);
    child.on('error', resolve);
  });
}

/** Runs one step; `captured` keeps its output to print whole when it ends (for side-by-side steps). */
function run(step, captured) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    let output = '';
    if (captured) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', async (code) => {
      if (captured) process.stdout.write(`\n━━ ${step.name} ━━\n${output}`);
      await step.after?.();
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
for (const step of steps) {
  if (Array.isArray(step)) {
    results.push(...(await Promise.all(step.map((each) => run(each, true)))));
  } else {
    console.log(`\n━━ ${step.name} ━━`);
    results.push(await run(step, false));
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of [vitestJson, storiesJson, visualReviewJson, enginesJson]) {
  const vitestResults = readJson(file);
  if (!vitestResults) continue;
  passed += vitestResults.numPassedTests ?? 0;
  failed += vitestResults.numFailedTests ?? 0;
  skipped += (vitestResults.numPendingTests ?? 0) + (vitestResults.numTodoTests ?? 0);
}
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  passed += playwright.stats.expected ?? 0;
  failed += (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0);
  skipped += playwright.stats.skipped ?? 0;
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && failed === 0) failed = failedSteps; // a failed typecheck/lint/build counts
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);

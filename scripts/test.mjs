// `npm test`: the whole suite, in order: typecheck, lint, unit + component + API tests (jsdom and
// node), story tests with axe and visual baselines in Chromium (both themes), production build,
// byte budgets of the built server (npm run bench -- --quick),
// end-to-end tests in Chromium against the built server. Every step runs even if an earlier one
// fails, so one run shows everything; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = `${root}.tmp`;
mkdirSync(tmp, { recursive: true });

try {
  process.env.CHROMIUM_PATH = findChromium();
  console.log(`[test] Chromium: ${process.env.CHROMIUM_PATH}`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

const vitestJson = `${tmp}/vitest-results.json`;
const playwrightJson = `${tmp}/playwright-results.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

const steps = [
  { name: 'typecheck', cmd: ['npx', '--no-install', 'tsc', '--noEmit'] },
  { name: 'lint', cmd: ['npx', '--no-install', 'eslint', '--max-warnings', '0', '.'] },
  {
    name: 'format',
    cmd: ['npx', '--no-install', 'prettier', '--check', '--log-level', 'warn', '.'],
  },
  {
    name: 'unit, component, API and story tests (vitest)',
    cmd: [
      'npx',
      '--no-install',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
  },
  { name: 'build', cmd: ['npm', 'run', '--silent', 'build'] },
  // Bytes on the wire of the built server against scripts/budgets.json (README "Performance").
  { name: 'byte budgets (bench --quick)', cmd: ['node', 'scripts/bench.mjs', '--quick'] },
  {
    name: 'end-to-end tests (playwright)',
    cmd: ['npx', '--no-install', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
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
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
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

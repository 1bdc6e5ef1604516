// @ts-check
// `npm run test:quick`: the quick loop before a commit (docs/testing.md). What the files changed
// since main touch, two at a time as `npm test` runs its steps (scripts/test/schedule.mjs):
//   - the type check of the whole project (TypeScript 7's tsc --noEmit: a change can break a file
//     it never names);
//   - eslint and prettier --check on the changed files;
//   - the unit, component and API tests related to the changed files (Vitest's --changed follows
//     the import graph from each changed file to the tests that import it, directly or not).
// Browsers, the build and the end-to-end tests are `npm test`'s. The base is where this branch
// left main (git merge-base HEAD main, else origin/main; TEST_QUICK_BASE=<ref> to choose), and
// "changed" means committed since then, staged, unstaged or new.
import { execFileSync } from 'node:child_process';
import { runSteps, slotCount } from './test/schedule.mjs';
import { TYPECHECK } from './test/typecheck.mjs';

const root = new URL('..', import.meta.url).pathname;
/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function base() {
  const candidates = process.env.TEST_QUICK_BASE
    ? [process.env.TEST_QUICK_BASE]
    : ['main', 'origin/main'];
  for (const ref of candidates) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      // not there: the next one
    }
  }
  throw new Error(`none of ${candidates.join(', ')} is a commit here: set TEST_QUICK_BASE=<ref>`);
}

const since = base();
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', since).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter(Boolean);
console.log(`test:quick: ${changed.length} files changed since ${since.slice(0, 10)}`);
if (changed.length === 0) process.exit(0);

const lintable = changed.filter((f) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(f));
const formattable = changed.filter((f) =>
  /\.(ts|tsx|mts|js|mjs|cjs|json|md|css|ya?ml|html)$/.test(f),
);
/** @param {string[]} args */
const npx = (...args) => ['npx', '--no-install', ...args];
/** Two at a time on two cores (TEST_JOBS to choose), as `npm test`. */
const slots = slotCount();

const steps = [
  {
    id: 'tests',
    name: 'tests related to the changes (vitest --changed: unit, unit-node, server, api, scripts)',
    cmd: npx(
      'vitest',
      'run',
      '--changed',
      since,
      ...['unit', 'unit-node', 'server', 'api', 'scripts'].flatMap((p) => ['--project', p]),
      '--passWithNoTests',
      // A worker per slot: Vitest's default on two cores is one, and the type check and the lint
      // beside it end within the first 15-30 s, leaving the other core idle while the product
      // page's jsdom files run one after another (docs/testing.md, "The quick loop").
      `--maxWorkers=${slots}`,
    ),
  },
  { id: 'typecheck', name: 'typecheck', cmd: TYPECHECK },
];
if (lintable.length > 0) {
  steps.push({
    id: 'lint',
    name: `lint (${lintable.length} files)`,
    cmd: npx('eslint', '--max-warnings', '0', '--no-warn-ignored', ...lintable),
  });
}
if (formattable.length > 0) {
  steps.push({
    id: 'format',
    name: `format (${formattable.length} files)`,
    cmd: npx('prettier', '--check', '--log-level', 'warn', '--ignore-unknown', ...formattable),
  });
}

const started = Date.now();
const results = await runSteps(steps, { slots, cwd: root, logDir: `${root}.tmp/test-quick-logs` });
console.log('\n━━ test:quick ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.name} (${r.seconds.toFixed(1)} s)`);
console.log(`in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

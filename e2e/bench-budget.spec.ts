import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// `npm run bench -- --quick` is the weight check in `npm test`. Here a copy of the build gets one
// deliberately over-budget lazy chunk (40 KB of incompressible bytes, listed in the manifest as a
// dynamic import), and the bench, measuring that copy's running server, must fail and name it.
test('an over-budget lazy chunk makes `npm run bench -- --quick` fail', () => {
  test.setTimeout(300_000);
  const copy = '.tmp/bench-budget-test/dist';
  rmSync('.tmp/bench-budget-test', { recursive: true, force: true });
  cpSync('dist', copy, { recursive: true });
  const manifestPath = `${copy}/client/.vite/manifest.json`;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, object>;
  manifest['page/fat-chunk.ts'] = {
    file: 'assets/fat-chunk-test.js',
    name: 'fat-chunk',
    src: 'page/fat-chunk.ts',
    isDynamicEntry: true,
  };
  writeFileSync(manifestPath, JSON.stringify(manifest));
  writeFileSync(`${copy}/client/assets/fat-chunk-test.js`, randomBytes(40_000));

  const run = spawnSync(
    process.execPath,
    ['scripts/bench.mjs', '--quick', '--dist', copy, '--out', '.tmp/bench-budget-test/bench.json'],
    // One page server process: what is measured is the bytes of the chunks, not the cluster.
    { encoding: 'utf8', timeout: 280_000, env: { ...process.env, WEB_CONCURRENCY: '1' } },
  );
  expect(run.status, run.stdout + run.stderr).toBe(1);
  expect(run.stdout, run.stderr).toMatch(
    /✖ fat-chunk \(assets\/fat-chunk-test\.js\) 40\.0 KB > 15\.0 KB/,
  );
  const result = JSON.parse(readFileSync('.tmp/bench-budget-test/bench.json', 'utf8')) as {
    budgetChecks: { what: string; bytes: number; ok: boolean }[];
  };
  expect(result.budgetChecks.filter((c) => !c.ok).map((c) => c.what)).toContain(
    'lazy chunk fat-chunk',
  );
  rmSync('.tmp/bench-budget-test', { recursive: true, force: true });
});

import { describe, expect, it } from 'vitest';
import { countTests, fileTimes, slowest, summaryLines } from './summary.mjs';

const ROOT = '/repo';
const unit = {
  numPassedTests: 5,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    { name: '/repo/page/a.test.ts', startTime: 1_000, endTime: 3_500 },
    { name: '/repo/page/b.test.tsx', startTime: 1_000, endTime: 13_000 },
  ],
};
const playwright = {
  stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 2 },
  suites: [
    {
      title: 'cart.spec.ts',
      file: 'cart.spec.ts',
      specs: [
        {
          tests: [
            { projectName: 'desktop', results: [{ duration: 4_000 }] },
            { projectName: 'phone', results: [{ duration: 6_000 }] },
          ],
        },
      ],
      suites: [
        { specs: [{ tests: [{ projectName: 'desktop', results: [{ duration: 1_500 }] }] }] },
      ],
    },
  ],
};

describe('the summary of npm test', () => {
  it("should count every runner's tests, a flaky end-to-end test as failed", () => {
    expect(countTests([unit, null], playwright)).toEqual({ passed: 8, failed: 2, skipped: 3 });
  });

  it('should time a Vitest file from start to end and a Playwright file per project, nested suites included', () => {
    const times = fileTimes([{ label: 'unit/api', report: unit }], playwright, ROOT);
    expect(slowest(times, 3)).toEqual([
      { file: 'page/b.test.tsx', label: 'unit/api', seconds: 12 },
      { file: 'e2e/cart.spec.ts', label: 'playwright phone', seconds: 6 },
      { file: 'e2e/cart.spec.ts', label: 'playwright desktop', seconds: 5.5 },
    ]);
  });

  it('should print each step with its time in the order they started, the wall time and the slowest files', () => {
    const lines = summaryLines({
      results: [
        { id: 'b', name: 'lint', ok: false, seconds: 80, startedAt: 40 },
        { id: 'a', name: 'unit tests', ok: true, seconds: 300, startedAt: 0 },
      ],
      counts: { passed: 8, failed: 2, skipped: 3 },
      times: fileTimes([{ label: 'unit/api', report: unit }], null, ROOT),
      wallSeconds: 310,
      slots: 2,
    });
    expect(lines).toEqual([
      '',
      '━━ summary ━━',
      '✔ unit tests   300.0 s  (from 0 s)',
      '✖ lint          80.0 s  (from 40 s)',
      'wall time 310 s for 380 s of steps (2 at once, TEST_JOBS)',
      '',
      'slowest test files:',
      '    12.0 s  page/b.test.tsx  [unit/api]',
      '     2.5 s  page/a.test.ts  [unit/api]',
      '',
      'tests: 8 passed, 2 failed, 3 skipped',
    ]);
  });
});

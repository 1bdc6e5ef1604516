import { describe, expect, it } from 'vitest';
import { countTests, failedTests, fileTimes, slowest, summaryLines } from './summary.mjs';

const unit = { numPassedTests: 5, numFailedTests: 1, numPendingTests: 1, numTodoTests: 0 };
/** As scripts/test/fileTimesReporter.ts writes them; a step that wrote none reads as null. */
const unitTimes = [
  { file: 'page/a.test.ts', label: 'unit-node', seconds: 2.5 },
  { file: 'page/b.test.tsx', label: 'unit', seconds: 12 },
];
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

  it("should take each Vitest file's time as its reporter wrote it and a Playwright file's per project, nested suites included", () => {
    const times = fileTimes([unitTimes, null], playwright);
    expect(slowest(times, 3)).toEqual([
      { file: 'page/b.test.tsx', label: 'unit', seconds: 12 },
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
      times: fileTimes([unitTimes], null),
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
      '    12.0 s  page/b.test.tsx  [unit]',
      '     2.5 s  page/a.test.ts  [unit-node]',
      '',
      'tests: 8 passed, 2 failed, 3 skipped',
    ]);
  });

  it("should add each step's CPU time and load average where they were measured, and the total CPU", () => {
    const lines = summaryLines({
      results: [
        {
          id: 'a',
          name: 'unit',
          ok: true,
          seconds: 150,
          startedAt: 0,
          cpuSeconds: 140.4,
          load: 0.52,
        },
        {
          id: 'b',
          name: 'e2e',
          ok: true,
          seconds: 240,
          startedAt: 150,
          cpuSeconds: 95.6,
          load: 3.16,
        },
      ],
      counts: { passed: 2, failed: 0, skipped: 0 },
      times: [],
      wallSeconds: 390,
      slots: 2,
    });
    expect(lines.slice(2, 5)).toEqual([
      '✔ unit   150.0 s  (from 0 s, cpu 140 s, load 0.5)',
      '✔ e2e    240.0 s  (from 150 s, cpu 96 s, load 3.2)',
      'wall time 390 s for 390 s of steps and 236 s of CPU (2 at once, TEST_JOBS)',
    ]);
  });

  it('should list every failed test with where it is and the first line of its error', () => {
    const vitest = {
      testResults: [
        {
          name: '/repo/page/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'the cart adds a line', status: 'passed', failureMessages: [] },
            {
              fullName: 'the cart removes a line',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 2 to be 1\u001b[39m\n    at a.test.ts:9',
              ],
            },
          ],
        },
        {
          name: '/repo/page/b.test.ts',
          status: 'failed',
          message: '\nCannot find module ./c',
          assertionResults: [],
        },
        { name: '/repo/page/d.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    const e2e = {
      suites: [
        {
          title: 'cart.spec.ts',
          specs: [],
          suites: [
            {
              title: 'with JavaScript',
              specs: [
                {
                  title: 'removes the line',
                  file: 'cart.spec.ts',
                  line: 59,
                  tests: [
                    { projectName: 'phone', status: 'expected', results: [{}] },
                    {
                      projectName: 'desktop',
                      status: 'unexpected',
                      results: [
                        { error: { message: 'Error: Timed out 90000ms waiting for radio' } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const failed = failedTests([vitest, null], e2e, '/repo/');
    expect(failed).toEqual([
      {
        where: 'page/a.test.ts',
        title: 'the cart removes a line',
        error: 'AssertionError: expected 2 to be 1',
      },
      { where: 'page/b.test.ts', title: '(the file)', error: 'Cannot find module ./c' },
      {
        where: 'e2e/cart.spec.ts:59 [desktop]',
        title: 'with JavaScript › removes the line',
        error: 'Error: Timed out 90000ms waiting for radio',
      },
    ]);
    const lines = summaryLines({
      results: [{ id: 'a', name: 'unit', ok: false, seconds: 1, startedAt: 0 }],
      counts: { passed: 1, failed: 3, skipped: 0 },
      times: [],
      failed,
      wallSeconds: 1,
      slots: 1,
    });
    expect(lines.slice(-9)).toEqual([
      'failed tests:',
      '  ✖ page/a.test.ts  the cart removes a line',
      '      AssertionError: expected 2 to be 1',
      '  ✖ page/b.test.ts  (the file)',
      '      Cannot find module ./c',
      '  ✖ e2e/cart.spec.ts:59 [desktop]  with JavaScript › removes the line',
      '      Error: Timed out 90000ms waiting for radio',
      '',
      'tests: 1 passed, 3 failed, 0 skipped',
    ]);
  });
});

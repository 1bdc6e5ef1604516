// A Vitest reporter for `npm test`'s list of the slowest test files (scripts/test/summary.mjs):
// each file's whole time in its worker (its environment, setup files, imports, hooks and tests;
// Vitest's JSON report times only its tests), written as JSON to TEST_FILE_TIMES. In a browser
// project the files share one page and their preparation includes the wait for it: its tests and
// hooks only.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.TEST_FILE_TIMES;
    if (!out) return;
    const times = testModules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.setupDuration +
        d.collectDuration +
        d.duration;
      return {
        file: path.relative(process.cwd(), module.moduleId),
        label: module.project.name,
        seconds: ms / 1000,
      };
    });
    writeFileSync(out, JSON.stringify(times));
  }
}

// A Vitest reporter for `npm test`'s list of the slowest test files (scripts/test/summary.mjs):
// each file's own time (scripts/test/fileSeconds.ts), written as JSON to TEST_FILE_TIMES.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { fileSeconds } from './fileSeconds.ts';

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.TEST_FILE_TIMES;
    if (!out) return;
    const times = testModules.map((module) => ({
      file: path.relative(process.cwd(), module.moduleId),
      label: module.project.name,
      seconds: fileSeconds(module.diagnostic(), {
        browser: Boolean(module.project.config.browser.enabled),
      }),
    }));
    writeFileSync(out, JSON.stringify(times));
  }
}

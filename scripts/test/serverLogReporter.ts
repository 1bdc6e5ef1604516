// A Playwright reporter: after a failed end-to-end test, the page server's warnings and errors
// while it ran (scripts/test/serverLog.ts), read from the log playwright.config.ts has the
// server write (E2E_SERVER_LOG), so the end of a CI log says what the server saw.
import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { warningsBetween } from './serverLog.ts';

export default class ServerLogReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    const file = process.env.E2E_SERVER_LOG;
    if (result.status === test.expectedStatus || !file || !existsSync(file)) return;
    const from = result.startTime.getTime();
    const lines = warningsBetween(readFileSync(file, 'utf8'), from, from + result.duration);
    const title = test.titlePath().filter(Boolean).join(' › ');
    console.log(
      lines.length === 0
        ? `[server log] no warning or error from the page server while "${title}" ran`
        : [`[server log] while "${title}" ran:`, ...lines.map((l) => `  ${l}`)].join('\n'),
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}

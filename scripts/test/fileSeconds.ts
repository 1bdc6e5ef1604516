// How long a test file took, for `npm test`'s list of the slowest files (fileTimesReporter.ts):
// what the file itself cost, never the time it spent waiting for its turn.
import type { ModuleDiagnostic } from 'vitest/node';

export type FileDurations = Pick<
  ModuleDiagnostic,
  'environmentSetupDuration' | 'prepareDuration' | 'setupDuration' | 'collectDuration' | 'duration'
>;

/**
 * A file's seconds: its setup files, its imports (and its suites' collection), its hooks and its
 * tests; in Node, also its environment (jsdom) and its worker's harness, which it pays for itself
 * (Vitest's JSON report times only the tests). Not in a browser project: there Vitest counts a
 * file's preparation from the start of the whole run (its iframe's `startTime`), so it holds the
 * time the file waited behind every file before it: a one-second story file queued after six
 * minutes of others would read 366 s.
 */
export function fileSeconds(d: FileDurations, { browser }: { browser: boolean }): number {
  const own = d.setupDuration + d.collectDuration + d.duration;
  return (browser ? own : d.environmentSetupDuration + d.prepareDuration + own) / 1000;
}

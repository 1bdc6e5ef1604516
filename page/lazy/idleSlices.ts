/**
 * Work after the page has settled, one slice at a time: each step runs in an idle callback of its
 * own (lazy/lazyWithRetry.ts, whenIdle), and only once the previous step's promise has settled, so
 * the chunks a page loads after idle are fetched and evaluated one by one, with the browser free
 * to answer a tap between them, instead of piling up into one long task. A step that fails stops
 * the steps after it (they need what it loads); the returned promise rejects with its error.
 */
import { whenIdle } from './lazyWithRetry';

export function inIdleSlices(
  steps: readonly (() => unknown)[],
  options: { afterMs?: number } = {},
): Promise<void> {
  return steps.reduce<Promise<void>>(
    (previous, step, index) =>
      previous.then(
        () =>
          new Promise<void>((resolve, reject) => {
            whenIdle(
              () => {
                // A step that throws rejects as one whose promise does (the same reason).
                new Promise((run) => run(step())).then(() => resolve(), reject);
              },
              index === 0 ? options.afterMs : 0,
            );
          }),
      ),
    Promise.resolve(),
  );
}

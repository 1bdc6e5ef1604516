/**
 * How many page-server processes `npm start` runs: one per core the machine offers
 * (`os.availableParallelism()`), or `WEB_CONCURRENCY` when set (the variable Heroku, Render and
 * most Node hosts use for it). `WEB_CONCURRENCY=1` is the single process: the page server with the
 * shop API embedded in it, no cluster primary.
 */
export const WEB_CONCURRENCY_MAX = 64;

export function webConcurrency(value: string | undefined, availableParallelism: number): number {
  const cores = Math.max(1, Math.floor(availableParallelism));
  if (value === undefined || value.trim() === '') return cores;
  if (!/^\s*\d{1,3}\s*$/.test(value) || Number(value) < 1 || Number(value) > WEB_CONCURRENCY_MAX) {
    throw new Error(
      `WEB_CONCURRENCY must be a whole number from 1 to ${WEB_CONCURRENCY_MAX} (got "${value}")`,
    );
  }
  return Number(value);
}

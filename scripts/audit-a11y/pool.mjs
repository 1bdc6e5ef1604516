// @ts-check
// Runs work a few at a time: the audit's targets are independent (each in its own browser
// context, each shopper with its own cart), so two run side by side on two cores.

/** The audit's concurrency: AUDIT_CONCURRENCY, else 2 (a 2-core machine: one page per core). */
export const CONCURRENCY = Math.max(1, Number(process.env.AUDIT_CONCURRENCY) || 2);

/**
 * Calls `run` on every item, at most `limit` at once, and resolves with the results in the
 * items' order (as a plain loop would give them).
 * @template T, R
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<R>} run
 * @returns {Promise<R[]>}
 */
export async function inPool(items, limit, run) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await run(/** @type {T} */ (items[index]), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

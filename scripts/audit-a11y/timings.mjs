// @ts-check
// Where the audit's time goes: each target's time (from its first step to its entry), by part of
// the run (a story theme, the French stories, the page states, the product walks). Targets run
// two at a time (pool.mjs), so a part's time added up is about twice the wall time it took.

/** @type {Map<string, { name: string, ms: number }[]>} */
const parts = new Map();

/**
 * Runs `run` and notes its time under `part`.
 * @template T
 * @param {string} part
 * @param {string} name
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
export async function timed(part, name, run) {
  const started = performance.now();
  try {
    return await run();
  } finally {
    const list = parts.get(part) ?? [];
    list.push({ name, ms: performance.now() - started });
    parts.set(part, list);
  }
}

/**
 * One line a part: its targets, their time added up, the mean and the slowest `top`.
 * @param {number} [top]
 */
export function timingsText(top = 3) {
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  return [...parts]
    .map(([part, list]) => {
      const total = list.reduce((sum, t) => sum + t.ms, 0);
      const slowest = [...list]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, top)
        .map((t) => `${t.name} ${s(t.ms)}`)
        .join(', ');
      return `  ${part}: ${list.length} targets, ${s(total)} (mean ${s(total / list.length)}); slowest: ${slowest}`;
    })
    .join('\n');
}

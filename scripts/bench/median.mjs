// @ts-check
// The bench's one median: of interaction runs, whole visits and throughput rounds.

/**
 * The median of the numbers among `values` (the lower one of an even count); null when none.
 * @param {readonly unknown[]} values
 * @returns {number | null}
 */
export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return v[Math.floor((v.length - 1) / 2)] ?? null;
};

// The bench's one median: of interaction runs, whole visits and throughput rounds.

/** The median of the numbers among `values` (the lower one of an even count); null when none. */
export const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  return v.length === 0 ? null : v[Math.floor((v.length - 1) / 2)];
};

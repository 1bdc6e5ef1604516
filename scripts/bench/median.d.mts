// Types of scripts/bench/median.mjs for its test.
export function median(values: readonly unknown[]): number | null;

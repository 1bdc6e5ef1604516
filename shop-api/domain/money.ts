/**
 * Money is handled as integer cents inside the service and turned into dollars (numbers with at
 * most two decimals) only at the wire, so sums never pick up binary floating-point residue.
 */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** '25.00': 2 decimals, no grouping (spec 9). */
export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

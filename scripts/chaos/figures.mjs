// @ts-check
// The chaos run's arithmetic and verdicts, pure (figures.test.ts): percentiles, counts by
// status, the soak's flatness, the exactly-once check of the shoppers' adds and orders, and the
// report's Markdown tables.

/**
 * The p-th percentile (0-100) of numbers by nearest rank; NaN when there are none.
 * @param {readonly number[]} values
 * @param {number} p
 * @returns {number}
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** @param {readonly number[]} values */
export function median(values) {
  return percentile(values, 50);
}

/** { '200': 12, '503': 3, network: 1 } from a list of statuses (numbers, or a word for no answer). */
/**
 * @param {readonly unknown[]} values
 * @returns {Record<string, number>}
 */
export function countBy(values) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}

/**
 * '200 × 12, 503 × 3' (sorted), or 'none'.
 * @param {Readonly<Record<string, number>>} counts
 */
export function formatCounts(counts) {
  const entries = Object.entries(counts).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? 'none' : entries.map(([k, n]) => `${k} × ${n}`).join(', ');
}

/**
 * Whether a series stayed flat: the median of its last third against the median of its first
 * third, as a signed fraction of the first (0.05 = 5 % higher at the end). A series too short to
 * have thirds compares its first and last values.
 * @param {readonly number[]} series
 */
export function drift(series) {
  if (series.length < 2) return 0;
  const third = Math.max(1, Math.floor(series.length / 3));
  const first = median(series.slice(0, third));
  const last = median(series.slice(-third));
  return first === 0 ? 0 : (last - first) / first;
}

/**
 * The drift of a series judged beside its floor: each value divided by the floor measured at the
 * same time (how much slower the machine itself was), then `drift` of that. A latency that rose
 * only because other jobs took the cores rose with its floor and does not drift here.
 * @param {readonly number[]} series
 * @param {readonly number[]} floor
 */
export function driftBesideFloor(series, floor) {
  if (floor.length !== series.length)
    throw new Error('a floor value for every value of the series');
  return drift(series.map((value, i) => ((floor[i] ?? 0) > 0 ? value / (floor[i] ?? 1) : value)));
}

/**
 * `+4.2 %`
 * @param {number} fraction
 */
export function formatPercent(fraction) {
  const value = Math.round(fraction * 1000) / 10;
  return `${value >= 0 ? '+' : ''}${value} %`;
}

/**
 * The exactly-once check. `acknowledged`: for each order (cart) id, how many adds of one card the
 * shoppers saw acknowledged (2xx); `unsettled`: how many more were sent without ever getting an
 * answer (each may or may not have landed); `stored`: the quantity PostgreSQL holds per order id.
 * Lost: an order holding fewer cards than acknowledged; twice: more than acknowledged + unsettled.
 * @param {{ acknowledged: Readonly<Record<string, number>>, unsettled?: Readonly<Record<string, number>>, stored: Readonly<Record<string, number>> }} counts
 */
export function exactlyOnce({ acknowledged, unsettled = {}, stored }) {
  /** @typedef {{ orderId: string, acknowledged: number, stored: number }} Miscount */
  /** @type {Miscount[]} */
  const lost = [];
  /** @type {Miscount[]} */
  const twice = [];
  for (const [orderId, count] of Object.entries(acknowledged)) {
    const held = stored[orderId] ?? 0;
    if (held < count) lost.push({ orderId, acknowledged: count, stored: held });
    if (held > count + (unsettled[orderId] ?? 0)) {
      twice.push({ orderId, acknowledged: count, stored: held });
    }
  }
  return { lost, twice };
}

/**
 * A Markdown table from a header row and rows of cells.
 * @param {readonly unknown[]} header
 * @param {readonly (readonly unknown[])[]} rows
 */
export function table(header, rows) {
  const line = (/** @type {readonly unknown[]} */ cells) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** 'PASS' or 'FAIL' for a check. */
export const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');

/** Milliseconds as '1.23 s' (or '840 ms' under a second). */
/** @param {number} ms */
export function formatMs(ms) {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

// Types of figures.mjs for its test (tsc reads no JavaScript).
export function percentile(values: readonly number[], p: number): number;
export function median(values: readonly number[]): number;
export function countBy(values: readonly unknown[]): Record<string, number>;
export function formatCounts(counts: Readonly<Record<string, number>>): string;
export function drift(series: readonly number[]): number;
export function formatPercent(fraction: number): string;
export interface Miscount {
  orderId: string;
  acknowledged: number;
  stored: number;
}
export function exactlyOnce(input: {
  acknowledged: Readonly<Record<string, number>>;
  unsettled?: Readonly<Record<string, number>>;
  stored: Readonly<Record<string, number>>;
}): { lost: Miscount[]; twice: Miscount[] };
export function table(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string;
export function verdict(ok: boolean): 'PASS' | 'FAIL';
export function formatMs(ms: number): string;

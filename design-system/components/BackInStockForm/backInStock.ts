// States of the back-in-stock form.
export const backInStockStatuses = ['idle', 'submitting', 'success', 'alreadyRegistered'] as const;
export type BackInStockStatus = (typeof backInStockStatuses)[number];
/** What the page's request resolved to. */
export type BackInStockResult = 'success' | 'alreadyRegistered';

/** Neutral default check: something, an '@', something (a shop passes its own rule). */
export function hasEmailShape(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

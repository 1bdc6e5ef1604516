import type { BackInStockResult } from '../../formValues';

export type { BackInStockResult } from '../../formValues';

// States of the back-in-stock form: idle, sending, or what the request resolved to.
export const backInStockStatuses = [
  'idle',
  'submitting',
  'success',
  'alreadyRegistered',
] as const satisfies readonly ('idle' | 'submitting' | BackInStockResult)[];
export type BackInStockStatus = (typeof backInStockStatuses)[number];

/** Neutral default check: something, an '@', something (a shop passes its own rule). */
export function hasEmailShape(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

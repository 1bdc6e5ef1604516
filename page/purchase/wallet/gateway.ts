/**
 * The alternate payment gateway (spec 4, "Device-wallet express checkout"): while the timed
 * gateway flag has not elapsed (window default 5 minutes), device-wallet calls go to the alternate
 * gateway (`paymentSystem=Ch`). The page sets the flag when the primary gateway answers 503
 * BAD_GATEWAY_AUTH_RES, so the next attempts within the window use the alternate gateway.
 */

export const ALTERNATE_PAYMENT_SYSTEM = 'Ch';
export const DEFAULT_PAYMENT_SYSTEM = 'default';
/** Spec 4: 5 minutes. */
export const DEFAULT_ALTERNATE_GATEWAY_WINDOW_MS = 5 * 60 * 1000;

/**
 * True while the flag set at `flagSetAt` (epoch ms; null = never) has not elapsed. A flag from the
 * future (a changed clock) or an unreadable one counts as off.
 */
export function isAlternateGatewayOn(
  flagSetAt: number | null,
  now: number,
  windowMs: number = DEFAULT_ALTERNATE_GATEWAY_WINDOW_MS,
): boolean {
  if (flagSetAt === null || !Number.isFinite(flagSetAt) || windowMs <= 0) return false;
  const elapsed = now - flagSetAt;
  return elapsed >= 0 && elapsed < windowMs;
}

/** The `paymentSystem` of the session call and the order payload. */
export function paymentSystemFor(alternate: boolean): string {
  return alternate ? ALTERNATE_PAYMENT_SYSTEM : DEFAULT_PAYMENT_SYSTEM;
}

/** Reads a stored flag ("1700000000000"); anything else is no flag. */
export function parseGatewayFlag(stored: string | null | undefined): number | null {
  if (!stored || !/^\d{1,16}$/.test(stored)) return null;
  return Number(stored);
}

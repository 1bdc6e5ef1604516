/**
 * Free-shipping threshold by visitor kind (spec 6 and 9: 24.99 for registered shoppers, 49.99 for
 * guests, overridable by configuration). A remembered shopper who has not signed in is a guest.
 */
import type { PublicConfig } from '../config';
import type { VisitorKind } from './shopper';

export function freeShippingThreshold(
  kind: VisitorKind,
  thresholds: PublicConfig['freeShippingThresholds'],
): number {
  return kind === 'registered' ? thresholds.registered : thresholds.guest;
}

/** "free … shipping … $49.99": the amount of a free-shipping promotion (first dollar amount). */
const FREE_SHIPPING_AMOUNT = /(free\b[^$]*\bshipping\b[^$]*\$)(\d+(?:\.\d{1,2})?)/i;

/**
 * The promotional message with the visitor's threshold: the shop writes one text for everybody
 * (the guest amount); a signed-in shopper sees their own. Other messages are returned unchanged.
 */
export function personalisePromo(message: string | null, threshold: number): string | null {
  if (message === null) return null;
  return message.replace(
    FREE_SHIPPING_AMOUNT,
    (_all, lead: string) => `${lead}${threshold.toFixed(2)}`,
  );
}

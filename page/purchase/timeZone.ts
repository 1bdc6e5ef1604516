/**
 * The shopper's time zone as the eGift send date reads it (egiftSendDate.ts): an IANA name Intl
 * knows, or a fixed offset from UTC; none (or a bad one) means the shop's business zone (spec 9).
 * Apart from the date rules, so the add-to-cart payload can name the zone without carrying them.
 */
import { wallClock } from './wallClock';

/** The shop's business zone (spec 9): business hours are Chicago's, and a date with no zone is. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** A fixed offset from UTC: '+14:00', '-10:00', '+05:30' (what a browser without a zone name sends). */
const OFFSET_ZONE = /^([+-])(\d{2}):(\d{2})$/;

export function offsetMinutesOfZone(zone: string): number | null {
  const match = OFFSET_ZONE.exec(zone);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (Number(match[3]) > 59 || minutes > 14 * 60) return null;
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Whether a zone is one the rule can read: an IANA name the time zone database knows (wallClock.ts),
 * or a fixed offset.
 */
export function isValidTimeZone(zone: string): boolean {
  if (offsetMinutesOfZone(zone) !== null) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    wallClock(new Date(0), zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to read a date in: the shopper's, or the business zone when none (or a bad one) came. */
export function sendTimeZoneOrBusiness(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : BUSINESS_TIME_ZONE;
}

import { hostTimeZone } from '../purchase/wallClock';

/**
 * The shopper's own time zone, read in their browser (the eGift send date is read in it, spec 3):
 * the IANA name the browser reports, or its current offset ('+14:00') when it names none. Only
 * ever called in the browser (event handlers and effects): the server has no shopper's zone.
 */
export function browserTimeZone(): string {
  const named = hostTimeZone();
  if (named) return named;
  const minutes = -new Date().getTimezoneOffset();
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

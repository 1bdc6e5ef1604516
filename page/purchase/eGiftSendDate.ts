/**
 * The eGift's "Send on" date (one per order): optional (empty means now), from the shopper's today
 * up to one year ahead, read in the shopper's own time zone. The browser captures the zone (an IANA
 * name such as 'Pacific/Honolulu', or an offset such as '+14:00') and sends it with the date; the
 * server never guesses it from its own zone. A form posted without JavaScript has no zone: the
 * date is then read in the shop's business zone (America/Chicago, spec 9), never the server's.
 *
 * The e-mail goes out at the start of that day in the shopper's zone, and the business-hours rule
 * of spec 9 (egiftArrival.ts: 2 hours within 8:00 AM to 7:00 PM Chicago time) applies from that
 * instant: 'Arrives on Fri, Dec 12, by about 10:00 AM Central'. Pure: the caller passes the clock.
 */
import {
  CLOSES_AT_MINUTES,
  OPENS_AT_MINUTES,
  chicagoMinutes,
  egiftArrival,
  formatClock,
} from './eGiftArrival';
import { fillPlaceholders } from './messageText';
import { BUSINESS_TIME_ZONE, offsetMinutesOfZone, sendTimeZoneOrBusiness } from './timeZone';
import { wallClock } from './wallClock';

export { isValidTimeZone, sendTimeZoneOrBusiness } from './timeZone';
import { EGIFT_SEND_TEXT } from './eGiftSendText';

/** A calendar date as the date field gives it: 'YYYY-MM-DD'. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 rolls over to March: not a real date.
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1) return null;
  if (probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

function isoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes the zone is ahead of UTC at an instant (-600 in Honolulu, +840 in Kiritimati). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const fixed = offsetMinutesOfZone(zone);
  if (fixed !== null) return fixed;
  const clock = wallClock(instant, zone);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The calendar date of an instant in a zone, 'YYYY-MM-DD'. */
export function localDate(instant: Date, zone: string): string {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, zone) * 60_000);
  return isoDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/**
 * The instant a date starts in a zone (its first minute that exists: where the clock skips
 * midnight, the first minute after the gap).
 */
export function startOfLocalDay(date: string, zone: string): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  const midnightUtc = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  // The offset at the guess, then at the corrected instant (they differ only across a change).
  let instant = midnightUtc - zoneOffsetMinutes(new Date(midnightUtc), zone) * 60_000;
  instant = midnightUtc - zoneOffsetMinutes(new Date(instant), zone) * 60_000;
  // In a gap at midnight the local date is still the day before: move to the end of the gap.
  while (localDate(new Date(instant), zone) < date) instant += 60 * 60_000;
  return new Date(instant);
}

/** The same day one year later; 29 February becomes 28 February. */
function oneYearLater(date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  const year = parsed.year + 1;
  const leapDay = parsed.month === 2 && parsed.day === 29;
  return isoDate({ year, month: parsed.month, day: leapDay ? 28 : parsed.day });
}

export interface SendDateBounds {
  /** The shopper's today. */
  min: string;
  /** The same day next year. */
  max: string;
}

/** The dates the shopper may choose, in their zone at this instant. */
export function sendDateBounds(now: Date, zone: string): SendDateBounds {
  const min = localDate(now, sendTimeZoneOrBusiness(zone));
  return { min, max: oneYearLater(min) };
}

/** 'Fri, Dec 12, 2026' for a date (weekday, month and day as the shopper reads them). */
export function formatSendDate(date: string, { year = true }: { year?: boolean } = {}): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day)));
}

/**
 * The send date's error, or null. Empty is fine (sent now). The messages are EGIFT_SEND_TEXT's:
 * not a date, before the shopper's today, after one year from it.
 */
export function validateSendDate(value: string, zone: string, now: Date): string | null {
  const text = value.trim();
  if (text === '') return null;
  if (!parseIsoDate(text)) return EGIFT_SEND_TEXT.invalid;
  const { min, max } = sendDateBounds(now, zone);
  if (text < min) return EGIFT_SEND_TEXT.past;
  if (text > max) return fillPlaceholders(EGIFT_SEND_TEXT.tooFar, { max: formatSendDate(max) });
  return null;
}

/**
 * When the e-mail is released: now for no date (or today), else the start of the date in the
 * shopper's zone.
 */
export function sendInstant(sendDate: string, zone: string, now: Date): Date {
  if (sendDate.trim() === '' || !parseIsoDate(sendDate.trim())) return now;
  const start = startOfLocalDay(sendDate.trim(), sendTimeZoneOrBusiness(zone));
  return start.getTime() > now.getTime() ? start : now;
}

/** The Chicago calendar date of an instant. */
function chicagoDate(instant: Date): string {
  return localDate(instant, BUSINESS_TIME_ZONE);
}

function nextDay(date: string): string {
  const parsed = parseIsoDate(date);
  if (!parsed) return date;
  const next = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day) + DAY_MS);
  return isoDate({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
  });
}

export interface ScheduledArrival {
  /** The Chicago date the e-mail should arrive on. */
  date: string;
  text: string;
}

/**
 * The arrival sentence for an order: the spec 9 rule from now when it is sent now (or today),
 * else 'Arrives on Fri, Dec 12, by about 10:00 AM Central' from the start of the chosen day.
 */
export function egiftArrivalFor(sendDate: string, zone: string, now: Date): ScheduledArrival {
  const release = sendInstant(sendDate, zone, now);
  const arrival = egiftArrival(release);
  const releaseDay = chicagoDate(release);
  const date = arrival.day === 'tomorrow' ? nextDay(releaseDay) : releaseDay;
  if (release === now) return { date, text: arrival.text };
  const after = chicagoMinutes(release) >= CLOSES_AT_MINUTES;
  const template = after ? EGIFT_SEND_TEXT.arrivesOnAfter : EGIFT_SEND_TEXT.arrivesOn;
  const clock = formatClock(after ? OPENS_AT_MINUTES : arrival.byMinutes);
  return {
    date,
    text: fillPlaceholders(template, { date: formatSendDate(date, { year: false }), time: clock }),
  };
}

/** The cart drawer's and confirmation's line: 'Sends on Sat, Dec 12, 2026', or 'Sends right away'. */
export function egiftSendLine(sendDate: string | null | undefined): string {
  return sendDate && parseIsoDate(sendDate)
    ? fillPlaceholders(EGIFT_SEND_TEXT.sendsOn, { date: formatSendDate(sendDate) })
    : EGIFT_SEND_TEXT.sendsNow;
}

/**
 * The shop's check of an eGift's send date (the add-to-cart fields sendDate and sendTimeZone): a
 * calendar date from the shopper's today up to the same day next year, read in the zone the
 * shopper's browser sent (an IANA name or a fixed offset such as '+14:00'). The shop never reads
 * the date in its own zone: without a zone it uses the business zone, America/Chicago (spec 9).
 */
export const EGIFT_BUSINESS_TIME_ZONE = 'America/Chicago';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OFFSET_ZONE = /^([+-])(\d{2}):(\d{2})$/;

export const SEND_DATE_MESSAGES = {
  invalid: 'sendDate must be a date (YYYY-MM-DD)',
  zone: 'sendTimeZone must be an IANA time zone or an offset such as +14:00',
  past: 'The send date cannot be in the past. Please choose today or a later date.',
  tooFar: 'The send date can be at most one year ahead.',
} as const;

function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function fixedOffsetMinutes(zone: string): number | null {
  const match = OFFSET_ZONE.exec(zone);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  if (Number(match[3]) > 59 || minutes > 14 * 60) return null;
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar date of an instant in a zone, or null when the zone is not one. */
export function dateInZone(instant: Date, zone: string): string | null {
  const offset = fixedOffsetMinutes(zone);
  if (offset !== null)
    return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 10);
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return null;
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  } catch {
    return null;
  }
}

function oneYearLater(date: string): string {
  const [y, m, d] = date.split('-');
  const leapDay = m === '02' && d === '29';
  return `${String(Number(y) + 1).padStart(4, '0')}-${m}-${leapDay ? '28' : d}`;
}

export type SendDateCheck =
  | { ok: true; sendDate: string | null; sendTimeZone: string | null }
  | { ok: false; field: 'sendDate' | 'sendTimeZone'; message: string };

/** Checks a send date and zone against the clock; no date means the cards are sent now. */
export function checkSendDate(
  sendDate: string | undefined,
  sendTimeZone: string | undefined,
  now: Date,
): SendDateCheck {
  const date = sendDate?.trim() ?? '';
  const zone = sendTimeZone?.trim() || EGIFT_BUSINESS_TIME_ZONE;
  const today = dateInZone(now, zone);
  if (today === null) return { ok: false, field: 'sendTimeZone', message: SEND_DATE_MESSAGES.zone };
  if (date === '') return { ok: true, sendDate: null, sendTimeZone: null };
  if (!isRealDate(date))
    return { ok: false, field: 'sendDate', message: SEND_DATE_MESSAGES.invalid };
  if (date < today) return { ok: false, field: 'sendDate', message: SEND_DATE_MESSAGES.past };
  if (date > oneYearLater(today)) {
    return { ok: false, field: 'sendDate', message: SEND_DATE_MESSAGES.tooFar };
  }
  return { ok: true, sendDate: date, sendTimeZone: zone };
}

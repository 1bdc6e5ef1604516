// Dates as a locale writes them (Intl.DateTimeFormat, one cached formatter per option set). Only
// ever called once a date is chosen or shown, never while a page loads with none.

const cache = new Map<string, Intl.DateTimeFormat>();

/** A calendar date 'YYYY-MM-DD' as the instant of its midnight in UTC, or null. */
function calendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export interface DateFormatOptions extends Intl.DateTimeFormatOptions {
  locale: string;
}

/**
 * A date as the locale writes it: '2026-12-12' → 'Saturday, December 12, 2026' (en-US, the default
 * dateStyle 'full'), 'samedi 12 décembre 2026' (fr-CA). A calendar date ('YYYY-MM-DD') is read
 * as that day wherever the shopper is (UTC); a Date is an instant, in the given timeZone. Text that
 * is not a calendar date is returned as it is.
 */
export function formatDate(
  value: string | Date,
  { locale, ...options }: DateFormatOptions,
): string {
  const date = typeof value === 'string' ? calendarDate(value) : value;
  if (!date || Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const resolved: Intl.DateTimeFormatOptions = {
    ...(Object.keys(options).length === 0 ? { dateStyle: 'full' } : options),
    ...(typeof value === 'string' ? { timeZone: 'UTC' } : {}),
  };
  const key = `${locale}|${JSON.stringify(resolved)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, resolved);
    cache.set(key, format);
  }
  return format.format(date);
}

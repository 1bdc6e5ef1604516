/**
 * The wall clock of an instant in a time zone, and the zone the browser is in: what the eGift send
 * date and arrival read (spec 3, spec 9), and the zone the fraud collector reports.
 *
 * Temporal where the browser has it (Chromium, Firefox), Intl.DateTimeFormat where it does not
 * (Safari): the same answers from the same time zone database. Temporal first for its cost: a
 * page's first Intl.DateTimeFormat builds ICU's date patterns, 166-233 ms of main thread at 4x CPU
 * slowdown in Chromium, where Temporal reads a zone's clock in 2-8 ms and names the zone in under 1.
 * Pure but for reading the engine's clock zone (hostTimeZone).
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The part of Temporal read here (TypeScript's own library does not describe Temporal yet). */
export interface TemporalLike {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(zone: string): WallClock;
    };
  };
}

/** The engine's Temporal, if it has one. */
export const engineTemporal = (): TemporalLike | undefined =>
  (globalThis as { Temporal?: TemporalLike }).Temporal;

const formatters = new Map<string, Intl.DateTimeFormat>();
function intlFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The clock in `zone` at `instant`; a RangeError for a zone the database does not know. */
export function wallClock(
  instant: Date,
  zone: string,
  temporal: TemporalLike | undefined = engineTemporal(),
): WallClock {
  if (temporal) {
    const zoned = temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
      zone,
    );
    const { year, month, day, hour, minute, second } = zoned;
    return { year, month, day, hour, minute, second };
  }
  const parts = Object.fromEntries(
    intlFormatter(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, number>>;
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The IANA name of the zone the engine's clock is in ('' when it names none). */
export function hostTimeZone(temporal: TemporalLike | undefined = engineTemporal()): string {
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

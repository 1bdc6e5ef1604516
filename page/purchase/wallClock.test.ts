import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { engineTemporal, hostTimeZone, wallClock, type TemporalLike } from './wallClock';

// Node 20 has no Temporal, so the default path here is Intl's; the Temporal path is run with the
// polyfill, and in the browsers by the end-to-end tests (Chromium has Temporal).
const temporal = Temporal as unknown as TemporalLike;

const instants = [
  '2026-03-08T07:59:59Z', // 1:59:59 CST, a second before Chicago springs forward
  '2026-03-08T08:00:00Z', // 3:00 CDT
  '2026-11-01T06:30:00Z', // 1:30 CDT
  '2026-11-01T07:30:00Z', // 1:30 CST again
  '2026-12-31T23:59:59Z',
  '2028-02-29T12:00:00Z',
  '1970-01-01T00:00:00Z',
].map((text) => new Date(text));
const zones = [
  'America/Chicago',
  'Pacific/Honolulu',
  'Pacific/Kiritimati',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'UTC',
];

describe('wallClock', () => {
  it('should read the clock in a zone across its daylight-saving changes', () => {
    for (const path of [undefined, temporal]) {
      expect(wallClock(new Date('2026-03-08T07:59:59Z'), 'America/Chicago', path)).toEqual({
        year: 2026,
        month: 3,
        day: 8,
        hour: 1,
        minute: 59,
        second: 59,
      });
      expect(wallClock(new Date('2026-03-08T08:00:00Z'), 'America/Chicago', path)).toMatchObject({
        hour: 3,
        minute: 0,
      });
      expect(wallClock(new Date('2026-12-31T23:00:00Z'), 'Pacific/Kiritimati', path)).toEqual({
        year: 2027,
        month: 1,
        day: 1,
        hour: 13,
        minute: 0,
        second: 0,
      });
    }
  });

  it('should give the same clock through Temporal as through Intl', () => {
    for (const instant of instants)
      for (const zone of zones)
        expect(wallClock(instant, zone, temporal), `${instant.toISOString()} ${zone}`).toEqual(
          wallClock(instant, zone, undefined),
        );
  });

  it('should read midnight as hour 0, not 24', () => {
    for (const path of [undefined, temporal])
      expect(wallClock(new Date('2026-06-01T05:00:00Z'), 'America/Chicago', path).hour).toBe(0);
  });

  it('should refuse a zone the database does not know, either way', () => {
    for (const path of [undefined, temporal])
      expect(() => wallClock(new Date(0), 'Mars/Olympus_Mons', path)).toThrow(RangeError);
  });
});

describe('hostTimeZone', () => {
  it("should name the engine's zone, through Temporal where the engine has it", () => {
    expect(engineTemporal()).toBeUndefined();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(hostTimeZone()).toBe(zone);
    const named: TemporalLike = { ...temporal, Now: { timeZoneId: () => 'Pacific/Honolulu' } };
    expect(hostTimeZone(named)).toBe('Pacific/Honolulu');
  });
});

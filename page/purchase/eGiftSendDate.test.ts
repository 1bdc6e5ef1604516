import { describe, expect, it } from 'vitest';
import { egiftArrival } from './eGiftArrival';
import {
  egiftArrivalFor,
  formatSendDate,
  isValidTimeZone,
  localDate,
  sendDateBounds,
  sendInstant,
  sendTimeZoneOrBusiness,
  startOfLocalDay,
  validateSendDate,
  zoneOffsetMinutes,
} from './eGiftSendDate';

const HONOLULU = 'Pacific/Honolulu'; // UTC-10, no daylight saving
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14
const UTC = 'UTC';

describe('the shopper’s today (read in their own zone, never the server’s)', () => {
  // 09:30 UTC on 26 Nov: 11:30 PM on the 25th in Honolulu, 11:30 PM on the 26th in Kiritimati.
  const lateEvening = new Date('2026-11-26T09:30:00Z');

  it.each([
    [HONOLULU, '2026-11-25'],
    ['-10:00', '2026-11-25'],
    [UTC, '2026-11-26'],
    ['+00:00', '2026-11-26'],
    [KIRITIMATI, '2026-11-26'],
    ['+14:00', '2026-11-26'],
  ])('in %s it is %s', (zone, date) => {
    expect(localDate(lateEvening, zone)).toBe(date);
  });

  it('should turn the day at the zone’s own midnight', () => {
    // 10:00 UTC is midnight in Honolulu (the 26th begins) and 00:00 the next day in Kiritimati.
    expect(localDate(new Date('2026-11-26T09:59:00Z'), HONOLULU)).toBe('2026-11-25');
    expect(localDate(new Date('2026-11-26T10:00:00Z'), HONOLULU)).toBe('2026-11-26');
    expect(localDate(new Date('2026-11-26T09:59:00Z'), KIRITIMATI)).toBe('2026-11-26');
    expect(localDate(new Date('2026-11-26T10:00:00Z'), KIRITIMATI)).toBe('2026-11-27');
  });

  it('should know the offsets', () => {
    const instant = new Date('2026-11-26T12:00:00Z');
    expect(zoneOffsetMinutes(instant, HONOLULU)).toBe(-600);
    expect(zoneOffsetMinutes(instant, KIRITIMATI)).toBe(840);
    expect(zoneOffsetMinutes(instant, '+05:30')).toBe(330);
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/Chicago')).toBe(-300);
    expect(zoneOffsetMinutes(instant, 'America/Chicago')).toBe(-360);
  });
});

describe('validateSendDate (today up to one year ahead; empty sends now)', () => {
  const now = new Date('2026-11-26T09:30:00Z');

  it('should accept no date (the card is sent now)', () => {
    expect(validateSendDate('', HONOLULU, now)).toBeNull();
    expect(validateSendDate('  ', HONOLULU, now)).toBeNull();
  });

  it('should refuse what is not a date', () => {
    const invalid = 'Please enter the send date as a date, for example 12/12/2026.';
    expect(validateSendDate('tomorrow', UTC, now)).toBe(invalid);
    expect(validateSendDate('2026-02-30', UTC, now)).toBe(invalid);
    expect(validateSendDate('2026-13-01', UTC, now)).toBe(invalid);
    expect(validateSendDate('12/12/2026', UTC, now)).toBe(invalid);
  });

  it('should accept the shopper’s today, which the server’s zone may call yesterday', () => {
    const past = 'The send date cannot be in the past. Please choose today or a later date.';
    // Still the 25th in Honolulu, already the 26th in UTC.
    expect(validateSendDate('2026-11-25', HONOLULU, now)).toBeNull();
    expect(validateSendDate('2026-11-25', UTC, now)).toBe(past);
    expect(validateSendDate('2026-11-24', HONOLULU, now)).toBe(past);
    // Kiritimati is a day ahead of Honolulu: the 25th is gone there.
    expect(validateSendDate('2026-11-25', KIRITIMATI, new Date('2026-11-26T09:30:00Z'))).toBe(past);
    expect(validateSendDate('2026-11-26', KIRITIMATI, now)).toBeNull();
  });

  it('given a page catalogue’s texts and locale, should word the error in them, the last day too', () => {
    const french = {
      invalid: 'Date invalide.',
      past: 'Date passée.',
      tooFar: 'Au plus le {{max}}.',
    };
    expect(validateSendDate('demain', UTC, now, french, 'fr-CA')).toBe('Date invalide.');
    expect(validateSendDate('2026-11-01', UTC, now, french, 'fr-CA')).toBe('Date passée.');
    expect(validateSendDate('2028-01-01', UTC, now, french, 'fr-CA')).toMatch(
      /^Au plus le ven\. 26 nov\. 2027\.$/,
    );
  });

  it('should allow up to the same day next year, and say the last day after it', () => {
    expect(validateSendDate('2027-11-25', HONOLULU, now)).toBeNull();
    expect(validateSendDate('2027-11-26', HONOLULU, now)).toBe(
      'The send date can be at most one year ahead, so Thu, Nov 25, 2027 at the latest.',
    );
    expect(validateSendDate('2027-11-26', UTC, now)).toBeNull();
  });

  it('should take 28 February as a year after 29 February', () => {
    expect(sendDateBounds(new Date('2028-02-29T12:00:00Z'), UTC)).toEqual({
      min: '2028-02-29',
      max: '2029-02-28',
    });
  });

  it('should read a form without a zone (posted without JavaScript) in Central time', () => {
    expect(sendTimeZoneOrBusiness('')).toBe('America/Chicago');
    expect(sendTimeZoneOrBusiness('Not/AZone')).toBe('America/Chicago');
    expect(sendTimeZoneOrBusiness(HONOLULU)).toBe(HONOLULU);
    // 03:30 in Chicago on the 26th.
    expect(sendDateBounds(now, '').min).toBe('2026-11-26');
  });

  it('should know real zones and offsets from anything else', () => {
    expect(isValidTimeZone(HONOLULU)).toBe(true);
    expect(isValidTimeZone('+14:00')).toBe(true);
    expect(isValidTimeZone('+15:00')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('<script>')).toBe(false);
  });
});

describe('startOfLocalDay (when the chosen day begins for the shopper)', () => {
  it.each([
    [HONOLULU, '2026-12-12', '2026-12-12T10:00:00.000Z'],
    [UTC, '2026-12-12', '2026-12-12T00:00:00.000Z'],
    [KIRITIMATI, '2026-12-12', '2026-12-11T10:00:00.000Z'],
    ['America/Chicago', '2026-03-08', '2026-03-08T06:00:00.000Z'], // still CST at midnight
    ['America/Chicago', '2026-03-09', '2026-03-09T05:00:00.000Z'], // CDT from 2:00 AM on the 8th
    ['America/Chicago', '2026-11-01', '2026-11-01T05:00:00.000Z'], // CDT until 2:00 AM
    ['America/Chicago', '2026-11-02', '2026-11-02T06:00:00.000Z'],
    // Cuba skips midnight (00:00 → 01:00) on 8 March 2026: the day starts at 1:00 AM.
    ['America/Havana', '2026-03-08', '2026-03-08T05:00:00.000Z'],
  ])('in %s, %s starts at %s', (zone, date, instant) => {
    expect(startOfLocalDay(date, zone).toISOString()).toBe(instant);
  });
});

describe('egiftArrivalFor (spec 9’s business hours on the chosen day)', () => {
  const now = new Date('2026-11-25T18:00:00Z'); // 12:00 PM in Chicago

  it('should say today’s sentence for no date or today', () => {
    expect(egiftArrivalFor('', HONOLULU, now).text).toBe(egiftArrival(now).text);
    expect(egiftArrivalFor('2026-11-25', HONOLULU, now).text).toBe(
      'Arrives by about 2:00 PM Central',
    );
    expect(sendInstant('2026-11-25', HONOLULU, now)).toBe(now);
  });

  it.each([
    // Midnight in Honolulu is 4:00 AM in Chicago: before opening, so 10:00 AM that day.
    [HONOLULU, 'Arrives on Sat, Dec 12, by about 10:00 AM Central'],
    // Midnight UTC is 6:00 PM the day before in Chicago: 1 hour left, 1 hour the next morning.
    [UTC, 'Arrives on Sat, Dec 12, by about 9:00 AM Central'],
    // Midnight in Kiritimati is 4:00 AM on the 11th in Chicago (6:00 AM on the 12th there).
    [KIRITIMATI, 'Arrives on Fri, Dec 11, by about 10:00 AM Central'],
    ['+05:30', 'Arrives on Fri, Dec 11, by about 2:30 PM Central'],
    // Midnight at UTC-1 is 7:00 PM in Chicago: closed, so after opening the next morning.
    ['-01:00', 'Arrives on Sat, Dec 12, after 8:00 AM Central'],
    ['America/Chicago', 'Arrives on Sat, Dec 12, by about 10:00 AM Central'],
  ])('sent on 12 December from %s: %s', (zone, text) => {
    expect(egiftArrivalFor('2026-12-12', zone, now).text).toBe(text);
  });

  it('should follow the US daylight-saving changes in Chicago', () => {
    const january = new Date('2026-01-15T18:00:00Z');
    // Midnight UTC before the spring change is 6:00 PM CST; after it, 7:00 PM CDT (closed).
    expect(egiftArrivalFor('2026-03-08', UTC, january).text).toBe(
      'Arrives on Sun, Mar 8, by about 9:00 AM Central',
    );
    expect(egiftArrivalFor('2026-03-09', UTC, january).text).toBe(
      'Arrives on Mon, Mar 9, after 8:00 AM Central',
    );
    // And back in the autumn: 7:00 PM CDT on 31 October, 6:00 PM CST on 1 November.
    expect(egiftArrivalFor('2026-11-01', UTC, new Date('2026-10-01T12:00:00Z')).text).toBe(
      'Arrives on Sun, Nov 1, after 8:00 AM Central',
    );
    expect(egiftArrivalFor('2026-11-02', UTC, new Date('2026-10-01T12:00:00Z')).text).toBe(
      'Arrives on Mon, Nov 2, by about 9:00 AM Central',
    );
    // Honolulu keeps its clock; Chicago's changes: 4:00 AM CST, then 5:00 AM CDT.
    expect(egiftArrivalFor('2026-03-08', HONOLULU, january).date).toBe('2026-03-08');
    expect(egiftArrivalFor('2026-03-09', HONOLULU, january).text).toBe(
      'Arrives on Mon, Mar 9, by about 10:00 AM Central',
    );
  });

  it('should format the date the cart drawer and confirmation show', () => {
    expect(formatSendDate('2026-12-12')).toBe('Sat, Dec 12, 2026');
    expect(formatSendDate('2026-12-12', { year: false })).toBe('Sat, Dec 12');
  });
});

import { describe, expect, it } from 'vitest';
import { chicagoMinutes, egiftArrival, formatClock } from './eGiftArrival';

// Chicago is UTC-6 in winter (CST) and UTC-5 in summer (CDT).
const winter = (hhmm: string) => new Date(`2026-01-15T${hhmm}:00-06:00`);
const summer = (hhmm: string) => new Date(`2026-07-15T${hhmm}:00-05:00`);

describe('egiftArrival (spec 9: 2 hours within 8:00 AM to 7:00 PM Chicago)', () => {
  it.each([
    ['07:59', 'Arrives by about 10:00 AM Central'],
    ['08:00', 'Arrives by about 10:00 AM Central'],
    ['08:40', 'Arrives by about 10:40 AM Central'],
    ['11:15', 'Arrives by about 1:15 PM Central'],
    ['17:00', 'Arrives by about 7:00 PM Central'],
    ['17:01', 'Arrives tomorrow by about 8:01 AM Central'],
    ['18:30', 'Arrives tomorrow by about 9:30 AM Central'],
    ['18:59', 'Arrives tomorrow by about 9:59 AM Central'],
    ['19:00', 'Arrives tomorrow after 8:00 AM Central'],
    ['23:59', 'Arrives tomorrow after 8:00 AM Central'],
    ['00:00', 'Arrives by about 10:00 AM Central'],
  ])('given %s Chicago time, should say %s', (hhmm, text) => {
    expect(egiftArrival(winter(hhmm)).text).toBe(text);
    expect(egiftArrival(summer(hhmm)).text).toBe(text);
  });

  it('should read the shopper’s instant in Chicago, whatever their own zone', () => {
    // 15:00 UTC is 9:00 AM CST in January and 10:00 AM CDT in July.
    expect(egiftArrival(new Date('2026-01-15T15:00:00Z')).text).toBe(
      'Arrives by about 11:00 AM Central',
    );
    expect(egiftArrival(new Date('2026-07-15T15:00:00Z')).text).toBe(
      'Arrives by about 12:00 PM Central',
    );
  });

  it('should hold across the spring change (8 March 2026, 2:00 AM CST → 3:00 AM CDT)', () => {
    // 13:30 UTC: 7:30 AM CST the day before, 8:30 AM CDT on the day.
    expect(egiftArrival(new Date('2026-03-07T13:30:00Z')).text).toBe(
      'Arrives by about 10:00 AM Central',
    );
    expect(egiftArrival(new Date('2026-03-08T13:30:00Z')).text).toBe(
      'Arrives by about 10:30 AM Central',
    );
    // 07:59 UTC on the day is 1:59 AM CST; 08:00 UTC is 3:00 AM CDT: both before opening.
    expect(chicagoMinutes(new Date('2026-03-08T07:59:00Z'))).toBe(1 * 60 + 59);
    expect(chicagoMinutes(new Date('2026-03-08T08:00:00Z'))).toBe(3 * 60);
  });

  it('should hold across the autumn change (1 November 2026, 2:00 AM CDT → 1:00 AM CST)', () => {
    // 00:30 UTC on 2 Nov is 6:30 PM CST on 1 Nov (after the change): past 5:00 PM.
    expect(egiftArrival(new Date('2026-11-02T00:30:00Z')).text).toBe(
      'Arrives tomorrow by about 9:30 AM Central',
    );
    // 00:30 UTC on 1 Nov is 7:30 PM CDT on 31 Oct (before the change): after closing.
    expect(egiftArrival(new Date('2026-11-01T00:30:00Z')).text).toBe(
      'Arrives tomorrow after 8:00 AM Central',
    );
    expect(chicagoMinutes(new Date('2026-11-01T06:30:00Z'))).toBe(1 * 60 + 30); // 1:30 CDT
    expect(chicagoMinutes(new Date('2026-11-01T07:30:00Z'))).toBe(1 * 60 + 30); // 1:30 CST again
  });

  it('should format the clock in 12 hours', () => {
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(12 * 60)).toBe('12:00 PM');
    expect(formatClock(13 * 60 + 5)).toBe('1:05 PM');
  });
});

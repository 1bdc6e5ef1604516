import { describe, expect, it } from 'vitest';
import { checkSendDate, dateInZone, SEND_DATE_MESSAGES } from './eGiftSchedule.ts';

// 09:30 UTC on 26 Nov 2026: 11:30 PM on the 25th in Honolulu, 11:30 PM on the 26th in Kiritimati.
const now = new Date('2026-11-26T09:30:00Z');

describe('checkSendDate (the shop reads the date in the shopper’s zone, never its own)', () => {
  it('should send now without a date', () => {
    expect(checkSendDate(undefined, undefined, now)).toEqual({
      ok: true,
      sendDate: null,
      sendTimeZone: null,
    });
    expect(checkSendDate('', 'Pacific/Honolulu', now)).toMatchObject({ ok: true, sendDate: null });
  });

  it('should accept the shopper’s today in Honolulu (UTC-10), already yesterday in UTC', () => {
    expect(checkSendDate('2026-11-25', 'Pacific/Honolulu', now)).toEqual({
      ok: true,
      sendDate: '2026-11-25',
      sendTimeZone: 'Pacific/Honolulu',
    });
    expect(checkSendDate('2026-11-25', 'UTC', now)).toMatchObject({
      ok: false,
      message: SEND_DATE_MESSAGES.past,
    });
    expect(checkSendDate('2026-11-25', '-10:00', now)).toMatchObject({ ok: true });
  });

  it('should know Kiritimati (UTC+14) is a day ahead', () => {
    expect(dateInZone(now, 'Pacific/Kiritimati')).toBe('2026-11-26');
    expect(dateInZone(new Date('2026-11-26T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-27');
    expect(dateInZone(new Date('2026-11-26T10:00:00Z'), '+14:00')).toBe('2026-11-27');
  });

  it('should allow one year ahead and no more', () => {
    expect(checkSendDate('2027-11-25', 'Pacific/Honolulu', now)).toMatchObject({ ok: true });
    expect(checkSendDate('2027-11-26', 'Pacific/Honolulu', now)).toMatchObject({
      ok: false,
      field: 'sendDate',
      message: SEND_DATE_MESSAGES.tooFar,
    });
  });

  it('should read a date without a zone in Central time', () => {
    // 3:30 AM on the 26th in Chicago.
    expect(checkSendDate('2026-11-26', undefined, now)).toEqual({
      ok: true,
      sendDate: '2026-11-26',
      sendTimeZone: 'America/Chicago',
    });
  });

  it('should refuse what is not a date or not a zone', () => {
    expect(checkSendDate('2026-02-30', 'UTC', now)).toMatchObject({ ok: false, field: 'sendDate' });
    expect(checkSendDate('2026-12-01', 'Mars/Base', now)).toMatchObject({
      ok: false,
      field: 'sendTimeZone',
    });
    expect(checkSendDate('2026-12-01', '+15:00', now)).toMatchObject({ ok: false });
  });
});

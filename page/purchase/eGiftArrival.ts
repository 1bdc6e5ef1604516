/**
 * When will the eGift e-mail arrive? (spec 9): e-mail delivery within 2 hours
 * inside business hours, 8:00 AM to 7:00 PM Chicago time, every day. The shopper's current
 * instant is read in America/Chicago (wallClock.ts), so daylight-saving changes follow the time
 * zone database. Pure: the caller passes the time.
 *
 * - before 8:00 AM: 'Arrives by about 10:00 AM Central' (2 hours after opening);
 * - 8:00 AM to 5:00 PM: 'Arrives by about {now + 2 h} Central';
 * - after 5:00 PM until 7:00 PM: the 2 hours run over into the next morning,
 *   'Arrives tomorrow by about {8:00 AM + what is left} Central';
 * - from 7:00 PM: 'Arrives tomorrow after 8:00 AM Central' (delivered by 10:00 AM).
 */
import { BUSINESS_TIME_ZONE } from './timeZone';
import { wallClock } from './wallClock';

export const OPENS_AT_MINUTES = 8 * 60;
export const CLOSES_AT_MINUTES = 19 * 60;
export const DELIVERY_MINUTES = 120;

/** Minutes since midnight in Chicago for an instant. */
export function chicagoMinutes(now: Date): number {
  const { hour, minute } = wallClock(now, BUSINESS_TIME_ZONE);
  return hour * 60 + minute;
}

/** '10:40 AM' from minutes since midnight. */
export function formatClock(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export interface EgiftArrival {
  day: 'today' | 'tomorrow';
  /** Minutes since midnight (Chicago) by which the e-mail should arrive. */
  byMinutes: number;
  text: string;
}

export function egiftArrival(now: Date): EgiftArrival {
  const t = chicagoMinutes(now);
  if (t < OPENS_AT_MINUTES) {
    const by = OPENS_AT_MINUTES + DELIVERY_MINUTES;
    return { day: 'today', byMinutes: by, text: `Arrives by about ${formatClock(by)} Central` };
  }
  if (t + DELIVERY_MINUTES <= CLOSES_AT_MINUTES) {
    const by = t + DELIVERY_MINUTES;
    return { day: 'today', byMinutes: by, text: `Arrives by about ${formatClock(by)} Central` };
  }
  if (t < CLOSES_AT_MINUTES) {
    const by = OPENS_AT_MINUTES + DELIVERY_MINUTES - (CLOSES_AT_MINUTES - t);
    return {
      day: 'tomorrow',
      byMinutes: by,
      text: `Arrives tomorrow by about ${formatClock(by)} Central`,
    };
  }
  return {
    day: 'tomorrow',
    byMinutes: OPENS_AT_MINUTES + DELIVERY_MINUTES,
    text: `Arrives tomorrow after ${formatClock(OPENS_AT_MINUTES)} Central`,
  };
}

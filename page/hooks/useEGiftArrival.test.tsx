import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ServicesProvider } from '../providers/ServicesProvider';
import { fakeServices } from '../test/fixtures';
import { useEgiftArrival } from './useEGiftArrival';

// The shopper's browser is in Honolulu (UTC-10), whatever the machine running the test: the zone
// the engine reports by default is Honolulu's (a module mock would not reach a hook another test
// file of the worker has imported already; the unit projects share their workers).
const { resolvedOptions } = Intl.DateTimeFormat.prototype;
const machineZone = resolvedOptions.call(new Intl.DateTimeFormat()).timeZone;
beforeAll(() => {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    const options = resolvedOptions.call(this);
    return options.timeZone === machineZone
      ? { ...options, timeZone: 'Pacific/Honolulu' }
      : options;
  });
});
afterAll(() => vi.restoreAllMocks());

/** The sentence once the date rules' chunk has loaded (the hook imports it on first use). */
async function arrivalAt(iso: string, enabled = true, sendDate = '') {
  const { services } = fakeServices({ now: () => new Date(iso) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  const { result } = renderHook(() => useEgiftArrival(enabled, sendDate), { wrapper });
  if (enabled) await waitFor(() => expect(result.current).not.toBeNull());
  return result.current;
}

describe('useEgiftArrival', () => {
  describe('given the services’ clock at 11:44 AM Central', () => {
    it('should say the e-mail arrives by about 1:44 PM Central', async () => {
      expect(await arrivalAt('2026-11-18T17:44:00Z')).toBe('Arrives by about 1:44 PM Central');
    });
  });

  describe('given the services’ clock at 5:30 PM Central', () => {
    it('should carry the two hours over into the next morning', async () => {
      expect(await arrivalAt('2026-11-18T23:30:00Z')).toBe(
        'Arrives tomorrow by about 8:30 AM Central',
      );
    });
  });

  describe('given a send date chosen in Honolulu', () => {
    it('should say the day, with spec 9’s hours from the start of that day there', async () => {
      // Midnight on 12 December in Honolulu is 4:00 AM in Chicago.
      expect(await arrivalAt('2026-11-18T17:44:00Z', true, '2026-12-12')).toBe(
        'Arrives on Sat, Dec 12, by about 10:00 AM Central',
      );
    });
  });

  describe('given a card that is not an eGift', () => {
    it('should give no sentence', async () => {
      expect(await arrivalAt('2026-11-18T17:44:00Z', false)).toBeNull();
    });
  });
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from './services';
import { fakeServices } from '../test/fixtures';
import { useEgiftArrival } from './useEgiftArrival';

function arrivalAt(iso: string, enabled = true) {
  const { services } = fakeServices({ now: () => new Date(iso) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>{children}</ServicesProvider>
  );
  return renderHook(() => useEgiftArrival(enabled), { wrapper }).result.current;
}

describe('useEgiftArrival', () => {
  describe('given the services’ clock at 11:44 AM Central', () => {
    it('should say the e-mail arrives by about 1:44 PM Central', () => {
      expect(arrivalAt('2026-11-18T17:44:00Z')).toBe('Arrives by about 1:44 PM Central');
    });
  });

  describe('given the services’ clock at 5:30 PM Central', () => {
    it('should carry the two hours over into the next morning', () => {
      expect(arrivalAt('2026-11-18T23:30:00Z')).toBe('Arrives tomorrow by about 8:30 AM Central');
    });
  });

  describe('given a card that is not an eGift', () => {
    it('should give no sentence', () => {
      expect(arrivalAt('2026-11-18T17:44:00Z', false)).toBeNull();
    });
  });
});

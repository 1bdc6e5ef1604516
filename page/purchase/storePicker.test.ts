import { describe, expect, it } from 'vitest';
import type { ShopFailure, StoreSummary } from '../domain';
import {
  formatClock,
  formatDistance,
  resultsMessage,
  searchFailureMessage,
  toPickerStore,
  zipError,
} from './storePicker';

const failure = (over: Partial<ShopFailure>): ShopFailure => ({
  kind: 'http',
  status: 500,
  serverMessage: null,
  exceptionMessage: null,
  errorKey: null,
  values: {},
  ...over,
});

const aurora: StoreSummary = {
  storeId: '0418',
  name: 'Cairnfield Aurora',
  address: { line1: '14200 East Alameda Avenue', city: 'Aurora', state: 'CO', zipCode: '80012' },
  hours: [
    { days: 'Mon–Sat', open: '09:00', close: '21:00' },
    { days: 'Sun', open: '10:30', close: '19:00' },
  ],
  distanceMiles: 9.04,
  shipToStore: { v1: false, v2: true },
  pickupEligible: false,
};

describe('store picker rules (spec 9 "Pick Up at a Different Store")', () => {
  it('takes a 5-digit ZIP or ZIP+4, and says what is wrong otherwise', () => {
    expect(zipError('80202')).toBeNull();
    expect(zipError(' 80202-1234 ')).toBeNull();
    expect(zipError('')).toBe('Enter a ZIP code.');
    expect(zipError('   ')).toBe('Enter a ZIP code.');
    expect(zipError('8020')).toBe('Enter a 5-digit ZIP code, like 80202.');
    expect(zipError('ABCDE')).toBe('Enter a 5-digit ZIP code, like 80202.');
    expect(zipError('802021')).toBe('Enter a 5-digit ZIP code, like 80202.');
  });

  it('shows times on a 12-hour clock and distances with one decimal', () => {
    expect(formatClock('09:00')).toBe('9 AM');
    expect(formatClock('00:00')).toBe('12 AM');
    expect(formatClock('12:00')).toBe('12 PM');
    expect(formatClock('21:30')).toBe('9:30 PM');
    expect(formatClock('late')).toBe('late');
    expect(formatDistance(9.04)).toBe('9 miles');
    expect(formatDistance(1)).toBe('1 mile');
    expect(formatDistance(0.44)).toBe('0.4 miles');
  });

  it('shows a store with its address, distance, hours and what it offers', () => {
    expect(toPickerStore(aurora)).toEqual({
      storeId: '0418',
      name: 'Cairnfield Aurora',
      address: '14200 East Alameda Avenue, Aurora, CO 80012',
      distance: '9 miles',
      hours: ['Mon–Sat 9 AM–9 PM', 'Sun 10:30 AM–7 PM'],
      eligibility: [
        { label: 'Ship to store', eligible: true },
        { label: 'In-store pickup', eligible: false },
      ],
    });
    const none = toPickerStore({ ...aurora, shipToStore: { v1: false, v2: false } });
    expect(none.eligibility[0]).toEqual({ label: 'Ship to store', eligible: false });
  });

  it('announces how many stores were found, or none', () => {
    const search = { zipCode: '80202', radiusMiles: 100 };
    expect(resultsMessage({ ...search, stores: [1, 2, 3] })).toBe(
      '3 stores within 100 miles of 80202.',
    );
    expect(resultsMessage({ ...search, stores: [1] })).toBe('1 store within 100 miles of 80202.');
    expect(resultsMessage({ ...search, stores: [] })).toBe(
      'No stores within 100 miles of 80202. Try another ZIP code.',
    );
  });

  it('turns a failed search into a message on the ZIP field', () => {
    expect(searchFailureMessage('00501', failure({ status: 404 }))).toBe(
      'We could not find ZIP code 00501. Check it and try again.',
    );
    expect(searchFailureMessage('0', failure({ status: 400 }))).toBe(
      'Enter a 5-digit ZIP code, like 80202.',
    );
    expect(searchFailureMessage('80202', failure({ kind: 'network', status: null }))).toBe(
      'Stores could not be loaded right now. Please try again.',
    );
  });
});

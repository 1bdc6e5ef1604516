/**
 * The store picker's rules and copy (spec 9 "Pick Up at a Different Store"): the ZIP rule, how a
 * store is shown (address, distance, hours, eligibility), what the search and the choice say.
 * Pure: the dialog's hook (hooks/useStoreSearch.ts), the dialog and the page server's no-JavaScript
 * form (routes/stores/route.ts) all read it. The trigger and the store line, which the first paint
 * shows, live in storeLine.ts.
 */
import type { ShopFailure, StoreSummary } from '../domain';
import { STORE_PICKER_TRIGGER } from './storeLine';

export const STORE_PICKER_TEXT = {
  title: STORE_PICKER_TRIGGER,
  description: 'Find a store near a ZIP code, then choose it for pickup.',
  zipLabel: 'ZIP code',
  zipHelper: '5 digits, like 80202',
  searchLabel: 'Find stores',
  searchingLabel: 'Finding stores',
  resultsLabel: 'Stores near you',
  hoursLabel: 'Hours',
  chooseLabel: 'Choose this store',
  choosingLabel: 'Saving your store',
  chooseRequired: 'Choose a store from the list.',
  eligibleText: 'available',
  ineligibleText: 'not available',
  closeLabel: 'Close',
} as const;

/** A store as the picker shows it (the design system's StorePickerStore, by shape). */
export interface PickerStoreView {
  storeId: string;
  name: string;
  address: string;
  distance: string;
  hours: string[];
  eligibility: { label: string; eligible: boolean }[];
}

export const STORE_TEXT = {
  zipRequired: 'Enter a ZIP code.',
  zipInvalid: 'Enter a 5-digit ZIP code, like 80202.',
  zipNotFound: 'We could not find ZIP code {{zip}}. Check it and try again.',
  searchFailed: 'Stores could not be loaded right now. Please try again.',
  shipToStore: 'Ship to store',
  pickup: 'In-store pickup',
} as const;

const ZIP = /^\d{5}(?:-\d{4})?$/;

/** The ZIP rule: null when `zip` is a US ZIP code (5 digits or ZIP+4), else the message. */
export function zipError(zip: string): string | null {
  const value = zip.trim();
  if (value === '') return STORE_TEXT.zipRequired;
  return ZIP.test(value) ? null : STORE_TEXT.zipInvalid;
}

/** '09:00' → '9 AM', '21:30' → '9:30 PM'; anything else as it came. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23) return time;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === '00' ? `${twelve} ${suffix}` : `${twelve}:${minutes} ${suffix}`;
}

/** '0.4 miles', '1 mile', '12.5 miles'. */
export function formatDistance(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

export function storeAddressLine(store: Pick<StoreSummary, 'address'>): string {
  const { line1, city, state, zipCode } = store.address;
  return `${line1}, ${city}, ${state} ${zipCode}`;
}

/** A store as the picker shows it. Ship to store is offered under either programme (spec 5). */
export function toPickerStore(store: StoreSummary): PickerStoreView {
  return {
    storeId: store.storeId,
    name: store.name,
    address: storeAddressLine(store),
    distance: formatDistance(store.distanceMiles),
    hours: store.hours.map((h) => `${h.days} ${formatClock(h.open)}–${formatClock(h.close)}`),
    eligibility: [
      { label: STORE_TEXT.shipToStore, eligible: store.shipToStore.v1 || store.shipToStore.v2 },
      { label: STORE_TEXT.pickup, eligible: store.pickupEligible },
    ],
  };
}

/** Announced when results arrive: how many stores, within what distance of which ZIP. */
export function resultsMessage(search: {
  zipCode: string;
  radiusMiles: number;
  stores: readonly unknown[];
}): string {
  const n = search.stores.length;
  const within = `within ${search.radiusMiles} miles of ${search.zipCode}`;
  if (n === 0) return `No stores ${within}. Try another ZIP code.`;
  return `${n} ${n === 1 ? 'store' : 'stores'} ${within}.`;
}

/** What a failed search says, on the ZIP field. */
export function searchFailureMessage(zip: string, failure: ShopFailure): string {
  if (failure.kind === 'http' && failure.status === 404) {
    return STORE_TEXT.zipNotFound.replace('{{zip}}', zip);
  }
  if (failure.kind === 'http' && failure.status === 400) return STORE_TEXT.zipInvalid;
  return STORE_TEXT.searchFailed;
}

/**
 * Test-only props for the StorePicker's tests: their own copy and stores (the shop's come from the
 * page, in the stories).
 */
import type { StorePickerCopy, StorePickerStore } from './StorePicker';

export const testCopy: StorePickerCopy = {
  title: 'Choose your store',
  description: 'Search by ZIP code.',
  zipLabel: 'ZIP code',
  zipHelper: '5 digits',
  searchLabel: 'Search',
  searchingLabel: 'Searching',
  resultsLabel: 'Stores nearby',
  hoursLabel: 'Open',
  chooseLabel: 'Use this store',
  choosingLabel: 'Saving',
  chooseRequired: 'Pick a store first.',
  eligibleText: 'yes',
  ineligibleText: 'no',
};

export const testStores: readonly StorePickerStore[] = [
  {
    storeId: '0412',
    name: 'Downtown',
    address: '1 Main Street, Denver, CO 80202',
    distance: '0 miles',
    hours: ['Mon–Sun 8 AM–10 PM'],
    eligibility: [
      { label: 'Ship to store', eligible: true },
      { label: 'Pickup', eligible: true },
    ],
  },
  {
    storeId: '0503',
    name: 'Hillside',
    address: '2 Pearl Street, Boulder, CO 80302',
    distance: '24.1 miles',
    hours: ['Mon–Fri 10 AM–7 PM', 'Sat 9 AM–6 PM'],
    eligibility: [
      { label: 'Ship to store', eligible: false },
      { label: 'Pickup', eligible: true },
    ],
  },
];

export const fiveDigits = (zip: string) => (/^\d{5}$/.test(zip) ? null : 'Enter 5 digits.');

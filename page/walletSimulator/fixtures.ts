/**
 * The simulator's sample wallet: contacts the sheet offers and the card it pays with. The second
 * contact lives in Hawaii (refused in the device wallet's sheet, spec 9); the third has a first
 * name with a digit (refused at authorization: Invalid First Name, spec 5); the fourth is a PO box
 * (refused at authorization for same-day delivery: NON_DELVERABLE_ADDRESS_ERR, spec 5).
 */
export interface SampleContact {
  id: string;
  summary: string;
  contact: Required<
    Pick<
      ApplePayJS.ApplePayPaymentContact,
      | 'givenName'
      | 'familyName'
      | 'emailAddress'
      | 'phoneNumber'
      | 'addressLines'
      | 'locality'
      | 'administrativeArea'
      | 'postalCode'
      | 'countryCode'
    >
  >;
}

export const SAMPLE_CONTACTS: readonly SampleContact[] = [
  {
    id: 'ana',
    summary: 'Ana Diaz, 1550 Larimer St, Denver, CO 80202',
    contact: {
      givenName: 'Ana',
      familyName: 'Diaz',
      emailAddress: 'ana.diaz@example.com',
      phoneNumber: '3035550100',
      addressLines: ['1550 Larimer St'],
      locality: 'Denver',
      administrativeArea: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    },
  },
  {
    id: 'kai',
    summary: 'Kai Ono, 200 Ala Moana Blvd, Honolulu, HI 96813',
    contact: {
      givenName: 'Kai',
      familyName: 'Ono',
      emailAddress: 'kai.ono@example.com',
      phoneNumber: '8085550100',
      addressLines: ['200 Ala Moana Blvd'],
      locality: 'Honolulu',
      administrativeArea: 'HI',
      postalCode: '96813',
      countryCode: 'US',
    },
  },
  {
    id: 'r2',
    summary: 'R2 Detoo, 1 Congress Ave, Austin, TX 78701',
    contact: {
      givenName: 'R2',
      familyName: 'Detoo',
      emailAddress: 'r2@example.com',
      phoneNumber: '5125550100',
      addressLines: ['1 Congress Ave'],
      locality: 'Austin',
      administrativeArea: 'TX',
      postalCode: '78701',
      countryCode: 'US',
    },
  },
  {
    id: 'lee',
    summary: 'Lee Park, PO Box 1234, Denver, CO 80202',
    contact: {
      givenName: 'Lee',
      familyName: 'Park',
      emailAddress: 'lee.park@example.com',
      phoneNumber: '3035550199',
      addressLines: ['PO Box 1234'],
      locality: 'Denver',
      administrativeArea: 'CO',
      postalCode: '80202',
      countryCode: 'US',
    },
  },
];

/** What the device wallet reveals before authorization: no name, street, phone or e-mail. */
export function redacted(contact: SampleContact['contact']): ApplePayJS.ApplePayPaymentContact {
  return {
    locality: contact.locality,
    administrativeArea: contact.administrativeArea,
    postalCode: contact.postalCode,
    countryCode: contact.countryCode,
  };
}

/** The card the sheet pays with (a debit card whose number ends in 4242). */
export const SAMPLE_CARD: ApplePayJS.ApplePayPaymentMethod = {
  displayName: 'Visa 4242',
  network: 'Visa',
  type: 'debit',
  paymentPass: {
    primaryAccountIdentifier: 'SIMULATED-PASS-1',
    primaryAccountNumberSuffix: '4242',
    activationState: 'activated',
  },
};

/** Account-wallet ship-to choices (a partial address is all the page learns of a change). */
export const SAMPLE_ACCOUNT_WALLET_ADDRESSES = [
  { id: 'default', summary: 'Your account address', city: '', state: '', postal_code: '', country_code: 'US' },
  { id: 'seattle', summary: 'Ship to 500 Pike St, Seattle, WA 98101', city: 'Seattle', state: 'WA', postal_code: '98101', country_code: 'US' },
] as const; // prettier-ignore

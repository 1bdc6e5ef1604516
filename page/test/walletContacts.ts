/**
 * The shopper the wallet tests pay as: Ana Diaz of Denver, the simulator's first sample contact
 * (page/walletSimulator/fixtures.ts), and the shop address she becomes (spec 7). Imports no test
 * runner, so the unit tests and the e2e tests can both read it.
 */
import type { WalletAddress, WalletContact } from '../purchase/wallet/contact';
import { SAMPLE_CONTACTS } from '../walletSimulator/fixtures';

export const ANA_CONTACT: WalletContact = SAMPLE_CONTACTS[0]!.contact;

/** ANA_CONTACT reshaped for the shop: the address line split in two, the e-mail kept. */
export const ANA_ADDRESS: WalletAddress = {
  firstName: 'Ana',
  lastName: 'Diaz',
  address: '1550 Larimer St',
  address2: '',
  city: 'Denver',
  state: 'CO',
  zipCode: '80202',
  country: 'US',
  email: 'ana.diaz@example.com',
  phoneNumber: '3035550100',
};

/**
 * Spec 9: what the shop is sent for the name, street and phone a wallet withholds until the
 * shopper pays (it reveals only city, state and ZIP before).
 */
export const WITHHELD_CONTACT_PLACEHOLDERS = {
  firstName: 'APSFN',
  lastName: 'APSLN',
  address: 'APSADL1',
  phoneNumber: 'APSPN',
} as const;

import { describe, expect, it } from 'vitest';
import { ANA_ADDRESS, WITHHELD_CONTACT_PLACEHOLDERS } from '../../test/walletContacts';
import { contactToAddress, isPlaceholder, PLACEHOLDERS } from './contact';

describe('contactToAddress', () => {
  it('should reshape a wallet contact into the shop address', () => {
    expect(
      contactToAddress({
        givenName: ' Ana ',
        familyName: 'Diaz',
        addressLines: ['1550 Larimer St', 'Apt 2', ''],
        locality: 'Denver',
        administrativeArea: 'co',
        postalCode: '80202',
        countryCode: 'us',
        emailAddress: 'ana.diaz@example.com',
        phoneNumber: '3035550100',
      }),
    ).toEqual({ ...ANA_ADDRESS, address2: 'Apt 2' });
  });

  it('should fill the placeholders APSFN, APSLN, APSADL1, APSPN for what the sheet withholds', () => {
    const address = contactToAddress(
      { locality: 'Denver', administrativeArea: 'CO', postalCode: '80202' },
      { placeholders: true },
    );
    expect(address).toMatchObject({ ...WITHHELD_CONTACT_PLACEHOLDERS, country: 'US' });
    expect(Object.values(PLACEHOLDERS)).toEqual(['APSFN', 'APSLN', 'APSADL1', 'APSPN']);
    expect(isPlaceholder('APSLN')).toBe(true);
    expect(isPlaceholder('Diaz')).toBe(false);
  });

  it('should leave missing values empty without placeholders, and survive no contact', () => {
    expect(contactToAddress(null)).toMatchObject({ firstName: '', address: '', country: 'US' });
  });
});

/**
 * Wallet contacts and the shop's address shape. A `WalletContact` is structurally the device
 * wallet's payment contact (given/family name, address lines, locality, administrative area…); the
 * account wallet's addresses are turned into the same shape by the adapter. Pure: no DOM types.
 */

export interface WalletContact {
  givenName?: string | undefined;
  familyName?: string | undefined;
  emailAddress?: string | undefined;
  phoneNumber?: string | undefined;
  addressLines?: readonly string[] | undefined;
  locality?: string | undefined;
  administrativeArea?: string | undefined;
  postalCode?: string | undefined;
  countryCode?: string | undefined;
}

/** The shop's address (spec 3 "Address"), as the wallet payloads carry it. */
export interface WalletAddress {
  firstName: string;
  lastName: string;
  address: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  email: string;
  phoneNumber: string;
}

/**
 * Spec 9: placeholder shipping values for data a wallet withholds until authorization (the sheet
 * reveals only city, state and ZIP when a shipping contact is picked).
 */
export const PLACEHOLDERS = {
  firstName: 'APSFN',
  lastName: 'APSLN',
  address: 'APSADL1',
  phoneNumber: 'APSPN',
} as const;

const text = (value: string | undefined | null) => (value ?? '').trim();

/** ZIP+4 wallets send "80202-1234" or "80202 1234"; the shop takes 12345 or 12345-6789. */
function zip(value: string | undefined): string {
  const digits = text(value).replace(/\s+/g, '-');
  return digits;
}

export function contactToAddress(
  contact: WalletContact | null | undefined,
  options: { placeholders?: boolean } = {},
): WalletAddress {
  const c = contact ?? {};
  const fill = (value: string, placeholder: string) =>
    value === '' && options.placeholders ? placeholder : value;
  const lines = (c.addressLines ?? []).map((l) => text(l)).filter(Boolean);
  return {
    firstName: fill(text(c.givenName), PLACEHOLDERS.firstName),
    lastName: fill(text(c.familyName), PLACEHOLDERS.lastName),
    address: fill(lines[0] ?? '', PLACEHOLDERS.address),
    address2: lines.slice(1).join(' '),
    city: text(c.locality),
    state: text(c.administrativeArea).toUpperCase(),
    zipCode: zip(c.postalCode),
    country: (text(c.countryCode) || 'US').toUpperCase(),
    email: text(c.emailAddress),
    phoneNumber: fill(text(c.phoneNumber), PLACEHOLDERS.phoneNumber),
  };
}

/** True when a value is one of the placeholders (never shown to the shopper). */
export function isPlaceholder(value: string): boolean {
  return (Object.values(PLACEHOLDERS) as string[]).includes(value);
}

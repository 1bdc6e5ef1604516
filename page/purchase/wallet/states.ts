/**
 * The allowed state lists of spec 9 ("Allowed state lists"): US states, DC and the military codes
 * AA, AE, AP. Billing allows all of them. Alaska and Hawaii are excluded from the wallet shipping
 * lists, and spec 9 qualifies that Hawaii is excluded "only from the first device-wallet list":
 *
 * - the first device-wallet list (checked when the shopper picks a shipping contact in the sheet)
 *   excludes AK and HI;
 * - the second device-wallet list (checked again at authorization) excludes AK only;
 * - the account-wallet shipping list excludes AK and HI.
 *
 * The reference shop refuses AK and HI for every shipping address anyway, so an HI address that
 * slips past the second list still ends as `_ERR_RESTRICTED_SHIPPING_STATE` from the server.
 */

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY',
  'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV',
  'WI', 'WY',
] as const; // prettier-ignore

export const MILITARY_STATES = ['AA', 'AE', 'AP'] as const;

const ALL = [...US_STATES, 'DC', ...MILITARY_STATES] as const;
const without = (...excluded: string[]) => ALL.filter((s) => !excluded.includes(s));

export const WALLET_STATE_LISTS = {
  billing: [...ALL] as readonly string[],
  /** Checked on shipping-contact selection in the device wallet's sheet. */
  deviceWalletShipping: without('AK', 'HI') as readonly string[],
  /** Checked at device-wallet authorization. */
  deviceWalletAuthorization: without('AK') as readonly string[],
  accountWalletShipping: without('AK', 'HI') as readonly string[],
} as const;

/** Normalises a wallet's state text ("co", " CO ") to its two-letter code. */
export function normalizeState(state: string | null | undefined): string {
  return (state ?? '').trim().toUpperCase();
}

export function isStateAllowed(state: string | null | undefined, list: readonly string[]): boolean {
  const code = normalizeState(state);
  return code !== '' && list.includes(code);
}

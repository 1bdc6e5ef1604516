import { describe, expect, it } from 'vitest';
import { isStateAllowed, US_STATES, WALLET_STATE_LISTS } from './states';

describe('wallet state lists (spec 9)', () => {
  it('should allow billing in the 50 states, DC and the military codes', () => {
    expect(US_STATES).toHaveLength(50);
    for (const s of ['CO', 'AK', 'HI', 'DC', 'AA', 'AE', 'AP']) {
      expect(isStateAllowed(s, WALLET_STATE_LISTS.billing)).toBe(true);
    }
    expect(WALLET_STATE_LISTS.billing).toHaveLength(54);
  });

  it('should exclude Alaska and Hawaii from the first device-wallet list and the account-wallet list', () => {
    for (const list of [
      WALLET_STATE_LISTS.deviceWalletShipping,
      WALLET_STATE_LISTS.accountWalletShipping,
    ]) {
      expect(isStateAllowed('AK', list)).toBe(false);
      expect(isStateAllowed('HI', list)).toBe(false);
      expect(isStateAllowed('CO', list)).toBe(true);
      expect(isStateAllowed('AP', list)).toBe(true);
    }
  });

  it('should exclude Hawaii only from the first device-wallet list', () => {
    expect(isStateAllowed('HI', WALLET_STATE_LISTS.deviceWalletAuthorization)).toBe(true);
    expect(isStateAllowed('AK', WALLET_STATE_LISTS.deviceWalletAuthorization)).toBe(false);
  });

  it('should normalise case and spaces, and refuse blanks and unknown codes', () => {
    expect(isStateAllowed(' co ', WALLET_STATE_LISTS.billing)).toBe(true);
    expect(isStateAllowed('', WALLET_STATE_LISTS.billing)).toBe(false);
    expect(isStateAllowed(undefined, WALLET_STATE_LISTS.billing)).toBe(false);
    expect(isStateAllowed('PR', WALLET_STATE_LISTS.billing)).toBe(false);
    expect(isStateAllowed('Colorado', WALLET_STATE_LISTS.billing)).toBe(false);
  });
});

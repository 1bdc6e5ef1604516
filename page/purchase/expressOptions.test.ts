// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALL_EXPRESS_OPTIONS,
  expectedWallets,
  expressOptionsFor,
  parseExpressOptions,
} from './expressOptions';

const NONE = { card: false, deviceWallet: false, accountWallet: false };

describe('parseExpressOptions', () => {
  it.each([
    ['Y:Y:N', { card: true, deviceWallet: true, accountWallet: false }],
    ['N:Y:Y', { card: false, deviceWallet: true, accountWallet: true }],
    ['y:n:y', { card: true, deviceWallet: false, accountWallet: true }],
    ['N:N:N', NONE],
    [' Y : N : Y ', { card: true, deviceWallet: false, accountWallet: true }],
  ])('given %s, should read %o', (triple, expected) => {
    expect(parseExpressOptions(triple, ALL_EXPRESS_OPTIONS)).toEqual(expected);
  });

  it.each([undefined, '', 'Y:Y', 'Y:Y:Y:Y', 'YES:NO:YES', 'Y;Y;N', '1:0:1', 'Y:Y:X'])(
    'should fall back for %j',
    (triple) => {
      expect(parseExpressOptions(triple, NONE)).toEqual(NONE);
      expect(parseExpressOptions(triple, ALL_EXPRESS_OPTIONS)).toEqual(ALL_EXPRESS_OPTIONS);
    },
  );

  it('should return a copy of the fallback, never the same object', () => {
    expect(parseExpressOptions(undefined, ALL_EXPRESS_OPTIONS)).not.toBe(ALL_EXPRESS_OPTIONS);
  });
});

describe('expressOptionsFor', () => {
  const defaults = { guest: 'Y:N:Y', registered: 'Y:Y:N' };
  it('should use the guest default for a guest and the registered default for a signed-in shopper', () => {
    expect(expressOptionsFor(undefined, false, defaults)).toEqual({
      card: true,
      deviceWallet: false,
      accountWallet: true,
    });
    expect(expressOptionsFor(undefined, true, defaults)).toEqual({
      card: true,
      deviceWallet: true,
      accountWallet: false,
    });
  });
  it('should let a valid cookie win over the defaults and ignore a malformed one', () => {
    expect(expressOptionsFor('N:N:Y', true, defaults)).toEqual({
      card: false,
      deviceWallet: false,
      accountWallet: true,
    });
    expect(expressOptionsFor('junk', true, defaults)).toEqual(
      expressOptionsFor(undefined, true, defaults),
    );
  });
});

describe('expectedWallets (the space kept for the wallets before the browser is asked)', () => {
  const wallets = {
    simulator: false,
    deviceWalletEnabled: true,
    accountWalletEnabled: true,
    accountWalletClientId: null as string | null,
  };
  it('given the simulator, should expect both wallets', () => {
    expect(expectedWallets({ ...wallets, simulator: true }, ALL_EXPRESS_OPTIONS)).toEqual({
      device: true,
      account: true,
    });
  });
  it('given a real account wallet provider, should expect it, and never a real device wallet', () => {
    expect(
      expectedWallets({ ...wallets, accountWalletClientId: 'client' }, ALL_EXPRESS_OPTIONS),
    ).toEqual({ device: false, account: true });
  });
  it('given the shopper’s options or the configuration turning a wallet off, should not expect it', () => {
    const simulated = { ...wallets, simulator: true };
    expect(expectedWallets(simulated, { ...ALL_EXPRESS_OPTIONS, deviceWallet: false })).toEqual({
      device: false,
      account: true,
    });
    expect(
      expectedWallets({ ...simulated, accountWalletEnabled: false }, ALL_EXPRESS_OPTIONS),
    ).toEqual({ device: true, account: false });
  });
});

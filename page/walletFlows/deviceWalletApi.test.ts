import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  SimulatedApplePaySession,
  type SimulatedApplePayError,
} from '../walletSimulator/applePaySimulator';
import {
  availableDeviceWallet,
  DEVICE_WALLET_VERSION,
  type DeviceWalletErrorConstructor,
  type DeviceWalletSessionConstructor,
} from './deviceWalletApi';

describe("the device wallet's browser interface", () => {
  // Compile-time checks (tsc runs over the tests): `window.ApplePaySession` is typed as our
  // surface, which is only true if the browser's class (the package's global) fits it.
  it("should be fitted by the browser's classes and by the simulator's stand-ins", () => {
    expectTypeOf<typeof ApplePaySession>().toExtend<DeviceWalletSessionConstructor>();
    expectTypeOf<typeof SimulatedApplePaySession>().toExtend<DeviceWalletSessionConstructor>();
    expectTypeOf<typeof SimulatedApplePayError>().toExtend<DeviceWalletErrorConstructor>();
  });
});

describe('availableDeviceWallet', () => {
  const withSession = (
    statics: Partial<Pick<DeviceWalletSessionConstructor, 'supportsVersion' | 'canMakePayments'>>,
  ) => ({ ApplePaySession: Object.assign(class {}, statics) as never });

  describe('given no device wallet in the browser', () => {
    it('should be null', () => {
      expect(availableDeviceWallet(undefined)).toBeNull();
      expect(availableDeviceWallet({})).toBeNull();
    });
  });

  describe('given a wallet that supports the version and can pay', () => {
    it('should be the session class, asked for version 3 by default', () => {
      const supportsVersion = vi.fn(() => true);
      const win = withSession({ supportsVersion, canMakePayments: () => true });
      expect(availableDeviceWallet(win)).toBe(win.ApplePaySession);
      expect(supportsVersion).toHaveBeenCalledWith(DEVICE_WALLET_VERSION);
      expect(DEVICE_WALLET_VERSION).toBe(3);
    });
  });

  describe('given a wallet that lacks the version, cannot pay, or throws', () => {
    it('should be null', () => {
      const refuse = () => false;
      const can = () => true;
      const throws = () => {
        throw new Error('InvalidAccessError');
      };
      expect(
        availableDeviceWallet(withSession({ supportsVersion: refuse, canMakePayments: can })),
      ).toBeNull();
      expect(
        availableDeviceWallet(withSession({ supportsVersion: can, canMakePayments: refuse })),
      ).toBeNull();
      expect(
        availableDeviceWallet(withSession({ supportsVersion: throws, canMakePayments: can })),
      ).toBeNull();
    });
  });

  describe("given the simulator's stand-in", () => {
    it('should be available', () => {
      expect(availableDeviceWallet({ ApplePaySession: SimulatedApplePaySession })).toBe(
        SimulatedApplePaySession,
      );
    });
  });
});

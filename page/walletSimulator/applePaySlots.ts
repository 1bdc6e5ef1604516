/**
 * The simulator's device-wallet session before it does anything, which the stand-in the page sees
 * (applePaySession.ts) and the session's workings (applePaySimulator.ts) both are: the class's
 * checks and constants, the event handler slots the flow fills, and its error.
 */
import type { DeviceWalletSession } from '../walletFlows/deviceWalletApi';

export class SimulatedApplePayError implements ApplePayJS.ApplePayError {
  constructor(
    public code: ApplePayJS.ApplePayErrorCode,
    public contactField?: ApplePayJS.ApplePayErrorContactField,
    public message: string = '',
  ) {}
}

/** The class's checks and constants, and the event handler slots the flow fills. */
export abstract class SimulatedSessionSlots {
  static readonly STATUS_SUCCESS = 0;
  static readonly STATUS_FAILURE = 1;
  static supportsVersion(version: number): boolean {
    return Number.isInteger(version) && version >= 1 && version <= 14;
  }
  static canMakePayments(): boolean {
    return true;
  }

  onvalidatemerchant: DeviceWalletSession['onvalidatemerchant'] = null;
  onpaymentmethodselected: DeviceWalletSession['onpaymentmethodselected'] = null;
  onshippingcontactselected: DeviceWalletSession['onshippingcontactselected'] = null;
  onshippingmethodselected: DeviceWalletSession['onshippingmethodselected'] = null;
  onpaymentauthorized: DeviceWalletSession['onpaymentauthorized'] = null;
  oncancel: DeviceWalletSession['oncancel'] = null;
}

/**
 * The simulator's `window.ApplePaySession` and `window.ApplePayError`, as the page sees them
 * before it pays: the class's static checks, the constructor and the event handler slots. What a
 * session does (the sheet's state, the sample wallet: applePaySimulator.ts) loads when the first
 * session is made, as a browser's own payment sheet is no part of the page: a visit that never
 * pays never fetches it. Calls made before it is here run in order once it is; the handlers set
 * on this object are the ones it calls. Each installed simulator has its class, and with it its
 * own load of the workings (index.ts).
 */
import {
  DEVICE_WALLET_SESSION_EVENTS,
  type DeviceWalletSession,
  type DeviceWalletSessionEvent,
} from '../walletFlows/deviceWalletApi';
import type * as EngineModule from './applePaySimulator';
import { SimulatedSessionSlots } from './applePaySlots';
import { paymentLoader, type StandInParts } from './paymentLoader';

/**
 * A `window.ApplePaySession` whose sessions share one load of the workings (once, again after a
 * failed load), with the sheet they open.
 */
export function applePaySessionStandIn({
  host,
  load: loadWorkings = () => import('./applePaySimulator'),
}: StandInParts<typeof EngineModule> = {}) {
  const load = paymentLoader(loadWorkings, host);
  return class ApplePaySessionStandIn extends SimulatedSessionSlots implements DeviceWalletSession {
    private readonly session: Promise<DeviceWalletSession>;
    private begun = false;

    constructor(version: number, request: ApplePayJS.ApplePayPaymentRequest) {
      super();
      if (!SimulatedSessionSlots.supportsVersion(version)) throw new Error('Unsupported version');
      this.session = load().then(({ SimulatedApplePaySession }) => {
        const session = new SimulatedApplePaySession(version, request);
        // Each event the session raises goes to the handler the flow set here, read when it comes.
        const handlers = session as unknown as Record<
          DeviceWalletSessionEvent,
          (event: unknown) => void
        >;
        for (const name of DEVICE_WALLET_SESSION_EVENTS) {
          handlers[name] = (event) => (this[name] as ((event: unknown) => void) | null)?.(event);
        }
        return session;
      });
      // A sheet that cannot open ends as the shopper closing it would end it.
      this.session.catch(() => {
        if (this.begun) this.oncancel?.({});
      });
    }

    private later(call: (session: DeviceWalletSession) => void): void {
      this.session.then(call, () => undefined);
    }

    begin(): void {
      this.begun = true;
      this.later((s) => s.begin());
    }
    abort(): void {
      this.later((s) => s.abort());
    }
    completeMerchantValidation(merchantSession: unknown): void {
      this.later((s) => s.completeMerchantValidation(merchantSession));
    }
    completePaymentMethodSelection(update: ApplePayJS.ApplePayPaymentMethodUpdate): void {
      this.later((s) => s.completePaymentMethodSelection(update));
    }
    completeShippingContactSelection(update: ApplePayJS.ApplePayShippingContactUpdate): void {
      this.later((s) => s.completeShippingContactSelection(update));
    }
    completeShippingMethodSelection(
      update: Parameters<DeviceWalletSession['completeShippingMethodSelection']>[0],
    ): void {
      this.later((s) => s.completeShippingMethodSelection(update));
    }
    completePayment(result: ApplePayJS.ApplePayPaymentAuthorizationResult): void {
      this.later((s) => s.completePayment(result));
    }
  };
}

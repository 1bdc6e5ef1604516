/**
 * The wallet simulator: installs stand-ins for the device wallet's browser interface
 * (`window.ApplePaySession`, `window.ApplePayError`) and the account wallet's SDK
 * (`window.paypal`), which drive the simulator's sheet. On in the demo and in tests, and loaded
 * lazily. The sheet (its host, sheetHost.tsx, and the dialog it opens in) and what a payment does
 * (applePaySimulator.ts, paypalPayment.ts, the sample wallet) load later still, on intent or when
 * the first payment opens: a visit that pays with no wallet never fetches them.
 */
import { applePaySessionStandIn } from './applePaySession';
import { SimulatedApplePayError } from './applePaySlots';
import { createSimulatedPaypal } from './paypalSimulator';
import type { SheetLoader } from './sheetHost';
import type * as ApplePayWorkings from './applePaySimulator';
import type * as PaypalWorkings from './paypalPayment';

declare global {
  interface Window {
    __walletSimulator?: true;
  }
}

/** Where the lazy parts come from: their chunks, unless a test gives one that fails. */
export interface SimulatorLoaders {
  sheet?: SheetLoader;
  applePay?: () => Promise<typeof ApplePayWorkings>;
  paypal?: () => Promise<typeof PaypalWorkings>;
}

/**
 * Installs the stand-ins on `win` (once). Returns what takes them off again and unmounts the
 * sheet: a page keeps them for its life; a test file puts the window back as it found it.
 * The sheet is this installation's: mounted when its first payment starts, never after the
 * installation is taken off (a payment's late load cannot mount it in a later one).
 */
export function installWalletSimulator(
  win: Window = window,
  loaders: SimulatorLoaders = {},
): () => void {
  if (win.__walletSimulator) return () => undefined;
  win.__walletSimulator = true;
  let removed = false;
  let hosting = false;
  let unhost = () => undefined as void;
  const host = () => {
    if (removed || hosting) return;
    hosting = true;
    void import('./sheetHost').then(
      ({ hostSheet }) => {
        if (!removed) unhost = hostSheet(win, loaders.sheet);
      },
      () => (hosting = false),
    );
  };
  win.ApplePaySession = applePaySessionStandIn({ host, load: loaders.applePay });
  win.ApplePayError = SimulatedApplePayError;
  win.paypal = createSimulatedPaypal({ host, load: loaders.paypal });
  return () => {
    removed = true;
    unhost();
    delete win.__walletSimulator;
    delete win.ApplePaySession;
    delete win.ApplePayError;
    delete win.paypal;
  };
}

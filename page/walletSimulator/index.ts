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

declare global {
  interface Window {
    __walletSimulator?: true;
  }
}

/**
 * Installs the stand-ins on `win` (once). Returns what takes them off again and unmounts the
 * sheet: a page keeps them for its life; a test file puts the window back as it found it.
 */
export function installWalletSimulator(win: Window = window): () => void {
  if (win.__walletSimulator) return () => undefined;
  win.__walletSimulator = true;
  win.ApplePaySession = applePaySessionStandIn();
  win.ApplePayError = SimulatedApplePayError;
  win.paypal = createSimulatedPaypal();
  return () => {
    win.__walletSimulatorSheet?.();
    delete win.__walletSimulator;
    delete win.ApplePaySession;
    delete win.ApplePayError;
    delete win.paypal;
  };
}

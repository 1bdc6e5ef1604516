/**
 * The wallet simulator: installs stand-ins for the device wallet's browser interface
 * (`window.ApplePaySession`, `window.ApplePayError`) and the account wallet's SDK
 * (`window.paypal`), and mounts the sheet they drive. On in the demo and in tests; loaded lazily
 * in its own chunk, never part of the initial bundle.
 */
import { createRoot } from 'react-dom/client';
import { SimulatedApplePayError, SimulatedApplePaySession } from './applePaySimulator';
import { createSimulatedPaypal } from './paypalSimulator';
import { SimulatorSheet } from './Sheet';

declare global {
  interface Window {
    __walletSimulator?: true;
  }
}

export function installWalletSimulator(win: Window = window): void {
  if (win.__walletSimulator) return;
  win.__walletSimulator = true;
  win.ApplePaySession = SimulatedApplePaySession;
  win.ApplePayError = SimulatedApplePayError;
  win.paypal = createSimulatedPaypal();
  const host = win.document.createElement('div');
  host.dataset.walletSimulator = '';
  win.document.body.append(host);
  createRoot(host).render(<SimulatorSheet />);
}

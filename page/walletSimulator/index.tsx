/**
 * The wallet simulator: installs stand-ins for the device wallet's browser interface
 * (`window.ApplePaySession`, `window.ApplePayError`) and the account wallet's SDK
 * (`window.paypal`), and mounts the sheet they drive. On in the demo and in tests, and loaded
 * lazily. The sheet itself (with the dialog it opens in) and what a payment does
 * (applePaySimulator.ts, paypalPayment.ts, the sample wallet) load later still, on intent or when
 * the first payment opens: a visit that pays with no wallet never fetches them.
 */
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@cairnfield/design-system';
import { ApplePaySessionStandIn } from './applePaySession';
import { SimulatedApplePayError } from './applePaySlots';
import { createSimulatedPaypal } from './paypalSimulator';
import { closeSheet, sheetStore } from './state';

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
  win.ApplePaySession = ApplePaySessionStandIn;
  win.ApplePayError = SimulatedApplePayError;
  win.paypal = createSimulatedPaypal();
  const unmountSheet = mountSheetWhenOpened(win);
  return () => {
    unmountSheet();
    delete win.__walletSimulator;
    delete win.ApplePaySession;
    delete win.ApplePayError;
    delete win.paypal;
  };
}

/** Mounts the sheet once a payment opens it; returns what unmounts it (or stops waiting). */
function mountSheetWhenOpened(win: Window): () => void {
  let unmount = () => undefined as void;
  let stopped = false;
  const wait = () => {
    const unsubscribe = sheetStore.subscribe(() => {
      if (!sheetStore.get().open) return;
      unsubscribe();
      unmount = () => undefined;
      import('./Sheet').then(
        ({ SimulatorSheet }) => {
          if (stopped) return;
          const host = win.document.createElement('div');
          host.dataset.walletSimulator = '';
          win.document.body.append(host);
          const root = createRoot(host);
          // A React root of its own, outside the page's provider: it needs its own to be themed.
          root.render(
            <DesignSystemProvider theme="brand">
              <SimulatorSheet />
            </DesignSystemProvider>,
          );
          unmount = () => {
            root.unmount();
            host.remove();
          };
        },
        () => {
          if (stopped) return;
          // No sheet to pay in: the payment ends as the shopper closing it would end it, and the
          // next payment asks for the chunk again.
          const { actions } = sheetStore.get();
          if (actions) actions.cancel();
          else closeSheet();
          wait();
        },
      );
    });
    unmount = unsubscribe;
  };
  wait();
  return () => {
    stopped = true;
    unmount();
  };
}

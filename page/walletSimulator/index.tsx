/**
 * The wallet simulator: installs stand-ins for the device wallet's browser interface
 * (`window.ApplePaySession`, `window.ApplePayError`) and the account wallet's SDK
 * (`window.paypal`), and mounts the sheet they drive. On in the demo and in tests; loaded lazily
 * in its own chunk, never part of the initial bundle. The sheet itself (with the dialog it opens
 * in) and what a payment does (applePaySimulator.ts, paypalPayment.ts, the sample wallet) are a
 * further chunk, loaded on intent or when the first payment opens: a visit that pays with no
 * wallet never fetches it.
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

export function installWalletSimulator(win: Window = window): void {
  if (win.__walletSimulator) return;
  win.__walletSimulator = true;
  win.ApplePaySession = ApplePaySessionStandIn;
  win.ApplePayError = SimulatedApplePayError;
  win.paypal = createSimulatedPaypal();
  mountSheetWhenOpened(win);
}

function mountSheetWhenOpened(win: Window): void {
  const unsubscribe = sheetStore.subscribe(() => {
    if (!sheetStore.get().open) return;
    unsubscribe();
    import('./Sheet').then(
      ({ SimulatorSheet }) => {
        const host = win.document.createElement('div');
        host.dataset.walletSimulator = '';
        win.document.body.append(host);
        // A React root of its own, outside the page's provider: it needs its own to be themed.
        createRoot(host).render(
          <DesignSystemProvider theme="brand">
            <SimulatorSheet />
          </DesignSystemProvider>,
        );
      },
      () => {
        // No sheet to pay in: the payment ends as the shopper closing it would end it, and the
        // next payment asks for the chunk again.
        const { actions } = sheetStore.get();
        if (actions) actions.cancel();
        else closeSheet();
        mountSheetWhenOpened(win);
      },
    );
  });
}

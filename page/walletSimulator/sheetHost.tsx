/**
 * Where the simulator's sheet lives in the page: a React root of its own, mounted the first time a
 * payment opens the sheet. It comes with what a payment does (applePaySession.ts and
 * paypalSimulator.tsx load it with the payment's workings), so a visit that never pays fetches
 * none of it.
 */
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@cairnfield/design-system';
import { closeSheet, sheetStore } from './state';

declare global {
  interface Window {
    /** Unmounts the sheet (or stops waiting to mount it): index.tsx's uninstall calls it. */
    __walletSimulatorSheet?: () => void;
  }
}

/**
 * Mounts the sheet in `win` once a payment opens it (at once when one is open already), once per
 * installed simulator; the sheet's own chunk is asked for now.
 */
export function hostSheet(win: Window = window): void {
  if (!win.__walletSimulator || win.__walletSimulatorSheet) return;
  const sheetCode = () => import('./Sheet');
  void sheetCode().catch(() => undefined);
  let unmount = () => undefined as void;
  let stopped = false;
  const mount = () => {
    unmount = () => undefined;
    sheetCode().then(
      ({ SimulatorSheet }) => {
        if (stopped) return;
        const host = win.document.createElement('div');
        host.dataset.walletSimulator = '';
        win.document.body.append(host);
        const root = createRoot(host);
        // A React root of its own, outside the page's provider: it needs its own to be themed,
        // and to say it is English on a page in another language (WCAG 3.1.2): its dialog
        // renders in a portal under the document's `lang`.
        root.render(
          <DesignSystemProvider theme="brand" locale="en-US">
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
  };
  const wait = () => {
    if (sheetStore.get().open) return mount();
    const unsubscribe = sheetStore.subscribe(() => {
      if (!sheetStore.get().open) return;
      unsubscribe();
      mount();
    });
    unmount = unsubscribe;
  };
  wait();
  win.__walletSimulatorSheet = () => {
    stopped = true;
    unmount();
    delete win.__walletSimulatorSheet;
  };
}

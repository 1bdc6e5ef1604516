/**
 * Where the simulator's sheet lives in the page: a React root of its own, mounted the first time a
 * payment opens the sheet. It comes with what a payment does (applePaySession.ts and
 * paypalSimulator.tsx load it with the payment's workings), so a visit that never pays fetches
 * none of it.
 */
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@cairnfield/design-system';
import type * as SheetModule from './Sheet';
import { closeSheet, sheetStore } from './state';

/** The sheet's module: its own chunk (a test's may fail, as a chunk that cannot load does). */
export type SheetLoader = () => Promise<typeof SheetModule>;

/**
 * Mounts the sheet in `win` once a payment opens it (at once when one is open already); the
 * sheet's own chunk is asked for now. The installed simulator hosts one (index.ts). Returns what
 * unmounts it, or stops waiting to mount it.
 */
export function hostSheet(
  win: Window,
  sheetCode: SheetLoader = () => import('./Sheet'),
): () => void {
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
  return () => {
    stopped = true;
    unmount();
  };
}

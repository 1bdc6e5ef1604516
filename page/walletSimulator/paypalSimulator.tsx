/**
 * A stand-in for the account wallet's JS SDK (`window.paypal`): `Buttons(options)` returns a
 * component with isEligible / render / close; its rendered button runs onClick → createOrder →
 * (the simulator's sheet: account, ship-to choice) → onShippingChange → onApprove, or onCancel /
 * onError, exactly in the order the provider's SDK calls them. What happens after the click (the
 * sheet, the sample addresses: paypalPayment.ts) loads on intent (the button hovered, focused or
 * touched) or at the click.
 */
import type {
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalNamespace,
} from '@paypal/paypal-js';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ExpressCheckoutButtons, type WalletState } from '@cairnfield/design-system';
import type * as PaymentModule from './paypalPayment';
import { paymentLoader, type StandInParts } from './paymentLoader';
import { createStore, type Store } from './store';

/** The button's state, which the payment (paypalPayment.ts) sets busy and back. */
export type ButtonView = Store<{ state: WalletState; busy: boolean }>;

/** The payment's workings (its sheet, the sample addresses), once (again after a failed load). */
type PaymentLoader = () => Promise<typeof PaymentModule>;

function SimulatedButton({ store, onClick }: { store: ButtonView; onClick: () => void }) {
  const { state, busy } = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <ExpressCheckoutButtons
      deviceWallet="hidden"
      accountWallet={state}
      accountWalletBusy={busy}
      onAccountWalletClick={onClick}
      accountWalletName="PayPal"
      accountWalletLabel="Pay with"
      busyLabel="Starting checkout"
      groupLabel="Account wallet"
    />
  );
}

function createButtons(
  loadAccountPayment: PaymentLoader,
  options: PayPalButtonsComponentOptions = {},
): PayPalButtonsComponent {
  const view: ButtonView = createStore<{ state: WalletState; busy: boolean }>({
    state: 'available',
    busy: false,
  });
  let root: Root | null = null;

  async function start(): Promise<void> {
    let allowed = true;
    await options.onClick?.(
      {},
      {
        resolve: () => Promise.resolve(),
        reject: () => {
          allowed = false;
          return Promise.resolve();
        },
      },
    );
    if (!allowed) return;
    view.set((v) => ({ ...v, busy: true }));
    try {
      const { runAccountPayment } = await loadAccountPayment();
      runAccountPayment(options, view);
    } catch {
      // No sheet to pay in: the SDK's own failure path.
      view.set((v) => ({ ...v, busy: false }));
      options.onError?.({ message: 'The payment window could not open' });
    }
  }

  options.onInit?.(
    {},
    {
      enable: () => {
        view.set((v) => ({ ...v, state: 'available' }));
        return Promise.resolve();
      },
      disable: () => {
        view.set((v) => ({ ...v, state: 'disabled' }));
        return Promise.resolve();
      },
    },
  );

  return {
    isEligible: () => true,
    render: (container) => {
      const element =
        typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
      if (!element) return Promise.reject(new Error('No container to render into'));
      // The payment's workings load on the shopper's intent, as the provider's window would.
      for (const type of ['pointerover', 'focusin', 'touchstart']) {
        element.addEventListener(type, () => void loadAccountPayment().catch(() => undefined), {
          once: true,
          passive: true,
        });
      }
      root = createRoot(element);
      root.render(<SimulatedButton store={view} onClick={() => void start()} />);
      return Promise.resolve();
    },
    close: () => {
      root?.unmount();
      root = null;
      return Promise.resolve();
    },
    updateProps: () => Promise.resolve(),
    resume: () => undefined,
    hasReturned: () => false,
  };
}

/** A `window.paypal` whose buttons share one load of the payment's workings. */
export function createSimulatedPaypal({
  host,
  load: loadWorkings = () => import('./paypalPayment'),
}: StandInParts<typeof PaymentModule> = {}): PayPalNamespace {
  const load: PaymentLoader = paymentLoader(loadWorkings, host);
  return { Buttons: (options) => createButtons(load, options), version: 'simulator' };
}

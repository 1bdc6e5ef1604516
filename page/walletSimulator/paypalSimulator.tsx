/**
 * A stand-in for the account wallet's JS SDK (`window.paypal`): `Buttons(options)` returns a
 * component with isEligible / render / close; its rendered button runs onClick → createOrder →
 * (the simulator's sheet: account, ship-to choice) → onShippingChange → onApprove, or onCancel /
 * onError, exactly in the order the provider's SDK calls them.
 */
import type {
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalNamespace,
} from '@paypal/paypal-js';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ExpressCheckoutButtons, type WalletState } from '@cairnfield/design-system';
import { SAMPLE_ACCOUNT_WALLET_ADDRESSES } from './fixtures';
import { closeSheet, currentOpener, sheetStore } from './state';
import { createStore } from './store';

/** A sandbox payer id (the shop's executePayment takes 6-20 letters and digits). */
export const SIMULATED_PAYER_ID = 'SANDBOXBUYER1';

function SimulatedButton({
  store,
  onClick,
}: {
  store: ReturnType<typeof createStore<{ state: WalletState; busy: boolean }>>;
  onClick: () => void;
}) {
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

function createButtons(options: PayPalButtonsComponentOptions = {}): PayPalButtonsComponent {
  const view = createStore<{ state: WalletState; busy: boolean }>({
    state: 'available',
    busy: false,
  });
  let root: Root | null = null;
  let orderID = '';

  const close = () => {
    closeSheet();
    view.set((v) => ({ ...v, busy: false }));
  };
  const setSheet = (change: {
    phase?: 'starting' | 'ready' | 'working' | 'failed';
    status?: string;
    error?: string | null;
    addressId?: string;
  }) =>
    sheetStore.set((s) =>
      s.sheet?.wallet === 'account' ? { ...s, sheet: { ...s.sheet, ...change } } : s,
    );

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
    sheetStore.set({
      open: true,
      opener: currentOpener(),
      sheet: {
        wallet: 'account',
        phase: 'starting',
        addressId: 'default',
        status: 'Setting up the payment…',
        error: null,
      },
      actions: {
        selectContact: () => undefined,
        selectMethod: () => undefined,
        selectAddress: (id) => void changeAddress(id),
        pay: () => void approve(),
        cancel: () => {
          close();
          options.onCancel?.({ orderID }, { redirect: () => undefined });
        },
      },
    });
    try {
      orderID =
        (await options.createOrder?.(
          { paymentSource: 'paypal' },
          { order: { create: () => Promise.reject(new Error('Use the shop to create payments')) } },
        )) ?? '';
      if (!orderID) throw new Error('No payment was created');
      setSheet({ phase: 'ready', status: '' });
    } catch (error) {
      close();
      options.onError?.({ message: error instanceof Error ? error.message : 'createOrder failed' });
    }
  }

  async function changeAddress(id: string): Promise<void> {
    const address = SAMPLE_ACCOUNT_WALLET_ADDRESSES.find((a) => a.id === id);
    if (!address) return;
    setSheet({ addressId: id, phase: 'working', status: 'Updating shipping…', error: null });
    if (id === 'default' || !options.onShippingChange) {
      setSheet({ phase: 'ready', status: '' });
      return;
    }
    let rejected = false;
    await options.onShippingChange(
      {
        orderID,
        paymentID: orderID,
        shipping_address: {
          city: address.city,
          state: address.state,
          postal_code: address.postal_code,
          country_code: address.country_code,
        },
        forceRestAPI: false,
      },
      {
        resolve: () => Promise.resolve(),
        reject: () => {
          rejected = true;
          return Promise.resolve();
        },
        order: { patch: () => Promise.resolve() },
      },
    );
    setSheet(
      rejected
        ? { phase: 'ready', status: '', error: 'This address cannot be used. Choose another.' }
        : { phase: 'ready', status: 'Shipping updated.' },
    );
  }

  async function approve(): Promise<void> {
    setSheet({ phase: 'working', status: 'Processing the payment…', error: null });
    try {
      await options.onApprove?.(
        { orderID, paymentID: orderID, payerID: SIMULATED_PAYER_ID },
        { redirect: () => undefined, restart: () => undefined },
      );
    } catch (error) {
      options.onError?.({ message: error instanceof Error ? error.message : 'onApprove failed' });
    }
    close();
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

export function createSimulatedPaypal(): PayPalNamespace {
  return { Buttons: createButtons, version: 'simulator' };
}

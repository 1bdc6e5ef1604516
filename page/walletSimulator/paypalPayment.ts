/**
 * The account wallet's payment in the simulator, from the click the shopper made on its button
 * (paypalSimulator.tsx) on: the sheet (account, ship-to choice), then createOrder →
 * onShippingChange → onApprove, or onCancel / onError, in the order the provider's SDK calls them.
 * Loaded on intent, as the provider's own window is no part of the page.
 */
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { SAMPLE_ACCOUNT_WALLET_ADDRESSES } from './fixtures';
import type { ButtonView } from './paypalSimulator';
import { closeSheet, currentOpener, sheetStore } from './state';

/** A sandbox payer id (the shop's executePayment takes 6-20 letters and digits). */
export const SIMULATED_PAYER_ID = 'SANDBOXBUYER1';

/** Opens the sheet for one payment, the button already busy. */
export function runAccountPayment(options: PayPalButtonsComponentOptions, view: ButtonView): void {
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

  void start();
}

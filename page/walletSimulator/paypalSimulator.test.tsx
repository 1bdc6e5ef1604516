import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { installWalletSimulator, type SimulatorLoaders } from './index';
import { closeSheet } from './state';

// The sheet and the payment's workings are lazy modules: their first transform, paid here, would
// otherwise fall inside a test's wait on a busy machine.
beforeAll(() => Promise.all([import('./Sheet'), import('./paypalPayment')]), 60_000);

// A payment a test left open is closed, and the stand-ins it installed come off with their sheet
// (Radix's hold on <body> with it). Each installed simulator loads the payment's workings afresh,
// from the loaders it is given: a failed load in one test is no other test's, with no module
// mocked or reloaded (the project shares one module cache).
let uninstall = () => undefined as void;
afterEach(() => {
  closeSheet();
  uninstall();
  uninstall = () => undefined;
  document.body.innerHTML = '';
});

async function renderButton(options: PayPalButtonsComponentOptions, loaders?: SimulatorLoaders) {
  uninstall = installWalletSimulator(window, loaders);
  const container = document.createElement('div');
  document.body.append(container);
  await act(() => window.paypal!.Buttons!(options).render(container));
  return screen.findByRole('button', { name: /Pay with PayPal/ });
}

describe('the simulated account wallet SDK', () => {
  it('given a click, should call onClick, then create the payment and open its sheet, and end with onCancel', async () => {
    const calls: string[] = [];
    const button = await renderButton({
      onClick: () => void calls.push('onClick'),
      createOrder: () => {
        calls.push('createOrder');
        return Promise.resolve('PAY-123');
      },
      onCancel: ({ orderID }) => void calls.push(`onCancel ${String(orderID)}`),
    });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'PayPal (simulated)' });
    await waitFor(() => expect(calls).toEqual(['onClick', 'createOrder']));
    expect(sheet).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(calls).toEqual(['onClick', 'createOrder', 'onCancel PAY-123']));
  });

  it('given a payment whose workings cannot load, should end with onError and the button usable again', async () => {
    const errors: string[] = [];
    const createOrder = vi.fn(() => Promise.resolve('PAY-1'));
    const button = await renderButton(
      { createOrder, onError: ({ message }) => void errors.push(String(message)) },
      { paypal: () => Promise.reject(new Error('chunk failed')) },
    );
    await userEvent.click(button);
    await waitFor(() => expect(errors).toEqual(['The payment window could not open']));
    expect(createOrder).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Pay with PayPal/ })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installWalletSimulator } from './index';
import { closeSheet } from './state';

const request: ApplePayJS.ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  merchantCapabilities: ['supports3DS'],
  supportedNetworks: ['visa'],
  total: { label: 'Cairnfield Outfitters', amount: '50.00' },
};

let uninstall = () => undefined as void;
afterEach(() => uninstall());

describe('installWalletSimulator', () => {
  it('installs both wallets, and mounts its sheet only when a payment opens it', async () => {
    uninstall = installWalletSimulator(window);
    expect(window.ApplePaySession).toBeDefined();
    expect(window.paypal?.Buttons).toBeDefined();
    expect(document.querySelector('[data-wallet-simulator]')).toBeNull();

    const Session = window.ApplePaySession!;
    const session = new Session(3, request);
    let cancelled = false;
    session.oncancel = () => {
      cancelled = true;
    };
    session.begin();
    const sheet = await screen.findByRole('dialog', { name: 'Apple Pay (simulated)' });
    expect(document.querySelector('[data-wallet-simulator]')).not.toBeNull();
    expect(sheet).toHaveTextContent('$50.00');

    screen.getByRole('button', { name: 'Cancel' }).click();
    await waitFor(() => expect(cancelled).toBe(true));
  });

  it('given it is taken off while a payment waits for the sheet, should mount none, and a new one its own', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const remove = installWalletSimulator(window, {
      sheet: () => held.then(() => import('./Sheet')),
    });
    new window.ApplePaySession!(3, request).begin();
    remove();
    closeSheet();
    release();
    await held;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('[data-wallet-simulator]')).toBeNull();

    uninstall = installWalletSimulator(window);
    new window.ApplePaySession!(3, request).begin();
    await screen.findByRole('dialog', { name: 'Apple Pay (simulated)' });
    expect(document.querySelectorAll('[data-wallet-simulator]')).toHaveLength(1);
    closeSheet();
  });
});

/**
 * What the wallet simulator's screen-reader tests (page/walletSimulator/*.screenReader.test.tsx)
 * share: the sheet's lazy modules loaded once per file, each sheet opened as the page's express
 * checkout opens it, and after each test the reader stopped and the simulator's wallets, its
 * sheet's root and the account wallet's button taken off (the next file starts without them).
 */
import type { PayPalButtonsComponentOptions } from '@paypal/paypal-js';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll } from 'vitest';
import { installWalletSimulator } from '../walletSimulator/index';
import { stopReading } from './screenReader';

/** The device wallet's payment request, as the page's express checkout makes it: a $50 order. */
const REQUEST: ApplePayJS.ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  merchantCapabilities: ['supports3DS'],
  supportedNetworks: ['visa'],
  requiredShippingContactFields: ['postalAddress', 'name', 'email'],
  total: { label: 'Cairnfield Outfitters', amount: '50.00' },
};

/** A sheet opens from a lazy module, slow to import on a busy core. */
const SHEET_WAIT = { timeout: 15_000 };

type Name = string | RegExp;

/** Registers the file's hooks; opens the sheets its tests read. */
export function setUpSheetReading() {
  let uninstall = () => undefined as void;
  let container: HTMLElement | null = null;
  // The sheet and the payment's workings are lazy modules: their first transform, paid here, would
  // otherwise fall inside the test's wait on a busy machine.
  beforeAll(
    () =>
      Promise.all([import('../walletSimulator/Sheet'), import('../walletSimulator/paypalPayment')]),
    60_000,
  );
  afterEach(async () => {
    await stopReading();
    uninstall();
    uninstall = () => undefined;
    container?.remove();
    container = null;
  });
  return {
    /**
     * The device wallet's sheet, named `name`, opened by an ApplePaySession begun with the page's
     * request (the page's handlers not attached: the sheet as it opens, before the shop answers).
     */
    async openDeviceSheet(name: Name) {
      uninstall = installWalletSimulator(window);
      const session = new window.ApplePaySession!(3, REQUEST);
      session.begin();
      const sheet = await screen.findByRole('dialog', { name }, SHEET_WAIT);
      return { session, sheet };
    },
    /**
     * The account wallet's sheet, named `name`: its button rendered with `options` as the page's
     * express checkout renders it, and clicked (the button named `button`).
     */
    async openAccountSheet(options: PayPalButtonsComponentOptions, button: Name, name: Name) {
      uninstall = installWalletSimulator(window);
      container = document.createElement('div');
      document.body.append(container);
      const buttons = window.paypal!.Buttons!(options);
      await act(() => buttons.render(container!));
      await userEvent.click(await screen.findByRole('button', { name: button }));
      return screen.findByRole('dialog', { name }, SHEET_WAIT);
    },
  };
}

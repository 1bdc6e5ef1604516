// What a screen reader says in the wallet simulator's sheets on the page in French
// (PAGE_LOCALE=fr-CA), as the accessibility audit opens them ("fr-CA: device wallet sheet",
// "fr-CA: account wallet sheet"): each sheet is its own root at the end of the body, under the
// document's lang, and each transcript starts with the languages the reader is told there (WCAG
// 3.1.1 and 3.1.2). Rewrite after an intended change with `npx vitest run --project unit -u
// page/walletSimulator/SheetsFrench.screenReader.test.tsx` and review the diff.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installWalletSimulator } from './index';
import { languages, readUntil, startReading, stopReading, transcript } from '../test/screenReader';

// The sheet and the payment's workings are lazy modules: their first transform, paid here, would
// otherwise fall inside the test's wait on a busy machine.
beforeAll(() => Promise.all([import('./Sheet'), import('./paypalPayment')]), 60_000);

let uninstall = () => undefined as void;
let container: HTMLElement | null = null;
beforeEach(() => {
  // The document's lang, as page/layout/Document.tsx writes it on the page in French.
  document.documentElement.lang = 'fr-CA';
});
afterEach(async () => {
  await stopReading();
  // The simulator's wallets, its sheet's root and the button go with the test.
  uninstall();
  uninstall = () => undefined;
  container?.remove();
  container = null;
  document.documentElement.removeAttribute('lang');
});

const request: ApplePayJS.ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  merchantCapabilities: ['supports3DS'],
  supportedNetworks: ['visa'],
  requiredShippingContactFields: ['postalAddress', 'name', 'email'],
  total: { label: 'Cairnfield Outfitters', amount: '50.00' },
};

describe(
  'the wallet sheets on the page in French, as a screen reader says them (3.1.1, 3.1.2)',
  { timeout: 30_000 },
  () => {
    it('should read the device wallet sheet in the language it says', async () => {
      uninstall = installWalletSimulator(window);
      const session = new window.ApplePaySession!(3, request);
      session.begin();
      const sheet = await screen.findByRole('dialog', { name: /Apple Pay/ }, { timeout: 15_000 });
      await startReading(sheet);
      const said = [...languages(sheet), ...(await readUntil('dialog', 'end of dialog'))];
      await expect(
        transcript('Device wallet sheet on the page in French, as it opens', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-device-wallet-sheet.txt');
      // Stopped before the sheet closes: the reader would name the removed dialog's parts.
      await stopReading();
      session.abort();
    });

    it('should read the account wallet sheet in the language it says', async () => {
      uninstall = installWalletSimulator(window);
      container = document.createElement('div');
      document.body.append(container);
      const buttons = window.paypal!.Buttons!({
        createOrder: () => Promise.resolve('PAY-123'),
        onCancel: () => undefined,
      });
      await act(() => buttons.render(container!));
      await userEvent.click(await screen.findByRole('button', { name: /PayPal/ }));
      const sheet = await screen.findByRole('dialog', { name: /PayPal/ }, { timeout: 15_000 });
      // Set up: the payment is created and its pay button offered.
      await waitFor(() =>
        expect(within(sheet).getByRole('button', { name: /^(Pay Now|Payer)/ })).toBeEnabled(),
      );
      await startReading(sheet);
      const said = [...languages(sheet), ...(await readUntil('dialog', 'end of dialog'))];
      await expect(
        transcript('Account wallet sheet on the page in French, set up', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-account-wallet-sheet.txt');
      await stopReading();
      await userEvent.click(within(sheet).getByRole('button', { name: /^(Cancel|Annuler)$/ }));
    });
  },
);

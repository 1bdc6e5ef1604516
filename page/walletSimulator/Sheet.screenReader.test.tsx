// What a screen reader says in the device wallet's sheet as the audit opens it ("device wallet
// sheet"): the simulator's sheet, opened by an ApplePaySession as the page's express checkout opens
// it, read by Guidepup's virtual screen reader and compared with the reviewed transcript under
// __transcripts__/ (`npx vitest run --project unit -u page/walletSimulator/Sheet.screenReader.test.tsx`
// rewrites it after an intended change: review the diff). The page's handlers are not attached:
// the sheet is read as it opens, before the shop answers with methods and totals.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installWalletSimulator } from './index';
import { readUntil, startReading, stopReading, transcript } from '../test/screenReader';

let uninstall = () => undefined as void;
afterEach(async () => {
  await stopReading();
  // The simulator's wallets and its sheet's root go with the test (the next file starts without).
  uninstall();
});

const request: ApplePayJS.ApplePayPaymentRequest = {
  countryCode: 'US',
  currencyCode: 'USD',
  merchantCapabilities: ['supports3DS'],
  supportedNetworks: ['visa'],
  requiredShippingContactFields: ['postalAddress', 'name', 'email'],
  total: { label: 'Cairnfield Outfitters', amount: '50.00' },
};

describe('the device wallet sheet, as a screen reader says it', { timeout: 30_000 }, () => {
  it('should name the sheet, read its choices, totals and buttons', async () => {
    uninstall = installWalletSimulator(window);
    const session = new window.ApplePaySession!(3, request);
    session.begin();
    const sheet = await screen.findByRole(
      'dialog',
      { name: 'Apple Pay (simulated)' },
      { timeout: 15_000 },
    );
    await startReading(sheet);
    const said = await readUntil('dialog, Apple Pay (simulated)', 'end of dialog');
    await expect(transcript('Device wallet sheet, as it opens', said)).toMatchFileSnapshot(
      './__transcripts__/device-wallet-sheet.txt',
    );
    // Stopped before the sheet closes: the reader would name the removed dialog's parts.
    await stopReading();
    session.abort();
  });
});

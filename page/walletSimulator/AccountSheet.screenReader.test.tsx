// What a screen reader says in the account wallet's sheet as the audit opens it ("account wallet
// sheet"): the simulated account wallet's button rendered as the page's express checkout renders
// it, clicked, and its sheet read by Guidepup's virtual screen reader once the payment is set up
// (createOrder answered), compared with the reviewed transcript under __transcripts__/
// (`npx vitest run --project unit -u page/walletSimulator/AccountSheet.screenReader.test.tsx`
// rewrites it after an intended change: review the diff).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installWalletSimulator } from './index';
import { readUntil, startReading, stopReading, transcript } from '../test/screenReader';

// The sheet and the payment's workings are lazy modules: their first transform, paid here, would
// otherwise fall inside the test's wait on a busy machine.
beforeAll(() => Promise.all([import('./Sheet'), import('./paypalPayment')]), 60_000);

let uninstall = () => undefined as void;
let container: HTMLElement | null = null;
afterEach(async () => {
  await stopReading();
  // The simulator's wallets, its sheet's root and the button go with the test.
  uninstall();
  uninstall = () => undefined;
  container?.remove();
  container = null;
});

describe('the account wallet sheet, as a screen reader says it', { timeout: 30_000 }, () => {
  it('should name the sheet, read the account, the ship-to choices and its buttons', async () => {
    uninstall = installWalletSimulator(window);
    container = document.createElement('div');
    document.body.append(container);
    const cancelled: string[] = [];
    const buttons = window.paypal!.Buttons!({
      createOrder: () => Promise.resolve('PAY-123'),
      onCancel: ({ orderID }) => void cancelled.push(String(orderID)),
    });
    await act(() => buttons.render(container!));
    await userEvent.click(await screen.findByRole('button', { name: /Pay with PayPal/ }));
    const sheet = await screen.findByRole(
      'dialog',
      { name: 'PayPal (simulated)' },
      { timeout: 15_000 },
    );
    // Set up: the payment is created and the sheet no longer says it is setting up.
    await waitFor(() => expect(sheet).not.toHaveTextContent('Setting up the payment'));
    await startReading(sheet);
    const said = await readUntil('dialog, PayPal (simulated)', 'end of dialog');
    await expect(transcript('Account wallet sheet, set up', said)).toMatchFileSnapshot(
      './__transcripts__/account-wallet-sheet.txt',
    );
    // Stopped before the sheet closes: the reader would name the removed dialog's parts.
    await stopReading();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancelled).toEqual(['PAY-123']));
  });
});

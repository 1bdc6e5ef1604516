// What a screen reader says in the account wallet's sheet as the audit opens it ("account wallet
// sheet"): the simulated account wallet's button rendered as the page's express checkout renders
// it, clicked, and its sheet read by Guidepup's virtual screen reader once the payment is set up
// (createOrder answered), compared with the reviewed transcript under __transcripts__/
// (`npx vitest run --project unit -u page/walletSimulator/AccountSheet.screenReader.test.tsx`
// rewrites it after an intended change: review the diff).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn, stopReading, transcript } from '../test/screenReader';
import { setUpSheetReading } from '../test/walletSheets';

const sheets = setUpSheetReading();

describe('the account wallet sheet, as a screen reader says it', () => {
  it('should name the sheet, read the account, the ship-to choices and its buttons', async () => {
    const cancelled: string[] = [];
    const sheet = await sheets.openAccountSheet(
      {
        createOrder: () => Promise.resolve('PAY-123'),
        onCancel: ({ orderID }) => void cancelled.push(String(orderID)),
      },
      /Pay with PayPal/,
      'PayPal (simulated)',
    );
    // Set up: the payment is created and the sheet no longer says it is setting up.
    await waitFor(() => expect(sheet).not.toHaveTextContent('Setting up the payment'));
    const said = await readIn(sheet, 'dialog, PayPal (simulated)', 'end of dialog');
    await expect(transcript('Account wallet sheet, set up', said)).toMatchFileSnapshot(
      './__transcripts__/account-wallet-sheet.txt',
    );
    // Stopped before the sheet closes: the reader would name the removed dialog's parts.
    await stopReading();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(cancelled).toEqual(['PAY-123']));
  });
});

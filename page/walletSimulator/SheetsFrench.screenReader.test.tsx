// What a screen reader says in the wallet simulator's sheets on the page in French
// (PAGE_LOCALE=fr-CA), as the accessibility audit opens them ("fr-CA: device wallet sheet",
// "fr-CA: account wallet sheet"): each sheet is its own root at the end of the body, under the
// document's lang, and each transcript starts with the languages the reader is told there (WCAG
// 3.1.1 and 3.1.2). Rewrite after an intended change with `npx vitest run --project unit -u
// page/walletSimulator/SheetsFrench.screenReader.test.tsx` and review the diff.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readInLanguages, setUpDocumentLang, stopReading, transcript } from '../test/screenReader';
import { setUpSheetReading } from '../test/walletSheets';

// The document's lang, as page/layout/Document.tsx writes it on the page in French.
setUpDocumentLang('fr-CA');
const sheets = setUpSheetReading();

describe('the wallet sheets on the page in French, as a screen reader says them (3.1.1, 3.1.2)', () => {
  it('should read the device wallet sheet in the language it says', async () => {
    const { session, sheet } = await sheets.openDeviceSheet(/Apple Pay/);
    const said = await readInLanguages(sheet, 'dialog', 'end of dialog');
    await expect(
      transcript('Device wallet sheet on the page in French, as it opens', said),
    ).toMatchFileSnapshot('./__transcripts__/fr-CA-device-wallet-sheet.txt');
    // Stopped before the sheet closes: the reader would name the removed dialog's parts.
    await stopReading();
    session.abort();
  });

  it('should read the account wallet sheet in the language it says', async () => {
    const sheet = await sheets.openAccountSheet(
      { createOrder: () => Promise.resolve('PAY-123'), onCancel: () => undefined },
      /PayPal/,
      /PayPal/,
    );
    // Set up: the payment is created and its pay button offered.
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: /^(Pay Now|Payer)/ })).toBeEnabled(),
    );
    const said = await readInLanguages(sheet, 'dialog', 'end of dialog');
    await expect(
      transcript('Account wallet sheet on the page in French, set up', said),
    ).toMatchFileSnapshot('./__transcripts__/fr-CA-account-wallet-sheet.txt');
    await stopReading();
    await userEvent.click(within(sheet).getByRole('button', { name: /^(Cancel|Annuler)$/ }));
  });
});

// What a screen reader says in the device wallet's sheet as the audit opens it ("device wallet
// sheet"): the simulator's sheet, opened by an ApplePaySession as the page's express checkout opens
// it, read by Guidepup's virtual screen reader and compared with the reviewed transcript under
// __transcripts__/ (`npx vitest run --project unit -u page/walletSimulator/Sheet.screenReader.test.tsx`
// rewrites it after an intended change: review the diff). The page's handlers are not attached:
// the sheet is read as it opens, before the shop answers with methods and totals.
import { describe, expect, it } from 'vitest';
import { readIn, stopReading, transcript } from '../test/screenReader';
import { setUpSheetReading } from '../test/walletSheets';

const sheets = setUpSheetReading();

describe('the device wallet sheet, as a screen reader says it', () => {
  it('should name the sheet, read its choices, totals and buttons', async () => {
    const { session, sheet } = await sheets.openDeviceSheet('Apple Pay (simulated)');
    const said = await readIn(sheet, 'dialog, Apple Pay (simulated)', 'end of dialog');
    await expect(transcript('Device wallet sheet, as it opens', said)).toMatchFileSnapshot(
      './__transcripts__/device-wallet-sheet.txt',
    );
    // Stopped before the sheet closes: the reader would name the removed dialog's parts.
    await stopReading();
    session.abort();
  });
});

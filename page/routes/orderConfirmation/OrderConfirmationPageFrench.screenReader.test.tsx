// What a screen reader says on the confirmation page in French (PAGE_LOCALE=fr-CA), as the
// accessibility audit visits it after a wallet order ("fr-CA: confirmation page"): the page as the
// app renders it (its frame and language included), starting with the languages the reader is told
// (WCAG 3.1.1 and 3.1.2). Rewrite after an intended change with `npx vitest run --project unit -u
// page/routes/orderConfirmation/OrderConfirmationPageFrench.screenReader.test.tsx` and review the
// diff.
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../config';
import { readAppPage, setUpAppPageReading } from '../../test/appPageReading';
import { transcript } from '../../test/screenReader';
import { WALLET_ORDER } from '../../test/walletOrder';
import type { PageData } from '../registry';

const DATA: PageData = {
  kind: 'orderConfirmation',
  order: WALLET_ORDER,
  config: { ...defaultPublicConfig, locale: 'fr-CA' },
};

setUpAppPageReading(DATA);

describe('the confirmation page in French, as a screen reader says it (3.1.1, 3.1.2)', () => {
  it('given a wallet order, should read the page in the languages it says', async () => {
    await expect(
      transcript('Confirmation page in French after a wallet order', await readAppPage(DATA)),
    ).toMatchFileSnapshot('./__transcripts__/fr-CA-wallet-order.txt');
  });
});

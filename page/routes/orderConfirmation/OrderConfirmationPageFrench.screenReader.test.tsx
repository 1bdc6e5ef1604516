// What a screen reader says on the confirmation page in French (PAGE_LOCALE=fr-CA), as the
// accessibility audit visits it after a wallet order ("fr-CA: confirmation page"): the page as the
// app renders it (its frame and language included), starting with the languages the reader is told
// (WCAG 3.1.1 and 3.1.2). Rewrite after an intended change with `npx vitest run --project unit -u
// page/routes/orderConfirmation/OrderConfirmationPageFrench.screenReader.test.tsx` and review the
// diff.
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../config';
import { App, loadPageChunk } from '../../layout/App';
import { fakeServices } from '../../test/fixtures';
import {
  languages,
  readUntil,
  startReading,
  stopReading,
  transcript,
} from '../../test/screenReader';
import { WALLET_ORDER } from '../../test/walletOrder';
import { pageLocale, type PageData } from '../registry';

const DATA: PageData = {
  kind: 'orderConfirmation',
  order: WALLET_ORDER,
  config: { ...defaultPublicConfig, locale: 'fr-CA' },
};

beforeAll(() => loadPageChunk(DATA), 60_000);
beforeEach(() => {
  // The document's lang, as page/layout/Document.tsx writes it from the same data.
  document.documentElement.lang = pageLocale(DATA);
});
afterEach(async () => {
  await stopReading();
  document.documentElement.removeAttribute('lang');
});

describe(
  'the confirmation page in French, as a screen reader says it (3.1.1, 3.1.2)',
  { timeout: 30_000 },
  () => {
    it('given a wallet order, should read the page in the languages it says', async () => {
      render(<App data={DATA} services={fakeServices().services} />);
      await startReading(document.body);
      // From the page's heading to the end of its main landmark.
      const said = await readUntil('heading', 'end of main');
      await expect(
        transcript('Confirmation page in French after a wallet order', [
          ...languages(document.body),
          ...said,
        ]),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-wallet-order.txt');
    });
  },
);

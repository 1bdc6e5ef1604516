// What a screen reader says on the cart page in French (PAGE_LOCALE=fr-CA), as the accessibility
// audit visits it ("fr-CA: cart page"): the page as the app renders it (its frame and language
// included), starting with the languages the reader is told (WCAG 3.1.1 and 3.1.2). Rewrite after
// an intended change with `npx vitest run --project unit -u
// page/routes/cart/CartPageFrench.screenReader.test.tsx` and review the diff.
import { describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../config';
import { ALL_EXPRESS_OPTIONS } from '../../purchase/expressOptions';
import { cartOf, EGIFT_LINE } from '../../test/cartLines';
import { readAppPage, setUpAppPageReading } from '../../test/appPageReading';
import { transcript } from '../../test/screenReader';
import type { PageData } from '../registry';

// The wallets stay out (jsdom has none): the summary is read without them.
const DATA: PageData = {
  kind: 'cart',
  cart: cartOf([EGIFT_LINE]),
  limits: { '7000002': null },
  notice: null,
  shopper: { signedIn: false, expressOptions: ALL_EXPRESS_OPTIONS },
  config: {
    ...defaultPublicConfig,
    locale: 'fr-CA',
    wallets: { ...defaultPublicConfig.wallets, simulator: false },
  },
};

setUpAppPageReading(DATA);

describe('the cart page in French, as a screen reader says it (3.1.1, 3.1.2)', () => {
  it('given an eGift line, should read the page in the languages it says', async () => {
    await expect(
      transcript('Cart page in French with an eGift line', await readAppPage(DATA)),
    ).toMatchFileSnapshot('./__transcripts__/fr-CA-egift-line.txt');
  });
});

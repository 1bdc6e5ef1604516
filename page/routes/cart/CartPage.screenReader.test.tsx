// What a screen reader says on the cart page the accessibility audit visits (an eGift line with
// its design and send date): Guidepup's virtual screen reader reads the page as jsdom renders it,
// compared with the reviewed transcript under __transcripts__/ (`npx vitest run --project unit -u
// page/routes/cart/CartPage.screenReader.test.tsx` rewrites it after an intended change: review
// the diff). The wallets the hydrated summary adds in a browser are not here (jsdom has none).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPublicConfig } from '../../config';
import { ALL_EXPRESS_OPTIONS } from '../../purchase/expressOptions';
import { ServicesProvider } from '../../providers/ServicesProvider';
import { cartOf, EGIFT_LINE } from '../../test/cartLines';
import { fakeServices } from '../../test/fixtures';
import { readUntil, startReading, stopReading, transcript } from '../../test/screenReader';
import { installWalletSimulator } from '../../walletSimulator';
import CartPage from './CartPage';

// The express checkout slot installs the simulated wallets as the page does in a browser; the test
// installs them first (the slot's install then does nothing) and uninstalls them after, subscription
// included, so the next file of the worker starts without them: after the page has gone, so its
// slot cannot install them again.
let uninstall = () => undefined as void;
afterEach(async () => {
  await stopReading();
  cleanup();
  uninstall();
});

describe('the cart page, as a screen reader says it (a11y contracts)', () => {
  it('given an eGift line, should read the line with its details, its controls named after it, and the summary', async () => {
    uninstall = installWalletSimulator(window);
    // The page's services, as the app gives them (the express checkout slot asks for them).
    render(
      <ServicesProvider services={fakeServices().services}>
        <CartPage
          data={{
            kind: 'cart',
            cart: cartOf([EGIFT_LINE]),
            limits: { '7000002': null },
            notice: null,
            shopper: { signedIn: false, expressOptions: ALL_EXPRESS_OPTIONS },
            config: defaultPublicConfig,
          }}
        />
      </ServicesProvider>,
    );
    await startReading(document.body);
    const said = await readUntil('heading, Your cart', 'link, Checkout');
    await expect(transcript('Cart page with an eGift line', said)).toMatchFileSnapshot(
      './__transcripts__/egift-line.txt',
    );
  });
});

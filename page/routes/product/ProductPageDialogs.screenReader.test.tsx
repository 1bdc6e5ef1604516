// What a screen reader says in the product page's dialogs the accessibility audit opens (the
// back-in-stock dialog, the cart drawer, the store picker with its results): Guidepup's virtual
// screen reader reads the page as jsdom renders it after the audit's interaction, and what it says
// is compared with the reviewed transcript under __transcripts__/ (`npx vitest run --project unit
// -u page/routes/product/ProductPageDialogs.screenReader.test.tsx` rewrites them after an intended
// change: review the diff). The wallet sheets are not here: jsdom has no wallet (the e2e tests and
// the audit drive them in a browser).
import { screen, within } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import { fixturePageData } from '../../test/fixtures';
import {
  LAZY_WAIT,
  openDialog,
  renderProductPage,
  renderWithCartDrawer,
  setUpProductPageReading,
} from '../../test/productPageReading';
import { announcements, readIn, settle, startReading, transcript } from '../../test/screenReader';

setUpProductPageReading();

const STANDARD = '10001';
const OUT_OF_STOCK = '10004';

describe(
  'the product page’s dialogs, as a screen reader says them (a11y contracts, "Dialogs")',
  { timeout: 60_000 },
  () => {
    it('given the out-of-stock card, when Notify me is pressed, should read the back-in-stock dialog', async () => {
      const { user } = renderProductPage(fixturePageData(OUT_OF_STOCK));
      const notify = 'Notify me when available';
      const dialog = await openDialog(user, notify, notify);
      const read = await readIn(dialog, 'dialog, Notify me when available', 'end of dialog');
      // Then the shopper registers: the outcome is announced where they are.
      const from = (await virtual.spokenPhraseLog()).length;
      await user.type(
        within(dialog).getByRole('textbox', { name: /Your Email/ }),
        'ana@example.com',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
      const announced = announcements(
        await settle(from, (p) => p.includes("You've been added to the list")),
      );
      await expect(
        transcript('Out-of-stock card: Notify me when available, the dialog, then registering', [
          ...read,
          ...announced,
        ]),
      ).toMatchFileSnapshot('./__transcripts__/back-in-stock-dialog.txt');
    });

    it('given the drawer confirmation, when Add to cart is pressed, should announce the addition and read the cart drawer', async () => {
      const { user } = renderWithCartDrawer();
      await startReading(document.body);
      const from = (await virtual.spokenPhraseLog()).length;
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      const dialog = await screen.findByRole('dialog', { name: 'Your cart' }, LAZY_WAIT);
      const announced = announcements(
        await settle(from, (p) => p.endsWith('has been added to your cart.')),
      );
      const said = [...announced, ...(await readIn(dialog, 'dialog, Your cart', 'end of dialog'))];
      await expect(
        transcript('Standard card, drawer confirmation: Add to cart, the cart drawer', said),
      ).toMatchFileSnapshot('./__transcripts__/cart-drawer.txt');
    });

    it('given the standard card, when stores near a ZIP are found, should say the count and each store', async () => {
      const { user } = renderProductPage(fixturePageData(STANDARD));
      const pickUp = 'Pick Up at a Different Store';
      const dialog = await openDialog(user, pickUp, pickUp);
      await startReading(document.body);
      const from = (await virtual.spokenPhraseLog()).length;
      await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '80202');
      await user.click(within(dialog).getByRole('button', { name: 'Find stores' }));
      await within(dialog).findByRole('radio', { name: /^Cairnfield Aurora/ }, LAZY_WAIT);
      const announced = announcements(await settle(from, (p) => /store/.test(p)));
      const said = [
        ...announced,
        ...(await readIn(dialog, 'dialog, Pick Up at a Different Store', 'end of dialog')),
      ];
      await expect(
        transcript('Standard card: Pick Up at a Different Store, stores near 80202', said),
      ).toMatchFileSnapshot('./__transcripts__/store-picker-results.txt');
    });
  },
);

// What a screen reader says in the page's key states (the ones the accessibility audit walks):
// Guidepup's virtual screen reader reads the whole page as jsdom renders it, after the same
// interaction the audit performs in Chromium, and what it says is compared with the reviewed
// transcript under __transcripts__/ (a change fails with a diff; `npx vitest run --project unit -u
// page/routes/product/ProductPage.screenReader.test.tsx` rewrites them after an intended change: review the
// diff). `npm run audit:a11y` shows these files in its report ("What a screen reader says").
import { screen, within } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import { fixturePageData } from '../../test/fixtures';
import {
  LAZY_WAIT,
  renderProductPage,
  setUpProductPageReading,
} from '../../test/productPageReading';
import { starveMainThreadWhen } from '@cairnfield/design-system/testing';
import {
  announcementsFromLast,
  readIn,
  settle,
  startReading,
  transcript,
} from '../../test/screenReader';

setUpProductPageReading();

const STANDARD = '10001';
const EGIFT = '10003';
const OUT_OF_STOCK = '10004';

// A whole page read item by item takes several seconds on a busy core.
describe(
  'the product page, as a screen reader says it (spec 2 layout, a11y contracts)',
  { timeout: 60_000 },
  () => {
    it('given the standard card, should read the title, price, amount chips, quantity and add to cart in order', async () => {
      renderProductPage(fixturePageData(STANDARD));
      const said = await readIn(
        document.body,
        'heading, Cairnfield Gift Card',
        'button, Add to cart',
      );
      await expect(
        transcript('Standard card: from the title to Add to cart', said),
      ).toMatchFileSnapshot('./__transcripts__/standard-card.txt');
    });

    it('given the eGift card, should read the sender and recipient fields with their labels and required marks', async () => {
      renderProductPage(fixturePageData(EGIFT));
      await screen.findByRole('group', { name: 'Sender' });
      const said = await readIn(document.body, 'group, Sender', 'button, Add to cart');
      await expect(transcript('eGift card: from Sender to Add to cart', said)).toMatchFileSnapshot(
        './__transcripts__/egift-card.txt',
      );
    });

    it('given an invalid sender email, when the field is left, should read the error with the field', async () => {
      const { user } = renderProductPage(fixturePageData(EGIFT));
      const sender = await screen.findByRole('group', { name: 'Sender' });
      await user.type(
        within(sender).getByRole('textbox', { name: /Email Address/ }),
        'not-an-email',
      );
      await user.click(within(sender).getByRole('textbox', { name: /First Name/ }));
      await screen.findByText(/Please enter the Email Address in a valid format/);
      const said = await readIn(document.body, 'group, Sender', 'textbox, First Name');
      await expect(
        transcript('eGift card with an invalid sender email: reading the Sender group', said),
      ).toMatchFileSnapshot('./__transcripts__/egift-errors.txt');
    });

    it('given the out-of-stock card, should say it is out of stock and offer to be notified', async () => {
      renderProductPage(fixturePageData(OUT_OF_STOCK));
      await screen.findByRole('button', { name: 'Notify me when available' });
      const said = await readIn(
        document.body,
        'heading, Cairnfield Summit',
        'button, Notify me when available',
      );
      await expect(
        transcript('Out-of-stock card: from the title to Notify me', said),
      ).toMatchFileSnapshot('./__transcripts__/out-of-stock.txt');
    });

    it('given the standard card, when Add to cart is pressed, should announce the toast politely', async () => {
      const { user } = renderProductPage(fixturePageData(STANDARD));
      await startReading(document.body);
      const add = screen.getByRole('button', { name: 'Add to cart' });
      const from = (await virtual.spokenPhraseLog()).length;
      await user.click(add);
      await screen.findByText('Added to cart', {}, LAZY_WAIT);
      // The toast is read from the page's status region, there since hydration; a missing
      // announcement fails here.
      const said = await settle(from, (p) => p.endsWith('has been added to your cart.'));
      await expect(
        transcript('Standard card: Add to cart, then the toast', said),
      ).toMatchFileSnapshot('./__transcripts__/toast-after-add.txt');
    });

    it('given the main thread busy for 1.5 s right after the add (a slow phone), should still announce the toast, once', async () => {
      const { user } = renderProductPage(fixturePageData(STANDARD));
      await startReading(document.body);
      const from = (await virtual.spokenPhraseLog()).length;
      // The moment the toast appears, 1.5 s of work: longer than Radix's announcer lives.
      const busy = starveMainThreadWhen(() => screen.queryByText('Added to cart') !== null, 1500);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await screen.findByText('Added to cart', {}, LAZY_WAIT);
      await busy.done;
      const said = await settle(from, (p) => p.endsWith('has been added to your cart.'));
      expect(said.filter((p) => p.startsWith('polite: Notification Added to cart'))).toEqual([
        'polite: Notification Added to cart Cairnfield Gift Card: 1 × $25.00 has been added to your cart.',
      ]);
    });

    it('given 60 cards typed on the standard card, should open the quantity-limit dialog and read it', async () => {
      const { user } = renderProductPage(fixturePageData(STANDARD));
      await startReading(document.body);
      const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
      await user.clear(quantity);
      // From before the keys: the capped value is announced 300 ms after the last one, which a
      // loaded machine can take longer than to hand the test back.
      const from = (await virtual.spokenPhraseLog()).length;
      await user.type(quantity, '60');
      const dialog = await screen.findByRole('dialog', { name: 'Quantity error' }, LAZY_WAIT);
      // What was announced as the quantity was capped and the dialog opened, then the dialog read
      // from its start to its end, once the page is still.
      const announced = announcementsFromLast(
        await settle(from, (p) => p === 'polite: Quantity 50'),
        'polite: Quantity',
      );
      const said = [
        ...announced,
        ...(await readIn(dialog, 'dialog, Quantity error', 'end of dialog, Quantity error')),
      ];
      await expect(
        transcript('Standard card: 60 typed in Quantity, the quantity-limit dialog', said),
      ).toMatchFileSnapshot('./__transcripts__/quantity-limit-dialog.txt');
    });
  },
);

// What a screen reader says on the product page in French (PAGE_LOCALE=fr-CA), in the states the
// accessibility audit visits in French: the purchase panel, the eGift form and its errors, the
// out-of-stock panel, the toast, the quantity and back-in-stock dialogs and the cart drawer. Each
// transcript starts with the languages the reader is told (WCAG 3.1.1 and 3.1.2: it switches voice
// only where `lang` says so): the document's, and each part's that differs from its parent's.
// Rewrite after an intended change with
// `npx vitest run --project unit -u page/routes/product/ProductPageFrench.screenReader.test.tsx`
// and review the diff.
import { screen, within } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { describe, expect, it } from 'vitest';
import { fakeServices } from '../../test/fixtures';
import {
  frenchPageData as french,
  LAZY_WAIT,
  openDialog,
  renderProductPage,
  renderWithCartDrawer,
  setUpFrenchProductPageReading,
} from '../../test/productPageReading';
import {
  announcements,
  announcementsFromLast,
  languages,
  readIn,
  readInLanguages,
  settle,
  startReading,
  transcript,
} from '../../test/screenReader';

setUpFrenchProductPageReading();

const STANDARD = '10001';
const EGIFT = '10003';
const OUT_OF_STOCK = '10004';
/** A weekday's mid-morning in Chicago (15:00 UTC, CDT). */
const MID_MORNING = '2026-06-10T15:00:00Z';

describe(
  'the product page in French, as a screen reader says it (3.1.1, 3.1.2)',
  { timeout: 60_000 },
  () => {
    it('given the standard card, should read the purchase panel in French and mark the English parts', async () => {
      renderProductPage(french(STANDARD));
      const said = await readInLanguages(
        document.body,
        'heading, Cairnfield Gift Card',
        'button, Ajouter au panier',
      );
      await expect(
        transcript('Standard card in French: from the title to Ajouter au panier', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-standard-card.txt');
    });

    it('given the eGift card, should read the sender and recipient fields in French and mark the English parts', async () => {
      // 10:00 AM Central: the arrival sentence says today (after 5:00 PM it says tomorrow).
      renderProductPage(french(EGIFT), fakeServices({ now: () => new Date(MID_MORNING) }));
      await screen.findByRole('group', { name: 'Expéditeur' }, LAZY_WAIT);
      // The arrival sentence (English, marked so) comes once its module has loaded: read the page
      // with it, as the shopper's screen reader would a moment after the form shows.
      await screen.findByText('Arrives by about 12:00 PM Central.', {}, LAZY_WAIT);
      const said = await readInLanguages(
        document.body,
        'group, Expéditeur',
        'button, Ajouter au panier',
      );
      await expect(
        transcript('eGift card in French: from Expéditeur to Ajouter au panier', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-egift-card.txt');
    });

    it('given the out-of-stock card, should say in French that it is out of stock and offer to be notified', async () => {
      renderProductPage(french(OUT_OF_STOCK));
      const notify = 'M’aviser quand elle sera disponible';
      await screen.findByRole('button', { name: notify }, LAZY_WAIT);
      const said = await readInLanguages(
        document.body,
        'heading, Cairnfield Summit',
        `button, ${notify}`,
      );
      await expect(
        transcript(`Out-of-stock card in French: from the title to ${notify}`, said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-out-of-stock.txt');
    });

    it('given an invalid sender email, when the field is left, should read the French error with the field', async () => {
      const { user } = renderProductPage(french(EGIFT));
      const sender = await screen.findByRole('group', { name: 'Expéditeur' }, LAZY_WAIT);
      await user.type(
        within(sender).getByRole('textbox', { name: /Adresse courriel/ }),
        'not-an-email',
      );
      await user.click(within(sender).getByRole('textbox', { name: /Prénom/ }));
      await screen.findByText(/Entrez l’adresse courriel dans un format valide/);
      const said = await readIn(document.body, 'group, Expéditeur', 'textbox, Prénom');
      await expect(
        transcript('eGift card in French with an invalid sender email: the Sender group', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-egift-errors.txt');
    });

    it('given the standard card, when Ajouter au panier is pressed, should announce the toast in French', async () => {
      const { user } = renderProductPage(french(STANDARD));
      await startReading(document.body);
      const from = (await virtual.spokenPhraseLog()).length;
      await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
      await screen.findByText('Ajouté au panier', {}, LAZY_WAIT);
      const said = await settle(from, (p) => p.endsWith('a été ajouté à votre panier.'));
      await expect(
        transcript('Standard card in French: Ajouter au panier, then the toast', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-toast-after-add.txt');
    });

    it('given 60 cards typed, should open the quantity dialog and read it in French', async () => {
      const { user } = renderProductPage(french(STANDARD));
      await startReading(document.body);
      const quantity = screen.getByRole('spinbutton', { name: 'Quantité' });
      await user.clear(quantity);
      // From before the keys: the capped value is announced 300 ms after the last one, which a
      // loaded machine can take longer than to hand the test back.
      const from = (await virtual.spokenPhraseLog()).length;
      await user.type(quantity, '60');
      const dialog = await screen.findByRole('dialog', { name: 'Erreur de quantité' }, LAZY_WAIT);
      const announced = announcementsFromLast(
        await settle(from, (p) => p === 'polite: Quantité 50'),
        'polite: Quantité',
      );
      const said = [
        ...languages(dialog),
        ...announced,
        ...(await readIn(
          dialog,
          'dialog, Erreur de quantité',
          'end of dialog, Erreur de quantité',
        )),
      ];
      await expect(
        transcript('Standard card in French: 60 typed in Quantité, the quantity dialog', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-quantity-limit-dialog.txt');
    });

    it('given the out-of-stock card, should read the back-in-stock dialog in French and its outcome', async () => {
      const { user } = renderProductPage(french(OUT_OF_STOCK));
      const open = 'M’aviser quand elle sera disponible';
      const dialog = await openDialog(user, open, open);
      const read = await readInLanguages(dialog, `dialog, ${open}`, 'end of dialog');
      const from = (await virtual.spokenPhraseLog()).length;
      await user.type(
        within(dialog).getByRole('textbox', { name: /Votre courriel/ }),
        'ana@example.com',
      );
      await user.click(within(dialog).getByRole('button', { name: 'M’aviser' }));
      const announced = announcements(
        await settle(from, (p) => p.includes('Vous avez été ajouté à la liste')),
      );
      await expect(
        transcript('Out-of-stock card in French: the back-in-stock dialog, then registering', [
          ...read,
          ...announced,
        ]),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-back-in-stock-dialog.txt');
    });

    it('given the drawer confirmation, when Ajouter au panier is pressed, should read the cart drawer in French', async () => {
      const { user } = renderWithCartDrawer({ locale: 'fr-CA' });
      await startReading(document.body);
      const from = (await virtual.spokenPhraseLog()).length;
      await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
      const dialog = await screen.findByRole('dialog', { name: 'Votre panier' }, LAZY_WAIT);
      const announced = announcements(
        await settle(from, (p) => p.endsWith('a été ajouté à votre panier.')),
      );
      const said = [
        ...languages(dialog),
        ...announced,
        ...(await readIn(dialog, 'dialog, Votre panier', 'end of dialog')),
      ];
      await expect(
        transcript('Standard card in French, drawer confirmation: the cart drawer', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-cart-drawer.txt');
    });
  },
);

// What a screen reader says in the dialogs the product page's English parts open on the page in
// French (PAGE_LOCALE=fr-CA), as the accessibility audit opens them: the store picker with its
// results, the quick view and the image zoom. A dialog is portalled to the end of the body, out of
// the part that opened it: each transcript starts with the languages the reader is told there
// (WCAG 3.1.1 and 3.1.2). Rewrite after an intended change with `npx vitest run --project unit -u
// page/routes/product/ProductPageFrenchDialogs.screenReader.test.tsx` and review the diff.
import { screen, within } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixturePageData, fixtureProduct } from '../../test/fixtures';
import {
  frenchPageData,
  LAZY_WAIT,
  openDialog,
  renderProductPage,
  setUpFrenchProductPageReading,
} from '../../test/productPageReading';
import {
  announcements,
  languages,
  readIn,
  readInLanguages,
  settle,
  startReading,
  transcript,
} from '../../test/screenReader';

setUpFrenchProductPageReading();
beforeEach(() => {
  // Every part below the fold is near (the related products' strip loads).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.report([{ isIntersecting: true }]);
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

const STANDARD = '10001';
const french = () => frenchPageData(STANDARD);

describe(
  'the dialogs of the product page in French, as a screen reader says them (3.1.1, 3.1.2)',
  { timeout: 60_000 },
  () => {
    it('given stores found near a ZIP, should read the store picker in the language it says', async () => {
      const { user } = renderProductPage(french());
      const dialog = await openDialog(user, /Pick Up at a Different Store|magasin/i);
      await startReading(document.body);
      const from = (await virtual.spokenPhraseLog()).length;
      await user.type(within(dialog).getAllByRole('textbox')[0]!, '80202');
      await user.click(within(dialog).getByRole('button', { name: /Find stores|Trouver/i }));
      await within(dialog).findByRole('radio', { name: /^Cairnfield Aurora/ }, LAZY_WAIT);
      const announced = announcements(await settle(from, (p) => /store|magasin/i.test(p)));
      const said = [
        ...languages(dialog),
        ...announced,
        ...(await readIn(dialog, 'dialog', 'end of dialog')),
      ];
      await expect(
        transcript('Standard card in French: the store picker, stores near 80202', said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-store-picker-results.txt');
    });

    it('given the related products, should read the quick view in the language it says', async () => {
      // The shop's related products for the card (the fixture's product names none).
      const product = { ...fixtureProduct(STANDARD), relatedProductIds: ['10002'] };
      const { user } = renderProductPage(
        fixturePageData(STANDARD, { product, config: { locale: 'fr-CA' } }),
      );
      const open = await screen.findByRole('button', { name: /^(Quick view|Aperçu)/i }, LAZY_WAIT);
      await user.click(open);
      const dialog = await screen.findByRole('dialog', {}, LAZY_WAIT);
      await within(dialog).findByRole('link', {}, LAZY_WAIT);
      const said = await readInLanguages(dialog, 'dialog', 'end of dialog');
      await expect(
        transcript(`Standard card in French: ${open.textContent}, the quick view`, said),
      ).toMatchFileSnapshot('./__transcripts__/fr-CA-quick-view.txt');
    });

    it('given the product image, should read the zoomed image in the language it says', async () => {
      const { user } = renderProductPage(french());
      const dialog = await openDialog(user, /Zoom image|Agrandir|Zoomer/i);
      await within(dialog).findByRole('img', {}, LAZY_WAIT);
      const said = await readInLanguages(dialog, 'dialog', 'end of dialog');
      await expect(transcript('Standard card in French: the image zoom', said)).toMatchFileSnapshot(
        './__transcripts__/fr-CA-image-zoom.txt',
      );
    });
  },
);

// The product page in French (PAGE_LOCALE=fr-CA): what the shopper sees in each part is in the
// language its `lang` says (WCAG 3.1.2 Language of Parts), dialogs and toasts included, which
// render in portals outside the part they open from; numbers are written as the part's language
// writes them. And an English page carries no `lang` of its own anywhere.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServices, fixturePageData, fixtureProduct } from '../../test/fixtures';
import {
  frenchPageData as french,
  LAZY_WAIT,
  openDialog,
  renderProductPage,
  renderWithCartDrawer,
  setUpFrench,
  setUpProductPageReading,
} from '../../test/productPageReading';

setUpProductPageReading();

const STANDARD = '10001';
const PICK_UP = 'Pick Up at a Different Store';

/** The language a screen reader reads `el` in: the nearest `lang`, else the document's. */
const langOf = (el: Element) =>
  el.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;

describe('the product page in French: the language of each part', { timeout: 60_000 }, () => {
  setUpFrench();

  it('should write the rating and the price range of the English parts as English writes them', () => {
    renderProductPage(french(STANDARD));
    const rating = screen.getAllByRole('link', { name: /out of 5 star rating/ })[0]!;
    expect(rating).toHaveAccessibleName(/^4\.4 out of 5 star rating/);
    expect(langOf(rating)).toBe('en-US');
    const title = screen.getByRole('heading', { level: 1 });
    const range = title.parentElement!;
    expect(range).toHaveTextContent('$1.00');
    expect(range).not.toHaveTextContent('$ US');
    expect(langOf(range)).toBe('en-US');
    // The purchase panel is French, its amounts too.
    const add = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(langOf(add)).toBe('fr-CA');
  });

  it('given the store picker opened from the English store line, should say the dialog and its Close button are English', async () => {
    const { user } = renderProductPage(french(STANDARD));
    const dialog = await openDialog(user, PICK_UP, PICK_UP);
    expect(langOf(dialog)).toBe('en-US');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(langOf(close)).toBe('en-US');
    expect(langOf(within(dialog).getByRole('textbox', { name: 'ZIP code' }))).toBe('en-US');
  });

  it('given the image zoomed, should say the zoomed view is English', async () => {
    const { user } = renderProductPage(french(STANDARD));
    await user.click(screen.getByRole('button', { name: 'Zoom image' }));
    const dialog = await screen.findByRole('dialog', {}, LAZY_WAIT);
    expect(langOf(dialog)).toBe('en-US');
    expect(langOf(within(dialog).getByRole('button', { name: 'Close the zoomed image' }))).toBe(
      'en-US',
    );
  });

  it('given Ajouter au panier pressed, should show and announce the toast in French, its amount too', async () => {
    const { user } = renderProductPage(french(STANDARD));
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const region = await screen.findByRole('region', { name: /F8/ }, LAZY_WAIT);
    const title = await within(region).findByText('Ajouté au panier', {}, LAZY_WAIT);
    expect(langOf(title)).toBe('fr-CA');
    const description = within(region).getByText(/a été ajouté à votre panier/);
    expect(description).toHaveTextContent(/25,00\s\$\sUS/);
    expect(langOf(description)).toBe('fr-CA');
    // Announced from the page's status region, in French.
    const status = screen
      .getAllByRole('status')
      .find((s) => s.textContent?.includes('Ajouté au panier'));
    expect(status).toBeDefined();
    expect(langOf(within(status!).getByText(/a été ajouté à votre panier/))).toBe('fr-CA');
  });

  it('given a failed add, should say the shop’s English message is English', async () => {
    const fake = fakeServices();
    fake.state.behaviour.cart = 'malformed';
    const { user } = renderProductPage(french(STANDARD), fake);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const message = await screen.findByText(
      'Sorry, Something went wrong. Please try after sometime.',
      {},
      LAZY_WAIT,
    );
    expect(langOf(message)).toBe('en-US');
  });

  it('should say the eGift designs’ names, the shop’s English, are English, in the picker and the preview', async () => {
    const designs = [
      { id: 'birthday', name: 'Happy Birthday', imageUrl: '/images/egift-birthday.svg' },
      { id: 'thank-you', name: 'Thank You', imageUrl: '/images/egift-thank-you.svg' },
    ];
    renderProductPage(
      fixturePageData('10003', {
        product: { ...fixtureProduct('10003'), egiftDesigns: designs },
        config: { locale: 'fr-CA' },
      }),
    );
    const radio = await screen.findByRole('radio', { name: 'Thank You' }, LAZY_WAIT);
    expect(langOf(within(radio.closest('label')!).getByText('Thank You'))).toBe('en-US');
    expect(langOf(radio)).toBe('fr-CA');
    const preview = await screen.findByRole('figure', {}, LAZY_WAIT);
    expect(langOf(within(preview).getByText('Happy Birthday'))).toBe('en-US');
  });

  it('given a send date too far ahead, should say its error in French, the date too', async () => {
    const { user } = renderProductPage(french('10003'));
    const date = await screen.findByLabelText(/Envoyer le/, {}, LAZY_WAIT);
    await user.type(date, '2099-01-01');
    await user.tab();
    const error = await screen.findByText(
      /La date d’envoi peut être au plus dans un an/,
      {},
      LAZY_WAIT,
    );
    expect(langOf(error)).toBe('fr-CA');
    expect(error).not.toHaveTextContent(/[A-Z][a-z]{2}, [A-Z][a-z]{2} \d/);
  });

  it('given the drawer confirmation, should say the cart drawer is French, its amounts too', async () => {
    const { user } = renderWithCartDrawer({ locale: 'fr-CA' });
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Votre panier' }, LAZY_WAIT);
    expect(langOf(dialog)).toBe('fr-CA');
    expect(langOf(within(dialog).getByRole('button', { name: /Fermer/ }))).toBe('fr-CA');
    const lines = await within(dialog).findByRole('list', { name: 'Articles de votre panier' });
    expect(lines).toHaveTextContent(/25,00\s\$\sUS/);
  });
});

describe('the product page in English', { timeout: 60_000 }, () => {
  it('should say no language of its own anywhere, its dialogs included (the document says it)', async () => {
    const { user } = renderProductPage(fixturePageData(STANDARD));
    expect(screen.getAllByRole('link', { name: /out of 5 star rating/ })[0]).toHaveAccessibleName(
      /^4\.4 out of 5/,
    );
    await openDialog(user, PICK_UP, PICK_UP);
    expect(document.body.querySelector('[lang]')).toBeNull();
  });
});

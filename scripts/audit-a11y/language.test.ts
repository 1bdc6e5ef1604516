// The language check of a page in French: it passes when the document says fr-CA and the English
// left on the page is marked en-US; it names English text, names and titles under lang="fr-CA"
// (a dialog portalled to the body included, whatever part opened it), and a document that says
// another language.
import { describe, expect, it } from 'vitest';
import { chromiumTab } from './chromiumTab';
import { pageLanguage, storyLanguage } from './language.mjs';
import { readsEnglish, readsFrench } from './languageWords.mjs';

const page = (html: string, body: string, title = 't') =>
  `<!doctype html><html lang="${html}"><head><title>${title}</title></head><body>${body}</body></html>`;

const MARKED = page(
  'fr-CA',
  `<header lang="en-US"><a href="/">Skip to main content</a></header>
   <section><button>Ajouter au panier</button><p>Quantité</p></section>
   <div lang="en-US"><p>Add $24.99 more to get free shipping</p></div>`,
);
const LEFT_IN_ENGLISH = page(
  'fr-CA',
  `<section><button>Add to cart</button><input aria-label="Email Address"></section>`,
);

describe('pageLanguage', () => {
  const tab = chromiumTab();

  it('should pass a French page whose English parts say lang="en-US", and list them', async () => {
    await tab().setContent(MARKED);
    const [ofPage, check] = await pageLanguage(tab(), 'fr-CA');
    expect(ofPage).toMatchObject({ check: 'language of page (fr-CA)', ok: true, details: [] });
    expect(check.details).toEqual([]);
    expect(check.info).toBe('parts with their own lang: header lang="en-US", div lang="en-US"');
  });

  it('should name English text and names under lang="fr-CA"', async () => {
    await tab().setContent(LEFT_IN_ENGLISH);
    const [ofPage, check] = await pageLanguage(tab(), 'fr-CA');
    expect(ofPage.ok).toBe(true);
    expect(check.ok).toBe(false);
    expect(check.details).toEqual([
      'English under lang="fr-CA": button: "Add to cart"',
      'English under lang="fr-CA": input: "Email Address"',
    ]);
  });

  it('should fail a document that says another language', async () => {
    await tab().setContent(page('en-US', '<p>Ajouter au panier</p>'));
    const [ofPage, ofParts] = await pageLanguage(tab(), 'fr-CA');
    expect(ofPage).toMatchObject({
      check: 'language of page (fr-CA)',
      ok: false,
      details: ['<html lang="en-US">, not "fr-CA"'],
    });
    expect(ofParts).toMatchObject({ check: 'language of parts (fr-CA)', ok: true, details: [] });
  });

  // The store picker as an English part opens it: portalled to the body, under the document's
  // lang, with none of the translated parts' texts.
  const picker = (lang: string) =>
    `<main lang="en-US"><button>Pick Up at a Different Store</button></main>
     <div role="dialog" aria-labelledby="t"${lang}><h2 id="t">Pick Up at a Different Store</h2>
       <label>ZIP code <input></label><button>Find stores</button>
       <p>Open until 9 PM</p></div>`;

  it('should name an English dialog portalled under lang="fr-CA", its texts wherever they render', async () => {
    await tab().setContent(page('fr-CA', picker('')));
    const [, check] = await pageLanguage(tab(), 'fr-CA');
    expect(check.ok).toBe(false);
    expect(check.details).toEqual([
      'English under lang="fr-CA": h2: "Pick Up at a Different Store" (in dialog "Pick Up at a Different Store")',
      'English under lang="fr-CA": label: "ZIP code" (in dialog "Pick Up at a Different Store")',
      'English under lang="fr-CA": button: "Find stores" (in dialog "Pick Up at a Different Store")',
      'English under lang="fr-CA": p: "Open until 9 PM" (in dialog "Pick Up at a Different Store")',
      'dialog "Pick Up at a Different Store" reads English under lang="fr-CA" (8 English words, 0 French)',
    ]);
  });

  it('should pass the same dialog when it says lang="en-US", and list it', async () => {
    await tab().setContent(page('fr-CA', picker(' lang="en-US"')));
    const [, check] = await pageLanguage(tab(), 'fr-CA');
    expect(check.details).toEqual([]);
    expect(check.info).toBe(
      'parts with their own lang: main lang="en-US", div lang="en-US"; open dialogs: "Pick Up at a Different Store" lang="en-US"',
    );
  });

  it('should pass a French dialog that names products, stores and addresses (proper names)', async () => {
    await tab().setContent(
      page(
        'fr-CA',
        `<div role="dialog" aria-label="Choisir un magasin"><ul>
           <li>Cairnfield Denver Flagship</li><li>1600 Wynkoop St, Denver, CO 80202</li></ul>
           <p>Cairnfield Gift Card : 1 × 25,00 $ US a été ajouté à votre panier.</p>
           <button>Fermer</button></div>`,
        'Cairnfield Gift Card | Cairnfield Outfitters',
      ),
    );
    const [, check] = await pageLanguage(tab(), 'fr-CA');
    expect(check.details).toEqual([]);
    expect(check.info).toBe(
      'parts with their own lang: none; open dialogs: "Choisir un magasin" lang="fr-CA"',
    );
  });

  it.each(['Your cart | Cairnfield Outfitters', 'Order confirmation | Cairnfield Outfitters'])(
    'should name an English document title under lang="fr-CA": %s',
    async (title) => {
      await tab().setContent(page('fr-CA', '<p>Votre panier</p>', title));
      const [ofPage, ofParts] = await pageLanguage(tab(), 'fr-CA');
      expect(ofPage.details).toEqual([`English under lang="fr-CA": title: "${title}"`]);
      expect(ofParts.details).toEqual([]);
    },
  );
});

describe('pageLanguage of a page that says it is English', () => {
  const tab = chromiumTab();

  it('should pass an English cart page, its store hours and addresses included', async () => {
    await tab().setContent(
      page(
        'en-US',
        '<h1>Your cart</h1><p>Hours: Mon–Sun 9 AM–9 PM</p><p>1 Main St, New Orleans, LA 70112</p>',
        'Your cart | Cairnfield Outfitters',
      ),
    );
    expect((await pageLanguage(tab(), 'en-US')).flatMap((c) => c.details)).toEqual([]);
  });

  it('should name French under lang="en-US", a dialog included', async () => {
    await tab().setContent(
      page(
        'en-US',
        `<h1>Your cart</h1><div role="dialog" aria-label="Votre panier">
           <p>Cairnfield Gift Card a été ajouté à votre panier.</p><button>Fermer</button></div>`,
      ),
    );
    expect((await pageLanguage(tab(), 'en-US'))[1].details).toEqual([
      'French under lang="en-US": p: "Cairnfield Gift Card a été ajouté à votre panier." (in dialog "Votre panier")',
      'French under lang="en-US": button: "Fermer" (in dialog "Votre panier")',
      'French under lang="en-US": div: "Votre panier" (in dialog "Votre panier")',
      'dialog "Votre panier" reads French under lang="en-US" (8 French words, 0 English)',
    ]);
  });
});

describe('readsFrench', () => {
  it.each([
    ['Fermer', true],
    ['Trouver des magasins', true],
    ['Close', false],
    ['Hours: Mon–Sun 9 AM–9 PM', false],
    ['1 Main St, New Orleans, LA 70112', false],
    ['Cairnfield Gift Card', false],
  ])('should read %j as French: %s', (text, isFrench) => {
    expect(readsFrench(text)).toBe(isFrench);
  });
});

describe('readsEnglish', () => {
  it.each([
    ['Close', true],
    ['Find stores', true],
    ['4,4 out of 5 stars', true],
    ['Buy with Apple Pay', true],
    ['Fermer', false],
    ['Trouver des magasins', false],
    ['Cairnfield Gift Card', false],
    ['1600 Wynkoop St, Denver, CO 80202', false],
    ['Cairnfield Gift Card : 1 × 25,00 $ US a été ajouté à votre panier.', false],
  ])('should read %j as English: %s', (text, english) => {
    expect(readsEnglish(text)).toBe(english);
  });
});

describe('storyLanguage', () => {
  const tab = chromiumTab();

  // A French story with a dialog open: the provider's root, and the portal at the end of the body.
  const story = (portal: string) =>
    page(
      'en',
      `<div id="storybook-root"><div data-cf-root lang="fr-CA"><button>Ouvrir</button></div></div>
       <div data-cf-portal${portal}><div role="dialog" aria-label="Quantité">Fermer</div></div>`,
    );

  it('should pass a story whose root and open portal say fr-CA', async () => {
    await tab().setContent(story(' lang="fr-CA"'));
    expect((await storyLanguage(tab(), 'fr-CA')).details).toEqual([]);
  });

  it('should pass a portal marked as an English part, and list it', async () => {
    await tab().setContent(story(' lang="en-US"'));
    const check = await storyLanguage(tab(), 'fr-CA');
    expect(check.details).toEqual([]);
    expect(check.info).toBe('parts in another language: div lang="en-US": Fermer');
  });

  it('should name a portal that falls to the preview’s <html lang>', async () => {
    await tab().setContent(story(''));
    const check = await storyLanguage(tab(), 'fr-CA');
    expect(check.ok).toBe(false);
    expect(check.details).toEqual(['a portal has no lang of its own']);
  });
});

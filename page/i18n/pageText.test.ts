// The page's catalogues: the French one gives every text the English one has (the compiler holds
// the keys; this holds the placeholders and that each text is translated), and the English one is
// the spec's.
import { describe, expect, it } from 'vitest';
import { ENGLISH_TEXT, type PageText } from './pageText';
import { frCAText } from './frCA';
import { pageCatalogue, loadPageCatalogue } from './load';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every text of a catalogue with its path ('eGift.required'). */
function entries(text: PageText): [string, string][] {
  return Object.entries(text).flatMap(([area, value]) =>
    typeof value === 'string'
      ? [[area, value] as [string, string]]
      : Object.entries(value as Record<string, string>).map(
          ([key, v]) => [`${area}.${key}`, v] as [string, string],
        ),
  );
}

describe('the page catalogues', () => {
  const english = new Map(entries(ENGLISH_TEXT));
  const french = new Map(entries(frCAText));

  it('should give in French every text the English catalogue has, and no other', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('should keep the placeholders of %s', (key) => {
    expect(placeholders(french.get(key) ?? '')).toEqual(placeholders(english.get(key) ?? ''));
  });

  it('should translate each text (the same words only where French uses them too)', () => {
    const same = [...english].filter(([key, text]) => french.get(key) === text).map(([k]) => k);
    expect(same).toEqual(['panel.total']);
  });

  it("should keep the spec's English texts", () => {
    expect(ENGLISH_TEXT.amount.range).toBe(
      'Gift card amount should be between ${{min}} and ${{max}}',
    );
    expect(ENGLISH_TEXT.backInStock.invalidEmail).toBe(
      "Oh darn. That's not a valid email address.",
    );
  });
});

describe('loading a catalogue', () => {
  it('should give English at once, and French only once its chunk is loaded', async () => {
    expect(pageCatalogue('en-US')).toEqual({
      locale: 'en-US',
      catalogue: { text: null, messages: undefined },
    });
    await loadPageCatalogue('fr-CA');
    const shown = pageCatalogue('fr-CA');
    expect(shown.locale).toBe('fr-CA');
    expect(shown.catalogue.text?.panel.addToCart).toBe('Ajouter au panier');
    expect(shown.catalogue.messages?.['Modal.close']).toBe('Fermer');
  });
});

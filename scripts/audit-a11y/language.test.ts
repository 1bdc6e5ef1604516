// The language check of a page in French: it passes when the document says fr-CA and the English
// left on the page is marked en-US; it names English text or names under lang="fr-CA", and a
// document that says another language.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { pageLanguage } from './language.mjs';

const page = (html: string, body: string) =>
  `<!doctype html><html lang="${html}"><head><title>t</title></head><body>${body}</body></html>`;

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
  let browser: Browser;
  let tab: Page;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    tab = await browser.newPage();
  }, 60_000);
  afterAll(() => browser?.close());

  it('should pass a French page whose English parts say lang="en-US", and list them', async () => {
    await tab.setContent(MARKED);
    const check = await pageLanguage(tab, 'fr-CA');
    expect(check.details).toEqual([]);
    expect(check.info).toBe('parts with their own lang: header lang="en-US", div lang="en-US"');
  });

  it('should name English text and names under lang="fr-CA"', async () => {
    await tab.setContent(LEFT_IN_ENGLISH);
    const check = await pageLanguage(tab, 'fr-CA');
    expect(check.ok).toBe(false);
    expect(check.details).toEqual([
      'English under lang="fr-CA": button: "Add to cart"',
      'English under lang="fr-CA": input: "Email Address"',
    ]);
  });

  it('should fail a document that says another language', async () => {
    await tab.setContent(page('en-US', '<p>Ajouter au panier</p>'));
    const check = await pageLanguage(tab, 'fr-CA');
    expect(check.details).toEqual(['<html lang="en-US">, not "fr-CA"']);
  });
});

// @vitest-environment node
/**
 * The page's language is configuration (PAGE_LOCALE): the server writes <html lang> from it and
 * renders the page's own texts and the design system's in that language, the parts not yet
 * translated marked English (WCAG 3.1.1, 3.1.2). English, the default, is the spec's texts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShop, type RunningFakeShop } from '../test/fakeShop';
import { startTestPage, type RunningTestPage } from '../test/servers';

let shop: RunningFakeShop;
let english: RunningTestPage;
let french: RunningTestPage;

beforeAll(async () => {
  shop = await startFakeShop();
  [english, french] = await Promise.all([
    startTestPage({ shopApiOrigin: shop.origin }),
    startTestPage({ shopApiOrigin: shop.origin, env: { PAGE_LOCALE: 'fr-CA' } }),
  ]);
});

afterAll(async () => {
  await english?.close();
  await french?.close();
  await shop?.close();
});

const html = (page: RunningTestPage) =>
  fetch(`${page.origin}/p/cairnfield-gift-card`).then((r) => r.text());

describe('the page in its configured language', () => {
  it('given no PAGE_LOCALE, should say lang="en-US" and the spec\'s texts, with no part in another language', async () => {
    const page = await html(english);
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en-US"/i);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>.*Add to cart/);
    expect(page).toContain('Gift card amount');
    expect(page).not.toMatch(/<(?!html)[a-z]+ [^>]*lang="/);
  });

  it('given PAGE_LOCALE=fr-CA, should say lang="fr-CA", speak the purchase panel in French and mark the English parts', async () => {
    const page = await html(french);
    expect(page).toMatch(/^<!DOCTYPE html><html lang="fr-CA"/i);
    expect(page).toMatch(/<section [^>]*lang="fr-CA"/);
    expect(page).toMatch(/<main [^>]*lang="en-US"/);
    expect(page).toMatch(/<header [^>]*lang="en-US"/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>.*Ajouter au panier/);
    expect(page).toContain('Montant de la carte-cadeau');
    expect(page).not.toContain('>Add to cart<');
    // Amounts in the shop's dollars, as French writes them.
    expect(page).toMatch(/25,00\s\$\sUS/);
  });

  // A page with no text in the configured language yet is English all through: its document
  // says so (WCAG 3.1.1), with no part marked and no French catalogue loaded.
  const allEnglish = (page: string) => {
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en-US"/i);
    expect(page).not.toMatch(/<(?!html)[a-z]+ [^>]*lang="/);
    expect(page).not.toContain('Ajouter au panier');
  };

  it('given PAGE_LOCALE=fr-CA, should say the cart page is English', async () => {
    const page = await fetch(`${french.origin}/shop/cart`).then((r) => r.text());
    allEnglish(page);
    expect(page).toContain('Your cart');
  });

  it('given PAGE_LOCALE=fr-CA, should say a posted form’s refusal (no JavaScript) and a page not found are English', async () => {
    const refused = await fetch(`${french.origin}/p/cairnfield-gift-card`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'quantity=1',
    });
    expect(refused.status).toBe(403);
    const page = await refused.text();
    allEnglish(page);
    expect(page).toContain('Nothing was added to your cart');
    const missing = await fetch(`${french.origin}/OrderConfirmation?orderId=999999`);
    expect(missing.status).toBe(404);
    allEnglish(await missing.text());
  });

  it('given an unknown PAGE_LOCALE, should refuse to start, naming the variable', async () => {
    await expect(
      startTestPage({ shopApiOrigin: shop.origin, env: { PAGE_LOCALE: 'de-DE' } }),
    ).rejects.toThrow(/PAGE_LOCALE/);
  });
});

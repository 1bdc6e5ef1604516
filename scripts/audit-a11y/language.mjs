// @ts-check
// The language of a page in another language than English (WCAG 3.1.1 Language of Page and 3.1.2
// Language of Parts): the document says the page's language, and no text or name the shopper is
// read in that language is one of the page's English texts (a screen reader would speak it with
// the wrong voice). The parts still in English must say so with their own `lang`; the check lists
// them as information.

/**
 * English texts of the parts the page translates (page/purchase/messages.ts, backInStockText.ts,
 * cartDrawerText.ts, and the design system's English defaults): found under the page's language,
 * they were left untranslated.
 */
export const ENGLISH_PHRASES = [
  'Add to cart',
  'Adding to cart',
  'Added to cart',
  'has been added to your cart',
  'Gift card amount',
  'Custom Amount',
  'Custom amount',
  'Quantity',
  'Increase quantity',
  'Decrease quantity',
  'Choose a design',
  'Sender',
  'Recipient',
  'Email Address',
  'First Name',
  'Last Name',
  'Send on',
  'Please enter',
  'is required',
  'Notify me',
  'Your Email',
  'out of stock',
  'Your cart',
  'Subtotal',
  'Check out',
  'View cart',
  'Close',
  'Buy the',
];

/**
 * @param {import('playwright-core').Page} page
 * @param {string} lang the page's language, e.g. 'fr-CA'
 * @returns {Promise<import('./checks.mjs').Check>}
 */
export async function pageLanguage(page, lang) {
  const found = await page.evaluate(
    ({ lang, phrases }) => {
      const langOf = (/** @type {Element} */ el) => el.closest('[lang]')?.getAttribute('lang');
      /** @type {string[]} */
      const stray = [];
      const say = (/** @type {Element} */ el, /** @type {string} */ text) => {
        const phrase = phrases.find((p) => text.includes(p));
        if (phrase && stray.length < 20) {
          stray.push(`${el.tagName.toLowerCase()}: "${text.replace(/\s+/g, ' ').slice(0, 80)}"`);
        }
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!el || !text || el.closest('script, style, noscript, [aria-hidden="true"]')) continue;
        if (!el.checkVisibility() || langOf(el) !== lang) continue;
        say(el, text);
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
        if (el.closest('[aria-hidden="true"]') || langOf(el) !== lang) continue;
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = el.getAttribute(name);
          if (value) say(el, value);
        }
      }
      const parts = Array.from(document.body.querySelectorAll('[lang]'))
        .filter(
          (el) =>
            el.getAttribute('lang') !== el.parentElement?.closest('[lang]')?.getAttribute('lang'),
        )
        .filter((el) => el.textContent?.trim())
        .map((el) => `${el.tagName.toLowerCase()} lang="${el.getAttribute('lang')}"`);
      return { document: document.documentElement.getAttribute('lang') ?? '', stray, parts };
    },
    { lang, phrases: ENGLISH_PHRASES },
  );
  /** @type {string[]} */
  const details = [];
  if (found.document !== lang) details.push(`<html lang="${found.document}">, not "${lang}"`);
  for (const s of found.stray) details.push(`English under lang="${lang}": ${s}`);
  const counts = new Map();
  for (const p of found.parts) counts.set(p, (counts.get(p) ?? 0) + 1);
  return {
    check: `language of page and parts (${lang})`,
    ok: details.length === 0,
    details,
    info: `parts with their own lang: ${[...counts].map(([p, n]) => (n > 1 ? `${p} ×${n}` : p)).join(', ') || 'none'}`,
  };
}

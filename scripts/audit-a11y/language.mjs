// @ts-check
// The language of a page in another language than English (WCAG 3.1.1 Language of Page and 3.1.2
// Language of Parts): the document says the page's language, and no text, name or title the
// shopper is read in that language is English (one of the page's English texts, or a text whose
// words are English: languageWords.mjs), wherever it renders: a dialog portalled to the body is
// read in the language of where it is in the document, not of the part that opened it (a screen
// reader would speak its English with the wrong voice). The parts still in English must say so
// with their own `lang`; the check lists them, and the open dialogs with their language.

import { readsEnglish, readsFrench, wordCounts } from './languageWords.mjs';

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
 * What the language check reads in the page: the document's `lang` and title, every text and name
 * (aria-label, title, placeholder, alt) a shopper is read in the page's language, wherever it
 * renders (a dialog portalled to the body included), each open dialog with its language and the
 * text it reads in the page's language, and the parts with a `lang` of their own.
 * @param {import('playwright-core').Page} page
 * @param {string} lang
 */
function readLanguages(page, lang) {
  return page.evaluate((lang) => {
    const langOf = (/** @type {Element} */ el) => el.closest('[lang]')?.getAttribute('lang') ?? '';
    const hidden = (/** @type {Element} */ el) =>
      Boolean(el.closest('script, style, noscript, template, [aria-hidden="true"]'));
    const dialogOf = (/** @type {Element} */ el) =>
      el.closest('[role="dialog"], [role="alertdialog"], dialog');
    const nameOf = (/** @type {Element} */ el) => {
      const by = el.getAttribute('aria-labelledby');
      const labelled = by
        ?.split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return (el.getAttribute('aria-label') ?? labelled ?? '').replace(/\s+/g, ' ').trim();
    };
    /** @type {{ tag: string, text: string, dialog: string | null }[]} */
    const texts = [];
    const add = (/** @type {Element} */ el, /** @type {string} */ text) => {
      const dialog = dialogOf(el);
      texts.push({
        tag: el.tagName.toLowerCase(),
        text: text.replace(/\s+/g, ' ').trim(),
        dialog: dialog ? nameOf(dialog) : null,
      });
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || hidden(el) || !el.checkVisibility() || langOf(el) !== lang) continue;
      add(el, text);
    }
    const named = '[aria-label], [title], [placeholder], img[alt]';
    for (const el of document.body.querySelectorAll(named)) {
      if (hidden(el) || langOf(el) !== lang) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value?.trim()) add(el, value);
      }
    }
    const dialogs = Array.from(
      document.body.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog'),
    )
      .filter((el) => !hidden(el) && el.checkVisibility())
      .map((el) => ({ name: nameOf(el), lang: langOf(el) }));
    const parts = Array.from(document.body.querySelectorAll('[lang]'))
      .filter(
        (el) =>
          el.getAttribute('lang') !== el.parentElement?.closest('[lang]')?.getAttribute('lang'),
      )
      .filter((el) => el.textContent?.trim())
      .map((el) => `${el.tagName.toLowerCase()} lang="${el.getAttribute('lang')}"`);
    return {
      document: document.documentElement.getAttribute('lang') ?? '',
      title: document.title,
      texts,
      dialogs,
      parts,
    };
  }, lang);
}

/**
 * Judges what readLanguages found, in two parts: the page's (`page`: WCAG 3.1.1, the document says
 * `lang` and its title is in it) and its parts' (`parts`: 3.1.2, no text under a `lang` it is not
 * in), and what is worth knowing (`info`). Under a French `lang`, a text is out of place when it is
 * one of the page's English texts (ENGLISH_PHRASES) or reads as English (languageWords.mjs); under
 * an English one, when it reads as French. An open dialog in the page's language fails when its
 * text has more words of the other language than of its own (at least three), whatever part
 * opened it. A document in another language than `lang` fails the page, and its texts are not
 * judged (they are under another `lang`).
 * @param {Awaited<ReturnType<typeof readLanguages>>} found
 * @param {string} lang
 */
export function judgeLanguages(found, lang) {
  const french = lang.startsWith('fr');
  const other = french ? 'English' : 'French';
  const outOfPlace = (/** @type {string} */ text) =>
    french
      ? ENGLISH_PHRASES.some((p) => text.includes(p)) || readsEnglish(text)
      : readsFrench(text);
  /** @type {string[]} */
  const page = [];
  /** @type {string[]} */
  const details = [];
  if (found.document !== lang) page.push(`<html lang="${found.document}">, not "${lang}"`);
  // The title is judged by its own part: what follows ' | ' is the shop's name.
  const ownTitle = found.title.split(' | ')[0] ?? '';
  if (found.document === lang && ownTitle && outOfPlace(ownTitle))
    page.push(`${other} under lang="${lang}": title: "${found.title.slice(0, 80)}"`);
  const stray = found.texts.filter((t) => outOfPlace(t.text));
  for (const t of stray.slice(0, 20)) {
    const where = t.dialog === null ? '' : ` (in dialog "${t.dialog}")`;
    details.push(`${other} under lang="${lang}": ${t.tag}: "${t.text.slice(0, 80)}"${where}`);
  }
  if (stray.length > 20) details.push(`… and ${stray.length - 20} more`);
  for (const dialog of found.dialogs.filter((d) => d.lang === lang)) {
    const said = found.texts.filter((t) => t.dialog === dialog.name).map((t) => t.text);
    const counts = wordCounts(said.join(' '));
    const [theirs, ours] = french
      ? [counts.english, counts.french]
      : [counts.french, counts.english];
    if (theirs >= 3 && theirs > ours)
      details.push(
        `dialog "${dialog.name}" reads ${other} under lang="${lang}" (${theirs} ${other} words, ${ours} ${french ? 'French' : 'English'})`,
      );
  }
  const counts = new Map();
  for (const p of found.parts) counts.set(p, (counts.get(p) ?? 0) + 1);
  const dialogs = found.dialogs.map((d) => `"${d.name}" lang="${d.lang}"`).join(', ');
  return {
    page,
    parts: details,
    info:
      `parts with their own lang: ${[...counts].map(([p, n]) => (n > 1 ? `${p} ×${n}` : p)).join(', ') || 'none'}` +
      (dialogs ? `; open dialogs: ${dialogs}` : ''),
  };
}

/**
 * The language of a page in `lang` as two checks: of the page (3.1.1 Language of Page) and of its
 * parts (3.1.2 Language of Parts), each with its own failures; the parts' check lists the parts
 * with a `lang` of their own and the open dialogs.
 * @param {import('playwright-core').Page} page
 * @param {string} lang the page's language, e.g. 'fr-CA'
 * @returns {Promise<[import('./checks.mjs').Check, import('./checks.mjs').Check]>}
 */
export async function pageLanguage(page, lang) {
  const judged = judgeLanguages(await readLanguages(page, lang), lang);
  return [
    { check: `language of page (${lang})`, ok: judged.page.length === 0, details: judged.page },
    {
      check: `language of parts (${lang})`,
      ok: judged.parts.length === 0,
      details: judged.parts,
      info: judged.info,
    },
  ];
}

/**
 * Language of the page and of its parts (3.1.1, 3.1.2) in a story shown in another locale: the
 * story's provider root says `lang`, each portal the story has open (a dialog, a toast: rendered
 * at the end of the body, out of the root) says a language of its own (the provider's, or the one
 * its part is marked in) rather than fall to the preview's <html lang>, and no text inside the root
 * sits under a different language unless an element says so. Lists the parts and portals whose
 * nearest `lang` is not `lang`.
 * @param {import('playwright-core').Page} page
 * @param {string} lang
 * @returns {Promise<import('./checks.mjs').Check>}
 */
export async function storyLanguage(page, lang) {
  const found = await page.evaluate((lang) => {
    const roots = Array.from(
      document.querySelectorAll('#storybook-root [data-cf-root], [data-cf-portal]'),
    );
    const rootLangs = roots.map((r) => {
      const marked = r.closest('[lang]');
      return {
        what: r.hasAttribute('data-cf-portal') ? 'a portal' : "the story's root",
        lang: marked && marked !== document.documentElement ? marked.getAttribute('lang') : null,
      };
    });
    const other = Array.from(
      document.querySelectorAll('#storybook-root [lang], [data-cf-portal][lang]'),
    )
      .filter((el) => el.getAttribute('lang') !== lang && el.textContent?.trim())
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} lang="${el.getAttribute('lang')}": ${(el.textContent ?? '').trim().slice(0, 60)}`,
      );
    return { rootLangs, other };
  }, lang);
  const details = [];
  if (!found.rootLangs.some((r) => r.what !== 'a portal'))
    details.push('no design-system root in the story');
  for (const root of found.rootLangs) {
    if (root.lang === null) details.push(`${root.what} has no lang of its own`);
    else if (root.what !== 'a portal' && root.lang !== lang)
      details.push(`${root.what} says lang="${root.lang}"`);
  }
  return {
    check: `language of parts (${lang})`,
    ok: details.length === 0,
    details,
    info: found.other.length ? `parts in another language: ${found.other.join('; ')}` : undefined,
  };
}

// Plural categories (CLDR) without Intl for English and French, the languages a page is likely to
// load in (numbers.ts says why); Intl.PluralRules for the others. plural.test.ts checks the two
// rules here against Intl.

export type PluralCategory = Intl.LDMLPluralRule;

/** A text per plural category; `other` is required, the rest fall back to it. '#' is the count. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

const rulesCache = new Map<string, Intl.PluralRules>();

function language(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase();
}

/** The plural category of a count in a locale: 1 → 'one' in English, 0 and 1.5 → 'one' in French. */
export function pluralCategory(locale: string, count: number): PluralCategory {
  const lang = language(locale);
  const n = Math.abs(count);
  if (lang === 'en') return n === 1 ? 'one' : 'other';
  if (lang === 'fr') {
    if (n < 2) return 'one';
    return Number.isInteger(n) && n % 1_000_000 === 0 ? 'many' : 'other';
  }
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules.select(count);
}

/** The form for a count, '#' replaced by `written` (the count as the locale writes it). */
export function pluralForm(
  locale: string,
  count: number,
  forms: PluralForms,
  written: string,
): string {
  const form = forms[pluralCategory(locale, count)] ?? forms.other;
  return form.replaceAll('#', written);
}

// A locale's writing direction, without Intl (Intl.Locale's textInfo is not in every browser).

/** Languages written right to left (CLDR's likely scripts: Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam). */
const rtlLanguages = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'lrc',
  'mzn',
  'nqo',
  'pnb',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);
const rtlScripts = new Set([
  'arab',
  'hebr',
  'thaa',
  'syrc',
  'nkoo',
  'adlm',
  'rohg',
  'mand',
  'samr',
]);
const ltrScripts = new Set(['latn', 'cyrl']);

export type Direction = 'ltr' | 'rtl';

/** 'rtl' for Arabic, Hebrew, Persian, Urdu and the like ('ar-EG', 'fa', 'pa-Arab'), else 'ltr'. */
export function localeDirection(locale: string): Direction {
  const [lang = '', ...rest] = locale.toLowerCase().split(/[-_]/);
  const script = rest.find((subtag) => subtag.length === 4 && /^[a-z]+$/.test(subtag));
  if (script && rtlScripts.has(script)) return 'rtl';
  if (script && ltrScripts.has(script)) return 'ltr';
  return rtlLanguages.has(lang) ? 'rtl' : 'ltr';
}

// Numbers as a locale writes them, without Intl for the locales whose symbols are kept here as data.
//
// A page's first Intl.NumberFormat loads ICU's number data on the main thread: 120-230 ms at 4x CPU
// slowdown on a phone, inside hydration (README "No Intl while the page loads"). So the locales a
// shop is likely to start in have their symbols here (numbers.test.ts checks them against Intl over
// thousands of values), and Intl formats every other locale, one cached formatter per option set.

/** A locale's decimal and grouping separators (Latin digits, groups of three, minus '-'). */
interface NumberSymbols {
  decimal: string;
  group: string;
}

const NBSP = '\u00a0';

/** Locales whose numbers are written here without Intl (numbers.test.ts: the same as Intl's). */
export const numberSymbols: Readonly<Record<string, NumberSymbols>> = {
  en: { decimal: '.', group: ',' },
  'en-US': { decimal: '.', group: ',' },
  'en-CA': { decimal: '.', group: ',' },
  'en-GB': { decimal: '.', group: ',' },
  fr: { decimal: ',', group: '\u202f' },
  'fr-CA': { decimal: ',', group: NBSP },
  de: { decimal: ',', group: '.' },
  'de-DE': { decimal: ',', group: '.' },
  'zh-CN': { decimal: '.', group: ',' },
};

/**
 * The digits of |value| with `maxDigits` decimals, rounded as Intl rounds (half away from zero, on
 * the shortest decimal that reads back as the number: 1.005 → '1.01' where toFixed gives '1.00'),
 * then trailing zeros dropped down to `minDigits`. That decimal is JavaScript's own String(value),
 * with an exponent below 1e-6 and from 1e21. Returns the whole part and the fraction.
 */
export function fixedDigits(
  value: number,
  minDigits: number,
  maxDigits: number,
): { whole: string; fraction: string } {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const point = whole.length + Number(exponent);
  const [int, frac] =
    point > 0
      ? [all.slice(0, point).padEnd(point, '0'), all.slice(point)]
      : ['0', '0'.repeat(-point) + all];
  const kept = int + frac.slice(0, maxDigits).padEnd(maxDigits, '0');
  const rounded = (frac[maxDigits] ?? '0') >= '5' ? String(BigInt(kept) + 1n) : kept;
  const padded = rounded.padStart(maxDigits + 1, '0');
  const wholePart = padded.slice(0, padded.length - maxDigits);
  let fractionPart = padded.slice(padded.length - maxDigits);
  while (fractionPart.length > minDigits && fractionPart.endsWith('0')) {
    fractionPart = fractionPart.slice(0, -1);
  }
  return { whole: wholePart, fraction: fractionPart };
}

/** '1234567' → '1,234,567' with the given separator (groups of three). */
export function groupThousands(whole: string, separator: string): string {
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) {
    const part = whole.slice(Math.max(0, end - 3), end);
    out = out === '' ? part : `${part}${separator}${out}`;
  }
  return out;
}

export interface NumberFormatOptions {
  /** BCP 47 locale. */
  locale: string;
  /** Thousands separators ('1,500'). @default true */
  grouping?: boolean;
  /** @default 0 */
  minimumFractionDigits?: number;
  /** @default 3 (Intl's) or minimumFractionDigits when higher */
  maximumFractionDigits?: number;
}

const intlCache = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and option set, made on first use. */
export function cachedNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = intlCache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    intlCache.set(key, format);
  }
  return format;
}

/** The sign, digits and separators of `value` from a locale's symbols (no Intl). */
export function writeNumber(
  value: number,
  symbols: NumberSymbols,
  grouping: boolean,
  minDigits: number,
  maxDigits: number,
): string {
  const { whole, fraction } = fixedDigits(value, minDigits, maxDigits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const int = grouping ? groupThousands(whole, symbols.group) : whole;
  return `${sign}${int}${fraction ? symbols.decimal + fraction : ''}`;
}

/**
 * A number as the locale writes it: 1234.5 → '1,234.5' (en-US), '1 234,5' (fr-CA). A non-finite
 * value gives ''. Locales in `numberSymbols` are written without Intl.
 */
export function formatNumber(
  value: number,
  {
    locale,
    grouping = true,
    minimumFractionDigits = 0,
    maximumFractionDigits,
  }: NumberFormatOptions,
): string {
  if (!Number.isFinite(value)) return '';
  const maxDigits = Math.max(maximumFractionDigits ?? 3, minimumFractionDigits);
  const symbols = numberSymbols[locale];
  if (symbols) return writeNumber(value, symbols, grouping, minimumFractionDigits, maxDigits);
  return cachedNumberFormat(locale, {
    // Intl's default grouping ('auto') keeps the locale's own rule (Spanish writes '1234').
    ...(grouping ? {} : { useGrouping: false }),
    minimumFractionDigits,
    maximumFractionDigits: maxDigits,
  }).format(value);
}

// Money as a locale writes it in a currency: Intl's answer, kept as data for the pairs a page is
// likely to load with (no Intl while the page loads: numbers.ts says why), Intl for every other.
import { cachedNumberFormat, numberSymbols, writeNumber } from './numbers';

/** Where the currency sits around the digits, and how many decimals it has. */
interface MoneyPattern {
  prefix: string;
  suffix: string;
  /** The currency's decimals (ISO 4217 minor units). */
  digits: number;
}

const NBSP = '\u00a0';

/**
 * Locale and currency pairs written without Intl: exactly what Intl.NumberFormat's currency style
 * gives there (money.test.ts compares the two over thousands of amounts, with and without
 * grouping). The minus goes before the prefix in all of them: '-$5.00', '-5,00 $'.
 */
const moneyPatterns: Readonly<Record<string, MoneyPattern>> = {
  'en-US|USD': { prefix: '$', suffix: '', digits: 2 },
  'en-CA|CAD': { prefix: '$', suffix: '', digits: 2 },
  'en-GB|GBP': { prefix: '£', suffix: '', digits: 2 },
  'fr-CA|CAD': { prefix: '', suffix: `${NBSP}$`, digits: 2 },
  'de-DE|EUR': { prefix: '', suffix: `${NBSP}€`, digits: 2 },
  'zh-CN|CNY': { prefix: '¥', suffix: '', digits: 2 },
};

/** The pairs written without Intl, as 'locale|currency'. */
export const moneyFastPairs = Object.keys(moneyPatterns);

export interface MoneyFormatOptions {
  /** BCP 47 locale, e.g. 'en-GB'. */
  locale: string;
  /** ISO 4217 code, e.g. 'GBP'. */
  currency: string;
  /** Thousands separators ('£1,500.00'). @default true */
  grouping?: boolean;
  /** Whole amounts without their decimals ('£25'), others with them ('£12.50'). @default false */
  dropZeroCents?: boolean;
}

function intlMoney(locale: string, currency: string, grouping: boolean, whole: boolean) {
  try {
    return cachedNumberFormat(locale, {
      style: 'currency',
      currency,
      ...(grouping ? {} : { useGrouping: false }),
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
  } catch (error) {
    throw new RangeError(`Money in "${locale}", "${currency}": ${String(error)}`);
  }
}

/**
 * An amount of money as the locale writes it: 1500 → '$1,500.00' (en-US, USD), '1 500,00 $'
 * (fr-CA, CAD), '£1,500.00' (en-GB, GBP); with dropZeroCents, 25 → '$25'. A non-finite amount
 * gives ''. The pairs in the table above are written without Intl.
 */
export function formatMoney(
  amount: number,
  { locale, currency, grouping = true, dropZeroCents = false }: MoneyFormatOptions,
): string {
  if (!Number.isFinite(amount)) return '';
  const whole = dropZeroCents && Number.isInteger(amount);
  const pattern = moneyPatterns[`${locale}|${currency}`];
  const symbols = numberSymbols[locale];
  if (pattern && symbols) {
    const digits = whole ? 0 : pattern.digits;
    const written = writeNumber(amount, symbols, grouping, digits, digits);
    const [sign, digitsText] = written.startsWith('-') ? ['-', written.slice(1)] : ['', written];
    return `${sign}${pattern.prefix}${digitsText}${pattern.suffix}`;
  }
  return intlMoney(locale, currency, grouping, whole).format(amount);
}

/**
 * What stands before and after a whole amount's digits: { prefix: '$', suffix: '' } (en-US, USD),
 * { prefix: '', suffix: ' $' } (fr-CA, CAD). A field shows the prefix alone while empty.
 */
export function moneyAffixes(locale: string, currency: string): { prefix: string; suffix: string } {
  const pattern = moneyPatterns[`${locale}|${currency}`];
  if (pattern && numberSymbols[locale]) return { prefix: pattern.prefix, suffix: pattern.suffix };
  const parts = intlMoney(locale, currency, true, true).formatToParts(1);
  const integer = parts.findIndex((part) => part.type === 'integer');
  const join = (list: Intl.NumberFormatPart[]) => list.map((part) => part.value).join('');
  return { prefix: join(parts.slice(0, integer)), suffix: join(parts.slice(integer + 1)) };
}

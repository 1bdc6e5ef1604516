// Pure typing rules of a custom whole amount field. Which amounts are valid, and the helper and
// error texts, are the shop's: they come in as props. How an amount is written (currency, digits,
// grouping) is the locale's: it comes in as an AmountFieldFormat (the component makes it from its
// LocaleProvider).
import { readDigits } from '../../i18n/digits';
import { formatMoney } from '../../i18n/money';

/** How the field writes a whole amount, and what it shows while focused and empty. */
export interface AmountFieldFormat {
  /** A whole amount as money: 1500 → '$1500', '£1,500', '1 500 $'. */
  write: (amount: number) => string;
  /**
   * Shown alone while focused and empty: the currency when it comes first ('$'), else '' (a
   * function: it is asked only then, so a field that loads empty asks no locale data).
   */
  emptyText: () => string;
}

/** Dollars in en-US without grouping ('$1500'): the field's format without a provider's. */
export const dollarAmountFormat: AmountFieldFormat = {
  write: (amount) =>
    formatMoney(amount, { locale: 'en-US', currency: 'USD', grouping: false, dropZeroCents: true }),
  emptyText: () => '$',
};

/**
 * The amount a text holds: its digits (of any script) as a whole number, leading zeros gone.
 * '$12' is 12, '£1,500' is 1500, '1 500 $' is 1500; a pasted '$1,000.50' is 100050 (then out of
 * range, so the shopper sees an error rather than a silently dropped '.50': the field keeps whole
 * amounts and never guesses a cents part). '', '$' and '$0' are null (no amount).
 */
export function parseCustomAmount(text: string): number | null {
  const digits = readDigits(text).replace(/^0+/, '');
  if (digits === '') return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : Number.MAX_SAFE_INTEGER;
}

/** The display for an amount: '$12', or '' for none (the empty text only while focused). */
export function displayAmount(
  amount: number | null,
  focused: boolean,
  format: AmountFieldFormat = dollarAmountFormat,
): string {
  if (amount === null) return focused ? format.emptyText() : '';
  return format.write(amount);
}

/**
 * What the field shows for what was typed or pasted: its amount written again, so '$0012a' is
 * '$12', and nothing but zeros gives the empty text ('$').
 */
export function formatCustomAmount(
  raw: string,
  format: AmountFieldFormat = dollarAmountFormat,
): string {
  return displayAmount(parseCustomAmount(raw), true, format);
}

/**
 * Where the caret goes in `display` to stay after the same digit it followed in what was typed:
 * after the `digitsBefore`-th digit, or before the first digit (at the end of an empty display's
 * currency) when none precede it.
 */
export function caretAfterDigits(display: string, digitsBefore: number): number {
  if (digitsBefore <= 0) {
    const first = display.search(/\p{Nd}/u);
    return first === -1 ? display.length : first;
  }
  let seen = 0;
  let index = 0;
  for (const char of display) {
    index += char.length;
    if (/\p{Nd}/u.test(char) && ++seen === digitsBefore) return index;
  }
  return display.length;
}

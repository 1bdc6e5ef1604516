// Reading back the digits a locale writes: what a shopper types or pastes into an amount or a
// quantity field, in any script's digits (Latin, Arabic-Indic, Devanagari, …). No Intl: Unicode
// keeps every script's decimal digits as runs of ten, zero to nine, so a digit's value is its place
// in its run.

const decimalDigit = /\p{Nd}/u;

/** The value (0-9) of one decimal digit of any script, or null for anything else. */
export function digitValue(char: string): number | null {
  if (!decimalDigit.test(char)) return null;
  const code = char.codePointAt(0)!;
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  let place = 0;
  while (decimalDigit.test(String.fromCodePoint(code - place - 1))) place++;
  return place % 10;
}

/**
 * The decimal digits of a text as ASCII, everything else dropped: '£1,500' → '1500',
 * '1 500 $' → '1500', '١٬٥٠٠' → '1500'.
 */
export function readDigits(text: string): string {
  let digits = '';
  for (const char of text) {
    const value = digitValue(char);
    if (value !== null) digits += String(value);
  }
  return digits;
}

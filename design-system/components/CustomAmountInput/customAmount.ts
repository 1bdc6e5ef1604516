// Pure typing rules of a custom whole-dollar amount field. Which amounts are valid, and the helper
// and error texts, are the page's: they come in as props.

/**
 * What the field shows for what was typed or pasted: digits only, leading zeros stripped, '$' in
 * front. Every non-digit goes, the decimal point included, so '$0012a' is '$12' and a pasted
 * '$1,000.50' is '$100050' (then out of range, so the shopper sees an error rather than a silently
 * dropped '.50': the field keeps "digits only" and whole dollars, and a cents part is never guessed).
 * Nothing but zeros gives '$'.
 */
export function formatCustomAmount(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  return `$${digits}`;
}

/** The amount a displayed value holds: '$12' is 12; '', '$' and '$0' are null (no amount). */
export function parseCustomAmount(display: string): number | null {
  const digits = display.replace(/\D/g, '').replace(/^0+/, '');
  if (digits === '') return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : Number.MAX_SAFE_INTEGER;
}

/** The display for an amount: '$12', or '' for none ('$' only while focused, see displayAmount). */
export function displayAmount(amount: number | null, focused: boolean): string {
  if (amount === null) return focused ? '$' : '';
  return `$${amount}`;
}

/** Neutral default check: an amount is required (a shop passes its own range and message). */
export function requireAmount(amount: number | null): string | null {
  return amount === null ? 'Enter an amount.' : null;
}

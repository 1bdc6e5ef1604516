// Pure rules of the custom gift card amount (spec 4 "Amount selection", spec 5 "Gift card amount").

/** Whole dollars from 1 to 1500 (spec 9). */
export const DEFAULT_AMOUNT_BOUNDS = { min: 1, max: 1500 } as const;

export interface AmountBounds {
  min: number;
  max: number;
}

/**
 * What the field shows for what was typed or pasted: digits only, leading zeros stripped, '$' in
 * front. Every non-digit goes, the decimal point included, so '$0012a' is '$12' and a pasted
 * '$1,000.50' is '$100050' (then out of range, so the shopper sees an error rather than a silently
 * dropped '.50': the spec keeps "digits only" and whole dollars, and a cents part is never guessed).
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

/** Spec 5 helper: 'Please enter a gift card value up to $1500. Must be a whole dollar amount.' */
export function amountHelperText({ max }: Pick<AmountBounds, 'max'>): string {
  return `Please enter a gift card value up to $${max}. Must be a whole dollar amount.`;
}

/** Spec 5 error: 'Gift card amount should be between $1 and $1500'. */
export function amountErrorText({ min, max }: AmountBounds): string {
  return `Gift card amount should be between $${min} and $${max}`;
}

/**
 * The error for an amount, or null when it is valid. No amount (null) is an error too: the field is
 * only shown once 'Custom Amount' is chosen, and add to cart needs an amount (spec 4).
 */
export function validateAmount(
  amount: number | null,
  bounds: AmountBounds = DEFAULT_AMOUNT_BOUNDS,
): string | null {
  if (amount === null || !Number.isInteger(amount) || amount < bounds.min || amount > bounds.max) {
    return amountErrorText(bounds);
  }
  return null;
}

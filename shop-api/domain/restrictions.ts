import { ErrorKey, fillTemplate } from './errors.ts';
import type { RuleError } from './errors.ts';

// prettier-ignore -- one block of state codes reads better than one code per line
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export const MILITARY_STATES = ['AA', 'AE', 'AP'] as const;

/** Spec 9: billing allows every US state, DC and the military codes. */
export const BILLING_STATES: ReadonlySet<string> = new Set([
  ...US_STATES,
  'DC',
  ...MILITARY_STATES,
]);

/** Spec 9: the wallet shipping lists exclude Alaska and Hawaii. */
export const SHIPPING_EXCLUDED_STATES = ['AK', 'HI'] as const;

export const SHIPPING_STATES: ReadonlySet<string> = new Set(
  [...BILLING_STATES].filter(
    (state) => !(SHIPPING_EXCLUDED_STATES as readonly string[]).includes(state),
  ),
);

export function checkShippingState(state: string, field?: string): RuleError | null {
  const code = state.trim().toUpperCase();
  if (SHIPPING_STATES.has(code)) return null;
  return {
    errorKey: ErrorKey.restrictedShippingState,
    message: fillTemplate('We are unable to ship to {{state}}.', { state: code }),
    ...(field ? { field } : {}),
    data: { state: code },
  };
}

export function checkBillingState(state: string, field?: string): RuleError | null {
  const code = state.trim().toUpperCase();
  if (BILLING_STATES.has(code)) return null;
  return {
    errorKey: ErrorKey.restrictedBillingState,
    message: fillTemplate('We are unable to accept a billing address in {{state}}.', {
      state: code,
    }),
    ...(field ? { field } : {}),
    data: { state: code },
  };
}

/** Per-product restrictions (the product's `stateRestriction` list of state codes). */
export function checkItemStateRestrictions(
  items: readonly { name: string; stateRestriction: readonly string[] }[],
  state: string,
  field?: string,
): RuleError | null {
  const code = state.trim().toUpperCase();
  const item = items.find((candidate) => candidate.stateRestriction.includes(code));
  if (!item) return null;
  return {
    errorKey: ErrorKey.itemStateRestriction,
    message: fillTemplate('{{Item}} cannot be shipped to {{state}}.', {
      Item: item.name,
      state: code,
    }),
    ...(field ? { field } : {}),
    data: { Item: item.name, state: code },
  };
}

// Property tests (fast-check) of the custom amount's typing rules: whatever the shopper types or
// pastes, nothing throws, the field shows '$' and digits only, and the amount it holds is either
// none or a whole number; validation passes exactly the whole numbers from 1 to 1500.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AMOUNT_BOUNDS,
  displayAmount,
  formatCustomAmount,
  parseCustomAmount,
  validateAmount,
} from './customAmount';

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

/** Anything a keyboard or the clipboard can put in a text field, weighted towards amount-like text. */
const typed = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789$.,- +e٣'), maxLength: 30 }),
  fc.integer({ min: -5000, max: 5000 }).map(String),
  fc.double().map(String),
);

const { min, max } = DEFAULT_AMOUNT_BOUNDS;

describe('custom amount (properties)', () => {
  it('shows "$" followed by digits without a leading zero, for any input', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        expect(formatCustomAmount(raw)).toMatch(/^\$(?:[1-9][0-9]*)?$/);
      }),
    );
  });

  it('formatting is idempotent (re-reading the field changes nothing)', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const once = formatCustomAmount(raw);
        expect(formatCustomAmount(once)).toBe(once);
      }),
    );
  });

  it('holds no amount or a positive safe whole number, for any input', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const amount = parseCustomAmount(formatCustomAmount(raw));
        if (amount !== null) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('accepts an amount exactly when it is a whole number from 1 to 1500', () => {
    fc.assert(
      fc.property(typed, (raw) => {
        const amount = parseCustomAmount(formatCustomAmount(raw));
        const error = validateAmount(amount);
        const inRange =
          amount !== null && Number.isInteger(amount) && amount >= min && amount <= max;
        expect(error === null).toBe(inRange);
        if (error !== null) expect(error).toBe('Gift card amount should be between $1 and $1500');
      }),
    );
  });

  it('validation never throws and passes only whole numbers in range, for any number', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: null }), (amount) => {
        const ok = validateAmount(amount) === null;
        if (ok) {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(min);
          expect(amount).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('round-trips every valid amount through its display', () => {
    fc.assert(
      fc.property(fc.integer({ min, max }), fc.boolean(), (amount, focused) => {
        expect(parseCustomAmount(displayAmount(amount, focused))).toBe(amount);
        expect(validateAmount(parseCustomAmount(formatCustomAmount(String(amount))))).toBeNull();
      }),
    );
  });
});

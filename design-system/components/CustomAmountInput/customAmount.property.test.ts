// Property tests (fast-check) of the custom amount's typing rules: whatever the shopper types or
// pastes, nothing throws, the field shows '$' and digits only, and the amount it holds is either
// none or a whole number. (The shop's range rule is tested in page/purchase/amount.property.test.ts.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayAmount, formatCustomAmount, parseCustomAmount } from './customAmount';

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

  it('round-trips every whole amount through its display', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (amount, focused) => {
        expect(parseCustomAmount(displayAmount(amount, focused))).toBe(amount);
        expect(parseCustomAmount(formatCustomAmount(String(amount)))).toBe(amount);
      }),
    );
  });
});

describe('custom amount in any locale (properties, against Intl)', () => {
  const pairs = [
    ['en-GB', 'GBP'],
    ['fr-CA', 'CAD'],
    ['de-DE', 'EUR'],
    ['ar-EG', 'EGP'],
    ['hi-IN', 'INR'],
    ['ja-JP', 'JPY'],
  ] as const;

  it('reads back every whole amount it writes, and writing again changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.constantFrom(...pairs), (amount, pair) => {
        const [locale, currency] = pair;
        const format = {
          write: (value: number) =>
            new Intl.NumberFormat(locale, {
              style: 'currency',
              currency,
              maximumFractionDigits: 0,
            }).format(value),
          emptyText: () => '',
        };
        const shown = displayAmount(amount, false, format);
        expect(parseCustomAmount(shown)).toBe(amount);
        expect(formatCustomAmount(shown, format)).toBe(shown);
      }),
    );
  });
});

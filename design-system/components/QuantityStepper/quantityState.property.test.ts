// Property tests (fast-check) of the stepper's pure rules: whatever is typed, nothing throws, only
// digits are kept, and every request resolves to a whole number inside the bounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_STEP,
  clampToBounds,
  parseQuantity,
  quantityKeyAction,
  resolveQuantity,
  sanitizeQuantityText,
  type QuantityBounds,
} from './quantityState';

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

const typed = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'0123456789-+.e, ٣'), maxLength: 30 }),
  fc.integer().map(String),
);

/** Bounds as the page uses them: whole numbers, min <= max. */
const bounds: fc.Arbitrary<QuantityBounds> = fc
  .tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }))
  .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

describe('quantity state (properties)', () => {
  it('keeps only ASCII digits of any typed text', () => {
    fc.assert(
      fc.property(typed, (text) => {
        expect(sanitizeQuantityText(text)).toMatch(/^[0-9]*$/);
      }),
    );
  });

  it('parses any text to null or a non-negative safe whole number', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const value = parseQuantity(text);
        if (value !== null) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        } else {
          expect(sanitizeQuantityText(text)).toBe('');
        }
      }),
    );
  });

  it('resolves any typed quantity to a value inside the bounds, flagging a passed bound', () => {
    fc.assert(
      fc.property(typed, bounds, (text, b) => {
        const value = parseQuantity(text);
        if (value === null) return;
        const request = resolveQuantity(value, b);
        expect(Number.isInteger(request.value)).toBe(true);
        expect(request.value).toBeGreaterThanOrEqual(b.min);
        expect(request.value).toBeLessThanOrEqual(b.max);
        expect(request.exceeded === null).toBe(value >= b.min && value <= b.max);
        if (request.exceeded === null) expect(request.value).toBe(value);
      }),
    );
  });

  it('clamping is idempotent and stays inside the bounds for any whole number', () => {
    fc.assert(
      fc.property(fc.integer(), bounds, (value, b) => {
        const clamped = clampToBounds(value, b);
        expect(clamped).toBeGreaterThanOrEqual(b.min);
        expect(clamped).toBeLessThanOrEqual(b.max);
        expect(clampToBounds(clamped, b)).toBe(clamped);
      }),
    );
  });

  it('any key sequence from a value in range keeps the value in range', () => {
    const keys = fc.array(
      fc.constantFrom('ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 'Enter', 'a'),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(bounds, keys, (b, sequence) => {
        let value = b.min;
        for (const key of sequence) {
          const action = quantityKeyAction(key);
          if (action?.type === 'step') {
            expect(Math.abs(action.delta) === 1 || Math.abs(action.delta) === PAGE_STEP).toBe(true);
            value = resolveQuantity(value + action.delta, b).value;
          } else if (action?.type === 'set') {
            value = action.to === 'min' ? b.min : b.max;
          }
          expect(value).toBeGreaterThanOrEqual(b.min);
          expect(value).toBeLessThanOrEqual(b.max);
        }
      }),
    );
  });
});

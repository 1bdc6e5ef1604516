// Property tests (fast-check) of the error-message resolver (spec 8): for any error key, shop text
// and values nothing throws, the shopper always reads a non-empty sentence, no {{placeholder}} is
// ever shown raw, and each value given for a placeholder of the chosen text appears in it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ERROR_CATALOGUE,
  ERROR_KEYS,
  isKnownErrorKey,
  resolveErrorMessage,
} from './errorCatalogue';
import { DEFAULT_ERROR_MESSAGE, fillPlaceholders, type MessageValues } from './messageText';

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/;
/** Keys the catalogue has a text for (some of spec 8's keys are only ever override targets). */
const knownKey = fc.constantFrom(
  ...[...Object.values(ERROR_KEYS), 'outOfStock'].filter((k) => isKnownErrorKey(k)),
);
const key = fc.option(
  fc.oneof(
    knownKey,
    fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', ''),
    fc.string({ maxLength: 12 }),
  ),
  { nil: undefined },
);
const names = fc.constantFrom(
  'qty',
  'maxQty',
  'totalQty',
  'state',
  'Item',
  'maxAmount',
  'phone',
  'toString',
  '__proto__',
);
/** Values as they come from a response: numbers, words, empty, missing (no braces of their own). */
const value = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.string({ unit: fc.constantFrom(...'abcXYZ 019$.,-'), maxLength: 12 }),
  fc.constantFrom(null, undefined, ''),
);
const values: fc.Arbitrary<MessageValues> = fc.dictionary(names, value, { maxKeys: 5 });
const shopText = fc.option(
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('Only {{qty}} left.', '{{ state }}', '   ', '{{Item}} {{unknown}}'),
  ),
  { nil: undefined },
);

describe('resolveErrorMessage (properties)', () => {
  it('should always give a non-empty sentence with no raw placeholder, for any error and values', () => {
    fc.assert(
      fc.property(
        key,
        key,
        shopText,
        values,
        fc.boolean(),
        (overrideKey, errorKey, message, vals, useShop) => {
          const out = resolveErrorMessage(
            { overrideKey, errorKey, message },
            vals,
            DEFAULT_ERROR_CATALOGUE,
            { useShopMessage: useShop },
          );
          expect(typeof out).toBe('string');
          expect(out.trim()).not.toBe('');
          expect(out).not.toMatch(PLACEHOLDER);
        },
      ),
    );
  });

  it('should fall back to the default message when neither key is known and shop text is not used', () => {
    fc.assert(
      fc.property(key, key, shopText, values, (overrideKey, errorKey, message, vals) => {
        fc.pre(!isKnownErrorKey(overrideKey) && !isKnownErrorKey(errorKey));
        const out = resolveErrorMessage({ overrideKey, errorKey, message }, vals, undefined, {
          useShopMessage: false,
        });
        expect(out).toBe(DEFAULT_ERROR_MESSAGE);
      }),
    );
  });

  it('given a known key, should show its own text with every given value in place of its placeholder', () => {
    fc.assert(
      fc.property(knownKey, values, (errorKey, vals) => {
        const template =
          DEFAULT_ERROR_CATALOGUE.errorMessages[errorKey] ??
          DEFAULT_ERROR_CATALOGUE.messages[errorKey]!;
        const out = resolveErrorMessage({ errorKey, message: 'shop text' }, vals);
        for (const [, name] of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          const given = Object.hasOwn(vals, name!) ? vals[name!] : undefined;
          if (given !== undefined && given !== null && given !== '') {
            expect(out).toContain(String(given).trim());
          }
        }
        expect(out).not.toContain('shop text');
      }),
    );
  });

  it('should never throw in fillPlaceholders on any text, and leave no placeholder once all are filled', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 40 }), values, (template, vals) => {
        expect(fillPlaceholders(template, vals)).not.toMatch(
          /\{\{\s*(?:qty|maxQty|totalQty|state|Item|maxAmount|phone|toString|__proto__)\s*\}\}/,
        );
      }),
    );
  }, 30_000);
});

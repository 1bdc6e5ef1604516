// Property tests (fast-check) of the eGift message's typographic clean-up: for any text, nothing
// throws, the length (and so the caret position) is kept, no typographic dash, bullet or curly
// quote remains, and every other character is left as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeEGiftMessage } from './eGiftMessage';

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

const TYPOGRAPHIC = /[\u2012\u2013\u2014\u2022\u2018\u2019\u201A\u201B\u201C\u201D\u201E]/u;
const PLAIN_FOR: Record<string, string> = {
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2022': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
};

/** Any text, with typographic punctuation (and look-alikes that must stay) mixed in often. */
const message = fc.oneof(
  fc.string({ unit: anyChar, maxLength: 80 }),
  fc.string({
    unit: fc.oneof(
      fc.constantFrom(...Object.keys(PLAIN_FOR), '\u2015', '\u2212', '\u00AB', '\u2039', '\u201F'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
    ),
    maxLength: 80,
  }),
);

describe('normalizeEGiftMessage (properties)', () => {
  it('keeps the length, removes every typographic dash, bullet and quote, and changes nothing else', () => {
    fc.assert(
      fc.property(message, (text) => {
        const out = normalizeEGiftMessage(text);
        expect(out).toHaveLength(text.length);
        expect(out).not.toMatch(TYPOGRAPHIC);
        for (let i = 0; i < text.length; i += 1) {
          expect(out[i]).toBe(PLAIN_FOR[text[i]!] ?? text[i]);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(message, (text) => {
        const once = normalizeEGiftMessage(text);
        expect(normalizeEGiftMessage(once)).toBe(once);
      }),
    );
  });
});

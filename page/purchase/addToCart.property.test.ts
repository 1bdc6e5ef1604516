// Property tests (fast-check) of the message resolver's placeholder filling: for any template and
// values nothing throws, every {{name}} with a value is replaced by exactly that value, and every
// other part of the template (unknown placeholders included) is left as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, fill } from './addToCart';

/**
 * Any character a shopper can type or paste: every grapheme, plus lone surrogates, NUL and
 * zero-width characters ('binary' would cover them too, but costs seconds to set up per file).
 */
const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0000', '\u200B', '\uFEFF', '\u202E'),
);

/** Placeholder names, including ones an object inherits ('constructor', 'toString', '__proto__'). */
const name = fc.oneof(
  fc.constantFrom(
    'qty',
    'maxQty',
    'field',
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
  ),
  fc.string({ unit: fc.constantFrom(...'abcXYZ_019'), minLength: 1, maxLength: 8 }),
);
const value = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.constantFrom('$&', '$1', '{{qty}}'),
);
const values = fc.dictionary(name, value, { maxKeys: 4 });
const text = fc.string({ unit: fc.constantFrom(...'ab {}$&.\n'), maxLength: 12 });
const template = fc
  .array(
    fc.oneof(
      text,
      name.map((n) => `{{${n}}}`),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** The expected result, built piece by piece rather than with the resolver's own regular expression. */
function expected(tpl: string, vals: Record<string, string | number>): string {
  let out = '';
  let i = 0;
  while (i < tpl.length) {
    const match = /^\{\{(\w+)\}\}/.exec(tpl.slice(i));
    if (match) {
      const key = match[1]!;
      out += Object.hasOwn(vals, key) ? String(vals[key]) : match[0];
      i += match[0].length;
    } else {
      out += tpl[i];
      i += 1;
    }
  }
  return out;
}

describe('fill (properties)', () => {
  it('replaces exactly the placeholders that have a value, with the value verbatim', () => {
    fc.assert(
      fc.property(template, values, (tpl, vals) => {
        expect(fill(tpl, vals)).toBe(expected(tpl, vals));
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 40 }), values, (tpl, vals) => {
        expect(typeof fill(tpl, vals)).toBe('string');
      }),
    );
  }, 30_000);

  it('leaves no placeholder in a spec message once its values are given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => {
        const out = fill(MESSAGES._ERR_REQUEST_QTY_LIMIT_EXCEEDED, { qty: n });
        expect(out).toBe(`Only ${n} of the requested quantity could be added to your cart.`);
        expect(fill(MESSAGES._ERR_PARTIAL_QTY_LIMIT, { maxQty: n })).not.toMatch(/\{\{|\}\}/);
      }),
    );
  });
});

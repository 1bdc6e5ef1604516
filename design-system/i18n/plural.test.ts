import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralForm } from './plural';

describe('pluralCategory', () => {
  it.each(['en', 'en-US', 'en-GB', 'fr', 'fr-CA'])(
    'should give what Intl.PluralRules gives in %s, without Intl',
    (locale) => {
      const rules = new Intl.PluralRules(locale);
      const samples = [0, 1, 1.5, 2, 3, 21, 100, 1_000_000, 2_000_000, 1_000_001, -1, 0.5, 1.0];
      for (const n of samples) expect(pluralCategory(locale, n), String(n)).toBe(rules.select(n));
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
          expect(pluralCategory(locale, n)).toBe(rules.select(n));
        }),
      );
    },
  );

  it('should ask Intl for other languages', () => {
    expect(pluralCategory('ar-EG', 2)).toBe('two');
    expect(pluralCategory('pl', 5)).toBe('many');
  });
});

describe('pluralForm', () => {
  it('should fill "#" and fall back to other', () => {
    const forms = { one: '# review', other: '# reviews' };
    expect(pluralForm('en-US', 1, forms, '1')).toBe('1 review');
    expect(pluralForm('en-US', 1500, forms, '1,500')).toBe('1,500 reviews');
    expect(pluralForm('fr-CA', 0, forms, '0')).toBe('0 review');
    expect(pluralForm('ar', 2, forms, '٢')).toBe('٢ reviews');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitValue, readDigits } from './digits';

describe('readDigits', () => {
  it.each([
    ['£1,500', '1500'],
    ['1\u00a0500\u00a0$', '1500'],
    ['١٬٥٠٠', '1500'],
    ['۱۵۰۰', '1500'],
    ['१५००', '1500'],
    ['$1,000.50', '100050'],
    ['abc', ''],
  ])('should read %s as %s', (text, digits) => {
    expect(readDigits(text)).toBe(digits);
  });

  it('should read back every number any locale writes (property, against Intl)', () => {
    const locales = [
      'en-US',
      'fr-CA',
      'ar-EG',
      'fa-IR',
      'hi-IN-u-nu-deva',
      'bn-BD',
      'th-TH-u-nu-thai',
    ];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom(...locales), (n, locale) => {
        expect(readDigits(new Intl.NumberFormat(locale).format(n))).toBe(String(n));
      }),
    );
  });

  it('should give each digit of every script its value', () => {
    for (const [zero] of ['0', '٠', '۰', '०', '০', '๐', '𝟎']) {
      const start = zero!.codePointAt(0)!;
      for (let i = 0; i < 10; i++) expect(digitValue(String.fromCodePoint(start + i))).toBe(i);
    }
    expect(digitValue('a')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { localeDirection } from './direction';

describe('localeDirection', () => {
  it.each([
    ['en-US', 'ltr'],
    ['fr-CA', 'ltr'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur-PK', 'rtl'],
    ['pa-Arab-PK', 'rtl'],
    ['az-Arab', 'rtl'],
    ['ku', 'ltr'],
    // Dhivehi is written in Thaana, right to left (ICU's textInfo says ltr: it lacks the data).
    ['dv', 'rtl'],
    ['uz-Latn', 'ltr'],
  ] as const)('should write %s %s', (locale, direction) => {
    expect(localeDirection(locale)).toBe(direction);
  });

  it('should agree with Intl.Locale textInfo where the runtime has it', () => {
    const locales = [
      'ar',
      'he',
      'fa',
      'ur',
      'ps',
      'sd',
      'ug',
      'yi',
      'ckb',
      'en',
      'fr',
      'zh',
      'ja',
      'ru',
      'hi',
    ];
    for (const locale of locales) {
      const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction: string } })
        .textInfo;
      if (info) expect(localeDirection(locale), locale).toBe(info.direction);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters';
import { formatDate } from './dates';
import { formatList } from './lists';
import { fillTemplate, renderMessage, templatePlaceholders } from './template';

const tools = createFormatters({ locale: 'fr-CA', currency: 'CAD', grouping: true }).tools;

describe('message templates', () => {
  it('should fill {name} and {{name}}, numbers as the locale writes them', () => {
    expect(fillTemplate('{n} sur {{max}}', { n: 1500, max: 'cent' }, tools)).toBe(
      '1\u00a0500 sur cent',
    );
  });
  it('should leave a placeholder without a value as it is', () => {
    expect(fillTemplate('Notifications ({hotkey})', {}, tools)).toBe('Notifications ({hotkey})');
  });
  it('should list placeholders and render functions with the locale’s tools', () => {
    expect(templatePlaceholders('{a} {{b}} {c')).toEqual(['a', 'b']);
    expect(
      renderMessage(
        ({ count }: { count: number }, t) => t.plural(count, { one: '# avis', other: '# avis' }),
        { count: 2 },
        tools,
      ),
    ).toBe('2 avis');
  });
});

describe('dates and lists', () => {
  it('should write a calendar date as that day, in full by default', () => {
    expect(formatDate('2026-12-12', { locale: 'en-US' })).toBe('Saturday, December 12, 2026');
    expect(formatDate('2026-12-12', { locale: 'fr-CA' })).toBe('samedi 12 décembre 2026');
    expect(formatDate('2026-12-12', { locale: 'en-GB', dateStyle: 'medium' })).toBe('12 Dec 2026');
  });
  it('should return text that is not a date as it is', () => {
    expect(formatDate('2026-02-30', { locale: 'en-US' })).toBe('2026-02-30');
    expect(formatDate('soon', { locale: 'en-US' })).toBe('soon');
  });
  it('should join lists as the locale does', () => {
    expect(formatList(['a', 'b', 'c'], { locale: 'en-US' })).toBe('a, b, and c');
    expect(formatList(['a', 'b', 'c'], { locale: 'fr-CA' })).toBe('a, b et c');
    expect(formatList(['a'], { locale: 'fr-CA' })).toBe('a');
    expect(formatList([], { locale: 'fr-CA' })).toBe('');
  });
});

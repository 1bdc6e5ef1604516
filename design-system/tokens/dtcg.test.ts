import { describe, expect, it } from 'vitest';
import { brandTokens } from './brand';
import { highContrastTokens } from './highContrast';
import { darkTokens } from './dark';
import { codeFontStack, systemFontStack } from './tokens';
import { cssObject, merge, problems, tokens, type Group } from './dtcg';
import sharedJson from './src/shared.tokens.json';
import brandJson from './src/brand.tokens.json';
import highContrastJson from './src/high-contrast.tokens.json';
import darkJson from './src/dark.tokens.json';
import resolvedBrandJson from './generated/brand.tokens.json';
import resolvedHighContrastJson from './generated/high-contrast.tokens.json';
import resolvedDarkJson from './generated/dark.tokens.json';

const shared: Group = sharedJson;
const brand: Group = brandJson;
const highContrast: Group = highContrastJson;
const resolvedBrand: Group = resolvedBrandJson;
const resolvedHighContrast: Group = resolvedHighContrastJson;
const dark: Group = darkJson;
const resolvedDark: Group = resolvedDarkJson;

const themes = [
  ['brand', brand, brandTokens, resolvedBrand],
  ['high contrast', highContrast, highContrastTokens, resolvedHighContrast],
  ['dark', dark, darkTokens, resolvedDark],
] as const;

/** A deep copy of a token file, to break in one place. */
const copy = (group: Group): Group => structuredClone(group);

describe('the token files are valid DTCG (2025.10)', () => {
  it.each([
    ['shared.tokens.json', shared],
    ['brand.tokens.json', brand],
    ['high-contrast.tokens.json', highContrast],
    ['dark.tokens.json', dark],
  ])('%s', (_name, file) => {
    expect(tokens(file).length).toBeGreaterThan(0);
    expect(problems(file)).toEqual([]);
  });

  it.each(themes)('%s over shared, as the build merges them', (_name, theme) => {
    expect(problems(merge(shared, theme))).toEqual([]);
  });

  it.each(themes)(
    'the resolved %s file designers import: no aliases left',
    (_name, _t, _o, out) => {
      expect(problems(out)).toEqual([]);
      expect(JSON.stringify(out)).not.toMatch(/"\{[^"]*\}"/);
      // Every token carries its own $type, for tools that do not read a group's.
      expect(JSON.stringify(out)).not.toContain('"$value":"{');
    },
  );

  describe('the check itself fails on broken files', () => {
    it('a token with no $value', () => {
      const file = copy(brand);
      (file.color as Group).surface = { $description: 'no value' };
      expect(problems(file)).toContain('color.surface: has no $value and no tokens');
    });

    it('a token with no $type on it or a parent group', () => {
      const file = copy(brand);
      delete (file.color as Group).$type;
      expect(problems(file)).toContain('color.surface: no $type on it or a parent group');
    });

    it('an alias that names no token', () => {
      const file = copy(brand);
      (file.color as Group).info = { $value: '{color.linkk}' };
      expect(problems(file)).toContain('color.info: refers to color.linkk, which is not a token');
    });

    it('an alias to a token of another type', () => {
      const file = merge(shared, copy(brand));
      (file.color as Group).info = { $value: '{space.small}' };
      expect(problems(file)).toContain(
        'color.info: refers to space.small, a dimension not a color',
      );
    });

    it('a colour as a CSS string, a hex that disagrees, a dimension as a string', () => {
      const file = merge(shared, copy(brand));
      (file.color as Group).text = { $value: '#1b211d' };
      const surface = (file.color as Group).surface as { $value: Group };
      surface.$value = { ...surface.$value, hex: '#fffffe' };
      (file.radius as Group).small = { $value: '4px' };
      expect(problems(file)).toEqual([
        'radius.small: is not a px or rem dimension',
        'color.surface: hex "#fffffe" does not match components (#ffffff)',
        'color.text: is not a colour object',
      ]);
    });
  });
});

describe('the generated theme objects hold the values of the JSON', () => {
  it.each(themes)('%s', (_name, theme, generated) => {
    const file = merge(shared, theme);
    const { name, ...values } = generated;
    const extensions = theme.$extensions as Record<string, { name: string }>;
    expect(name).toBe(extensions['com.cairnfield.theme']?.name);
    // Same keys in the same order (the Foundations pages list them as they come).
    expect(JSON.stringify(values)).toBe(JSON.stringify(cssObject(file)));
  });

  it('sees one changed colour', () => {
    const file = merge(shared, copy(brand));
    const accent = (file.color as Group).accent as { $value: Group };
    accent.$value = { colorSpace: 'srgb', components: [0, 0.4, 0.2] };
    const { name: _name, ...values } = brandTokens;
    const read = cssObject(file) as { color: { accent: string }; badge: { green: Group } };
    expect(read.color.accent).toBe('#006633');
    expect(read.badge.green.background).toBe('#006633');
    expect(read).not.toEqual(values);
  });

  it('the font stacks tokens.ts exports are the JSON font families', () => {
    expect(systemFontStack).toBe(
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    );
    expect(codeFontStack).toBe(
      'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
    );
    expect(highContrastTokens.font.family).toBe(systemFontStack);
  });

  it('keeps the CSS forms the page has always used', () => {
    expect(brandTokens.color.overlay).toBe('rgba(16, 22, 18, 0.6)');
    expect(brandTokens.space.none).toBe('0');
    expect(brandTokens.font.size.small).toBe('0.875rem');
    expect(brandTokens.motion).toEqual({
      durationFast: '120ms',
      durationStandard: '200ms',
      easing: 'cubic-bezier(0.2, 0, 0, 1)',
    });
    expect(brandTokens.shadow.raised).toBe('0 1px 3px rgba(0, 0, 0, 0.16)');
    expect(highContrastTokens.focusRing).toEqual({ width: '4px', offset: '2px' });
  });
});

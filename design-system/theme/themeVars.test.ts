// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, THEMES } from '../../scripts/tokens.mjs';
import { cssVarName, cssVariables, makeThemeVars } from './makeThemeVars';
import { builtInThemes, splitThemeVariables } from './themeValues';
import { vars } from './vars.css';

/** Every `var(--…)` the theme contract hands the components. */
function contractProperties(node: object): string[] {
  return Object.values(node).flatMap((value: unknown) =>
    typeof value === 'string'
      ? [/^var\((--[\w-]+)\)$/.exec(value)?.[1] ?? value]
      : contractProperties(value as object),
  );
}

const tokensCss = await readFile(path.join(OUT_DIR, 'tokens.css'), 'utf8');

describe('the theme contract (vars)', () => {
  it('reads stable, documented custom properties: --cf- and the token path in kebab case', () => {
    expect(vars.color.accent).toBe('var(--cf-color-accent)');
    expect(vars.color.accentText).toBe('var(--cf-color-accent-text)');
    expect(vars.font.lineHeight.tight).toBe('var(--cf-font-line-height-tight)');
    expect(vars.motion.durationFast).toBe('var(--cf-motion-duration-fast)');
    expect(cssVarName(['badge', 'green', 'background'])).toBe('cf-badge-green-background');
  });

  it.each(THEMES.map((theme) => [theme.set, theme.selector] as const))(
    'reads exactly the properties tokens.css sets for the %s theme (Style Dictionary’s names)',
    (_set, selector) => {
      const start = tokensCss.indexOf(`${selector.split(/,\s*/).at(-1)} {`);
      const body = tokensCss.slice(start, tokensCss.indexOf('}', start));
      const set = [...body.matchAll(/(--cf-[\w-]+):/g)].map((m) => m[1]);
      expect(start).toBeGreaterThan(0);
      expect(set).toEqual(contractProperties(vars));
    },
  );
});

describe('the built-in themes as CSS', () => {
  it('set every property the components read, on every themed element', () => {
    const { common, own } = splitThemeVariables();
    const read = contractProperties(vars).sort();
    for (const name of Object.keys(builtInThemes)) {
      expect(Object.keys({ ...common, ...own[name] }).sort(), name).toEqual(read);
    }
  });

  it('write each shared value once and each theme’s own values under its name', () => {
    const { common, own } = splitThemeVariables();
    expect(common['--cf-space-medium']).toBe('16px');
    expect(own.brand?.['--cf-color-accent']).toBe('#1d5a37');
    expect(own.dark?.['--cf-color-accent']).toBe('#86d3a0');
    // The high-contrast theme draws heavier lines: border widths are a theme's own, not shared.
    expect(common['--cf-border-width-standard']).toBeUndefined();
    expect(own['high-contrast']?.['--cf-border-width-standard']).toBe('2px');
  });

  it('give each theme the values of its tokens', () => {
    const { common, own } = splitThemeVariables();
    for (const [name, tokens] of Object.entries(builtInThemes)) {
      expect({ ...common, ...own[name] }).toEqual(
        Object.fromEntries(cssVariables(makeThemeVars(tokens))),
      );
    }
  });
});

import { brandTokens } from '../tokens/brand';
import { darkTokens } from '../tokens/dark';
import { highContrastTokens } from '../tokens/highContrast';
import type { Tokens } from '../tokens/tokens';
import { cssVariables, makeThemeVars } from './makeThemeVars';

/** The themes that ship, by the name `DesignSystemProvider`'s `theme` takes. */
export const builtInThemes = {
  brand: brandTokens,
  'high-contrast': highContrastTokens,
  dark: darkTokens,
} as const satisfies Record<string, Tokens>;

export type BuiltInThemeName = keyof typeof builtInThemes;

/**
 * A theme name `DesignSystemProvider` takes: a built-in theme, or 'system', which follows the
 * device (brand; dark for `prefers-color-scheme: dark`; high contrast for `prefers-contrast: more`).
 */
export type ThemeName = BuiltInThemeName | 'system';
export const themeNames: readonly ThemeName[] = ['brand', 'high-contrast', 'dark', 'system'];

/** The `color-scheme` each theme declares, so form controls and scrollbars match it. */
export const colorSchemes: Record<BuiltInThemeName, 'light' | 'dark'> = {
  brand: 'light',
  'high-contrast': 'light',
  dark: 'dark',
};

type Declarations = Record<`--${string}`, string>;

/**
 * The custom properties of every built-in theme, split into those all themes give the same value
 * (written once, on any themed element) and each theme's own. Every themed element sets every
 * property either way, so a theme nested in another never inherits a value of its parent's.
 */
export function splitThemeVariables(themes: Record<string, Tokens> = builtInThemes): {
  common: Declarations;
  own: Record<string, Declarations>;
} {
  const lists = Object.entries(themes).map(
    ([name, tokens]) => [name, cssVariables(makeThemeVars(tokens))] as const,
  );
  const [, first = []] = lists[0] ?? [];
  const varying = new Set(
    first
      .filter(([property, value], index) =>
        lists.some(([, list]) => list[index]?.[0] !== property || list[index]?.[1] !== value),
      )
      .map(([property]) => property),
  );
  const common = Object.fromEntries(first.filter(([property]) => !varying.has(property)));
  const own = Object.fromEntries(
    lists.map(([name, list]) => [
      name,
      Object.fromEntries(list.filter(([property]) => varying.has(property))),
    ]),
  );
  return { common, own };
}

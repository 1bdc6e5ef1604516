import { createTheme } from '@vanilla-extract/css';
import { brandTokens } from '../tokens/brand';
import { highContrastTokens } from '../tokens/highContrast';
import { makeThemeVars } from './makeThemeVars';
import { themeNames, type ThemeName } from './themeNames';
import { vars } from './vars.css';

/** Class that applies the Cairnfield brand theme to its subtree. */
export const brandTheme = createTheme(vars, makeThemeVars(brandTokens), 'brand');
/** Class that applies the high-contrast theme to its subtree. */
export const highContrastTheme = createTheme(
  vars,
  makeThemeVars(highContrastTokens),
  'highContrast',
);

/** Each theme's class, by name: every name in themeNames.ts, and no other. */
export const themes = {
  brand: brandTheme,
  highContrast: highContrastTheme,
} as const satisfies Record<ThemeName, string>;
export { themeNames, type ThemeName };

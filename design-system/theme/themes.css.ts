import { createTheme } from '@vanilla-extract/css';
import { brandTokens } from '../tokens/brand';
import { highContrastTokens } from '../tokens/highContrast';
import { makeThemeVars } from './makeThemeVars';
import { vars } from './vars.css';

/** Class that applies the Cairnfield brand theme to its subtree. */
export const brandTheme = createTheme(vars, makeThemeVars(brandTokens), 'brand');
/** Class that applies the high-contrast theme to its subtree. */
export const highContrastTheme = createTheme(
  vars,
  makeThemeVars(highContrastTokens),
  'highContrast',
);

export const themes = { brand: brandTheme, highContrast: highContrastTheme } as const;
export type ThemeName = keyof typeof themes;
export const themeNames = Object.keys(themes) as ThemeName[];

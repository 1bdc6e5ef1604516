import { createGlobalThemeContract } from '@vanilla-extract/css';
import { brandTokens } from '../tokens/brand';
import { cssVarName, makeThemeVars, toContract } from './makeThemeVars';

/**
 * The single theme contract: every component reads `vars.*`, never a raw colour. Its custom
 * properties have stable, documented names (`vars.color.accent` is `var(--cf-color-accent)`), the
 * names of tokens.css: a theme, a `createTheme` brand or a plain stylesheet sets them and the
 * components read them. The brand tokens only give the shape; values come from the themes
 * (themes.css.ts).
 */
export const vars = createGlobalThemeContract(
  toContract(makeThemeVars(brandTokens)),
  (_value, path) => cssVarName(path),
);

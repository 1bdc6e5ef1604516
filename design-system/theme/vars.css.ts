import { createThemeContract } from '@vanilla-extract/css';
import { brandTokens } from '../tokens/brand';
import { makeThemeVars, toContract } from './makeThemeVars';

/**
 * The single theme contract: every component reads `vars.*`, never a raw colour. The brand tokens
 * only provide the shape; values come from each theme class (themes.css.ts).
 */
export const vars = createThemeContract(toContract(makeThemeVars(brandTokens)));

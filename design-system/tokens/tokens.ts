import { brandTokens } from './generated/brand';

/**
 * The design tokens as a typed interface, generated with the theme objects from the DTCG JSON in
 * src/ (README.md): a theme is one object of this shape, and `makeThemeVars` turns it into CSS
 * values.
 */
export type { Tokens } from './generated/types';

/**
 * System font stack (`font.family` in src/shared.tokens.json): nothing to download, so first
 * paint never waits on a font and screenshots are stable on a given machine.
 */
export const systemFontStack: string = brandTokens.font.family;

/**
 * Monospace stack (`font.familyCode`), named font by named font: the generic `monospace` alone
 * resolves to whatever the system's font configuration prefers, which changes as packages are
 * installed (on Debian, a browser's fonts moved it from DejaVu Sans Mono to Noto Sans Mono).
 */
export const codeFontStack: string = brandTokens.font.familyCode;

// The tokens entry of @cairnfield/design-system (`@cairnfield/design-system/tokens`): every built-in
// theme's values, their shape, and the contrast check (the pairs the components draw, their WCAG
// minimums) that the tests, the Foundations pages and createTheme hold a theme to.
export type { Tokens } from './tokens';
export { codeFontStack, systemFontStack } from './tokens';
export { brandTokens } from './brand';
export { highContrastTokens } from './highContrast';
export { darkTokens } from './dark';
export { contrastOf, contrastRatio, luminance, relativeLuminance } from './contrast';
export { over, parseColour, type Rgba } from './colour';
export {
  contrastFailures,
  contrastRequirements,
  describeFailure,
  pairRatio,
  type ContrastFailure,
  type ContrastRequirement,
  type ThemeColours,
} from './contrastCheck';
export {
  nonText,
  nonTextBackgrounds,
  pairedText,
  textBackgrounds,
  textColours,
  textPairs,
  type ColourToken,
} from './contrastPairs';

// The tokens entry of @cairnfield/design-system (`@cairnfield/design-system/tokens`): both themes'
// values, their shape, and the contrast rules the Foundations pages and tests check them by.
export type { Tokens } from './tokens';
export { codeFontStack, systemFontStack } from './tokens';
export { brandTokens } from './brand';
export { highContrastTokens } from './highContrast';
export { darkTokens } from './dark';
export { contrastRatio, luminance } from './contrast';
export {
  nonText,
  nonTextBackgrounds,
  pairedText,
  textBackgrounds,
  textColours,
  textPairs,
  type ColourToken,
} from './contrastPairs';

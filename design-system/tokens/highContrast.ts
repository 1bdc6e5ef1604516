export { highContrastTokens } from './generated/highContrast';

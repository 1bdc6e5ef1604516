export { darkTokens } from './generated/dark';

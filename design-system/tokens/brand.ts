export { brandTokens } from './generated/brand';

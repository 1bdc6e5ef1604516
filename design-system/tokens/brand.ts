import type { Tokens } from './tokens';
import { sharedTokens } from './shared';

/**
 * Cairnfield Outfitters: forest green on white. Every text pair here is at least 4.5:1 and every
 * non-text boundary at least 3:1 (checked by design-system/tokens/contrast.test.ts).
 */
export const brandTokens: Tokens = {
  name: 'Cairnfield',
  ...sharedTokens,
  color: {
    surface: '#ffffff',
    surfaceMuted: '#f3f5f2',
    surfaceSelected: '#e5f0e8',
    text: '#1b211d',
    textMuted: '#4b554e',
    textInverse: '#ffffff',
    border: '#6f7a72',
    borderSubtle: '#d3d9d4',
    accent: '#1d5a37',
    accentHover: '#143f27',
    accentText: '#ffffff',
    link: '#1a5a8c',
    linkHover: '#0f3d61',
    critical: '#b0261c',
    criticalSurface: '#fdeceb',
    positive: '#1d6b35',
    positiveSurface: '#e7f4eb',
    caution: '#7d5200',
    cautionSurface: '#fff4df',
    info: '#1a5a8c',
    infoSurface: '#e7f0f8',
    focus: '#1462c4',
    rating: '#a95400',
    ratingEmpty: '#767676',
    disabledSurface: '#e9ece9',
    disabledText: '#5e6660',
    overlay: 'rgba(16, 22, 18, 0.6)',
    accountWallet: '#ffc439',
    accountWalletText: '#111111',
    deviceWallet: '#000000',
    deviceWalletText: '#ffffff',
  },
  badge: {
    blue: { background: '#1a5a8c', text: '#ffffff' },
    red: { background: '#b0261c', text: '#ffffff' },
    orange: { background: '#a33b00', text: '#ffffff' },
    magenta: { background: '#7a1f5c', text: '#ffffff' },
    green: { background: '#1d5a37', text: '#ffffff' },
    purple: { background: '#3d2f7a', text: '#ffffff' },
    slate: { background: '#2b3a42', text: '#ffffff' },
    ochre: { background: '#5a4300', text: '#ffffff' },
    teal: { background: '#0f5e63', text: '#ffffff' },
  },
};

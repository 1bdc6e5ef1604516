import type { Tokens } from './tokens';

/**
 * The colour pairs the components use, in one place: contrast.test.ts holds each to its WCAG
 * minimum and the Storybook Foundations pages show each pair with its computed ratio.
 */
export type ColourToken = keyof Tokens['color'];

/** Text colours the components use, each checked on the plain surface and on the tinted surfaces. */
export const textColours: ColourToken[] = [
  'text',
  'textMuted',
  'link',
  'critical',
  'positive',
  'caution',
  'info',
];
export const textBackgrounds: ColourToken[] = [
  'surface',
  'surfaceMuted',
  'surfaceSelected',
  'criticalSurface',
  'positiveSurface',
  'cautionSurface',
  'infoSurface',
];

/** Other text pairs: text colour on its own background. */
export const pairedText: [ColourToken, ColourToken][] = [
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['linkHover', 'surface'],
  ['linkHover', 'surfaceMuted'],
  ['deviceWalletText', 'deviceWallet'],
  ['accountWalletText', 'accountWallet'],
  // The white marks inside InlineAlert icons, on the tone colour.
  ['surface', 'critical'],
  ['surface', 'caution'],
  ['surface', 'info'],
  ['surface', 'positive'],
];

/** Every text pair (4.5:1): each text colour on each background, then the paired ones. */
export const textPairs: [ColourToken, ColourToken][] = [
  ...textColours.flatMap((fg) =>
    textBackgrounds.map((bg) => [fg, bg] as [ColourToken, ColourToken]),
  ),
  ...pairedText,
];

/** WCAG 1.4.11: boundaries and states of UI components, at least 3:1 against these surfaces. */
export const nonText: ColourToken[] = ['border', 'focus', 'rating', 'accent', 'ratingEmpty'];
export const nonTextBackgrounds: ColourToken[] = ['surface', 'surfaceMuted'];

import { describe, expect, it } from 'vitest';
import { brandTokens } from './brand';
import { highContrastTokens } from './highContrast';
import { contrastRatio } from './contrast';
import type { Tokens } from './tokens';

type Colour = keyof Tokens['color'];

/** Text colours the components use, each checked on the plain surface and on the tinted surfaces. */
const textColours: Colour[] = [
  'text',
  'textMuted',
  'link',
  'critical',
  'positive',
  'caution',
  'info',
];
const textBackgrounds: Colour[] = [
  'surface',
  'surfaceMuted',
  'surfaceSelected',
  'criticalSurface',
  'positiveSurface',
  'cautionSurface',
  'infoSurface',
];

/** Other text pairs: text colour on its own background. */
const pairedText: [Colour, Colour][] = [
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

/** WCAG 1.4.11: boundaries and states of UI components, at least 3:1 against the surface. */
const nonText: Colour[] = ['border', 'focus', 'rating', 'accent', 'ratingEmpty'];

describe.each([
  ['brand', brandTokens],
  ['high contrast', highContrastTokens],
] as const)('%s theme contrast', (_name, tokens) => {
  const c = tokens.color;

  describe('text (4.5:1)', () => {
    const pairs = [
      ...textColours.flatMap((fg) => textBackgrounds.map((bg) => [fg, bg] as [Colour, Colour])),
      ...pairedText,
    ];
    it.each(pairs)('%s on %s', (fg, bg) => {
      expect(contrastRatio(c[fg], c[bg])).toBeGreaterThanOrEqual(4.5);
    });
  });

  describe('badge text on badge background (4.5:1)', () => {
    it.each(Object.entries(tokens.badge))('%s', (_key, { text, background }) => {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  });

  describe('non-text UI against the surface (3:1)', () => {
    it.each(nonText)('%s', (colour) => {
      expect(contrastRatio(c[colour], c.surface)).toBeGreaterThanOrEqual(3);
      // Focus rings and borders also sit on the muted surface (hovered rows, skeletons).
      expect(contrastRatio(c[colour], c.surfaceMuted)).toBeGreaterThanOrEqual(3);
    });
  });
});

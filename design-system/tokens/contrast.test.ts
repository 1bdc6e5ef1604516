import { describe, expect, it } from 'vitest';
import { brandTokens } from './brand';
import { highContrastTokens } from './highContrast';
import { contrastRatio } from './contrast';
import { nonText, textPairs } from './contrastPairs';

describe.each([
  ['brand', brandTokens],
  ['high contrast', highContrastTokens],
] as const)('%s theme contrast', (_name, tokens) => {
  const c = tokens.color;

  describe('text (4.5:1)', () => {
    it.each(textPairs)('%s on %s', (fg, bg) => {
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

  // WCAG 1.4.3 exempts inactive components; the ratio is reported, not required.
  const disabled = contrastRatio(c.disabledText, c.disabledSurface);
  it(`disabledText on disabledSurface is exempt (reported: ${disabled.toFixed(2)}:1)`, () => {
    console.info(
      `${tokens.name}: disabledText on disabledSurface ${disabled.toFixed(2)}:1 (exempt)`,
    );
    expect(disabled).toBeGreaterThan(1);
  });
});

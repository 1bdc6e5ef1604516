import { describe, expect, it } from 'vitest';
import { brandTokens } from './brand';
import { darkTokens } from './dark';
import { highContrastTokens } from './highContrast';
import { contrastRatio } from './contrast';
import { contrastFailures, contrastRequirements, describeFailure } from './contrastCheck';
import { textPairs } from './contrastPairs';

describe.each([
  ['brand', brandTokens],
  ['high contrast', highContrastTokens],
  ['dark', darkTokens],
] as const)('the %s theme', (_name, tokens) => {
  it('passes WCAG 2.2 AA for every pair the components draw (text 4.5:1, controls 3:1)', () => {
    expect(contrastFailures(tokens).map(describeFailure)).toEqual([]);
  });
});

describe('the high-contrast theme', () => {
  it('holds its text to 7:1 (WCAG 1.4.6, AAA)', () => {
    const c = highContrastTokens.color;
    for (const [fg, bg] of textPairs) {
      expect(contrastRatio(c[fg], c[bg]), `${fg} on ${bg}`).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('the contrast check', () => {
  it('checks every text pair, every badge and every control against both surfaces', () => {
    const requirements = contrastRequirements(Object.keys(brandTokens.badge));
    const named = requirements.map((r) => `${r.foreground} on ${r.background} ${r.minimum}`);
    expect(named).toContain('color.accentText on color.accent 4.5');
    expect(named).toContain('color.textMuted on color.surfaceSelected 4.5');
    expect(named).toContain('badge.teal.text on badge.teal.background 4.5');
    expect(named).toContain('color.focus on color.surfaceMuted 3');
    expect(named).toContain('color.border on color.surface 3');
  });

  it('names each failing pair with its ratio and its minimum', () => {
    const pale = {
      ...brandTokens,
      color: { ...brandTokens.color, accent: '#f5b7d0', border: '#cccccc' },
    };
    const failures = contrastFailures(pale);
    expect(failures.map((f) => f.pair)).toEqual([
      'color.accentText on color.accent',
      'color.border on color.surface',
      'color.border on color.surfaceMuted',
      'color.accent on color.surface',
      'color.accent on color.surfaceMuted',
    ]);
    expect(describeFailure(failures[0]!)).toBe(
      'color.accentText on color.accent: 1.67:1 (#ffffff on #f5b7d0), needs 4.5:1',
    );
    expect(failures[1]).toMatchObject({ kind: 'non-text', minimum: 3, ratio: 1.6 });
  });

  it('rounds down, so a pair just under its minimum fails', () => {
    // #767676 on white is 4.54:1; #777777 is 4.47:1.
    const failures = contrastFailures({
      ...brandTokens,
      color: { ...brandTokens.color, textMuted: '#777777' },
    });
    expect(failures[0]).toMatchObject({ pair: 'color.textMuted on color.surface', ratio: 4.47 });
  });

  it('reads a translucent text colour over its background', () => {
    const faint = {
      ...brandTokens,
      color: { ...brandTokens.color, text: 'rgba(27, 33, 29, 0.4)' },
    };
    expect(contrastFailures(faint).map((f) => f.pair)).toContain('color.text on color.surface');
  });

  it('reports a colour it cannot read instead of passing it', () => {
    const named = { ...brandTokens, color: { ...brandTokens.color, link: 'rebeccapurple' } };
    const [failure] = contrastFailures(named);
    expect(failure).toMatchObject({ pair: 'color.link on color.surface', ratio: null });
    expect(describeFailure(failure!)).toContain('not a colour the check reads');
  });
});

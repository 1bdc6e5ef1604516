import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandTokens } from '../tokens/brand';
import { darkTokens } from '../tokens/dark';
import { createTheme, ThemeContrastError } from './createTheme';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('createTheme', () => {
  it('puts the given tokens over the brand theme and keeps every other token', () => {
    const theme = createTheme({ color: { accent: '#6b2c91' } }, { name: 'Plum' });
    expect(theme.name).toBe('Plum');
    expect(theme.base).toBe('brand');
    expect(theme.tokens.color.accent).toBe('#6b2c91');
    expect(theme.tokens.color.text).toBe(brandTokens.color.text);
    expect(theme.tokens.space).toEqual(brandTokens.space);
    expect(theme.contrastFailures).toEqual([]);
  });

  it('sets only the custom properties that differ from its base', () => {
    const theme = createTheme({
      color: { accent: '#6b2c91', text: brandTokens.color.text },
      radius: { standard: '4px' },
    });
    expect(theme.cssVariables).toEqual({
      '--cf-color-accent': '#6b2c91',
      '--cf-radius-standard': '4px',
    });
  });

  it('starts from another built-in theme when asked', () => {
    const theme = createTheme({ color: { accent: '#b48ce0' } }, { base: 'dark' });
    expect(theme.base).toBe('dark');
    expect(theme.tokens.color.surface).toBe(darkTokens.color.surface);
    expect(theme.cssVariables).toEqual({ '--cf-color-accent': '#b48ce0' });
  });

  describe('when a colour pair fails WCAG 2.2 AA', () => {
    const gold = { color: { accent: '#ffd700' } };

    it('throws in development, naming every failing pair with its ratio', () => {
      vi.stubEnv('NODE_ENV', 'development');
      let error: unknown;
      try {
        createTheme(gold, { name: 'Gold' });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ThemeContrastError);
      const { message, failures } = error as ThemeContrastError;
      expect(failures.map((f) => f.pair)).toEqual([
        'color.accentText on color.accent',
        'color.accent on color.surface',
        'color.accent on color.surfaceMuted',
      ]);
      expect(message).toContain('createTheme("Gold"): 3 colour pairs fail WCAG 2.2 AA contrast:');
      expect(message).toContain(
        '- color.accentText on color.accent: 1.40:1 (#ffffff on #ffd700), needs 4.5:1',
      );
      expect(message).toContain('- color.accent on color.surface: 1.40:1');
    });

    it('returns the theme with the failing pairs in production', () => {
      vi.stubEnv('NODE_ENV', 'production');
      const theme = createTheme(gold);
      expect(theme.tokens.color.accent).toBe('#ffd700');
      expect(theme.contrastFailures.map((f) => [f.pair, f.ratio, f.minimum])).toEqual([
        ['color.accentText on color.accent', 1.4, 4.5],
        ['color.accent on color.surface', 1.4, 3],
        ['color.accent on color.surfaceMuted', 1.27, 3],
      ]);
    });

    it('does what onContrastFailure says, whatever the build', () => {
      vi.stubEnv('NODE_ENV', 'development');
      expect(createTheme(gold, { onContrastFailure: 'report' }).contrastFailures).toHaveLength(3);
      vi.stubEnv('NODE_ENV', 'production');
      expect(() => createTheme(gold, { onContrastFailure: 'throw' })).toThrow(ThemeContrastError);
    });

    it('passes once the brand fixes the pair (dark text on the gold)', () => {
      const theme = createTheme(
        {
          color: {
            accent: '#ffd700',
            accentHover: '#e6c200',
            accentText: '#1b211d',
            border: '#6f7a72',
          },
        },
        { onContrastFailure: 'report' },
      );
      expect(theme.contrastFailures.map((f) => f.pair)).toEqual([
        'color.accent on color.surface',
        'color.accent on color.surfaceMuted',
      ]);
    });
  });

  it('refuses a name that is not a token, and a group given a value', () => {
    // @ts-expect-error -- a misspelled token is a type error too
    expect(() => createTheme({ color: { acent: '#6b2c91' } })).toThrow(
      new TypeError('createTheme: color.acent is not a token'),
    );
    // @ts-expect-error -- a group is not a value
    expect(() => createTheme({ space: '8px' })).toThrow(
      new TypeError('createTheme: space is a group of tokens, not one value'),
    );
    expect(() => createTheme({ color: { accent: ' ' } })).toThrow(
      new TypeError('createTheme: color.accent must be a CSS value (a non-empty string)'),
    );
  });
});

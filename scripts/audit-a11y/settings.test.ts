import { describe, expect, it } from 'vitest';
import { themeNames } from '../../.storybook/storyThemes';
import { storyThemes } from './settings.mjs';
import { customTheme } from './theme.mjs';

describe('the audit’s story themes', () => {
  it('should be the story themes .storybook/storyThemes.ts lists, dark and the createTheme brand among them', () => {
    expect(storyThemes()).toEqual([...themeNames]);
    expect(storyThemes()).toEqual(expect.arrayContaining(['dark', 'custom']));
  });

  it('given a source without the list, should fail loudly rather than audit no theme', () => {
    expect(() => storyThemes('export const other = [];')).toThrow(/no themeNames/);
  });
});

describe('the createTheme brand the audit sets on the page', () => {
  it('should be the story fixture’s overrides as the provider writes them, over the brand theme', () => {
    const theme = customTheme();
    expect(theme.base).toBe('brand');
    expect(theme.variables).toMatchObject({
      '--cf-color-accent': '#6b2c91',
      '--cf-color-accent-hover': '#4f1f6b',
      '--cf-radius-standard': '4px',
    });
  });

  it('given a base theme named, should start from it', () => {
    const source = `export const t = createTheme(
  {
    color: { accentText: '#fff' },
  },
  { name: 'Night', base: 'dark' },
);`;
    expect(customTheme(source)).toEqual({
      base: 'dark',
      variables: { '--cf-color-accent-text': '#fff' },
    });
  });

  it('given a source without createTheme, should fail loudly rather than audit the brand twice', () => {
    expect(() => customTheme('export const x = 1;')).toThrow(/no createTheme overrides/);
  });
});

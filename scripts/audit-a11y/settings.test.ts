import { describe, expect, it } from 'vitest';
import { themeNames } from '../../.storybook/storyThemes';
import { storyThemes } from './settings.mjs';

describe('the audit’s story themes', () => {
  it('should be the story themes .storybook/storyThemes.ts lists, dark and the createTheme brand among them', () => {
    expect(storyThemes()).toEqual([...themeNames]);
    expect(storyThemes()).toEqual(expect.arrayContaining(['dark', 'custom']));
  });

  it('given a source without the list, should fail loudly rather than audit no theme', () => {
    expect(() => storyThemes('export const other = [];')).toThrow(/no themeNames/);
  });
});

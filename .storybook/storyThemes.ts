/**
 * The themes every story is tested in, in one place (plain data: vite.config.ts and the visual
 * review's reporter read it where the design system cannot be loaded). A story test renders and
 * plays its story in the first, then looks at it in each of the others in place
 * (vitest.visual.ts): axe in every theme; those in `screenshotThemes` also compare the story with
 * its baseline. The Storybook toolbar offers these and 'system'. A theme added here joins all of
 * them; the first is the default. What each gives the provider: themeHarness.ts.
 */
export const themeNames = ['brand', 'highContrast', 'dark', 'custom'] as const;
export type ThemeName = (typeof themeNames)[number];

/** What Storybook's toolbar and the visual review call each theme. */
export const themeTitles: Record<ThemeName, string> = {
  brand: 'Cairnfield (brand)',
  highContrast: 'High contrast',
  dark: 'Dark',
  custom: 'Plum (createTheme)',
};

/** The themes whose story tests compare screenshots with baselines. */
export const screenshotThemes: readonly ThemeName[] = ['brand', 'highContrast'];

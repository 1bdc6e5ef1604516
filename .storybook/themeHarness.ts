// The story canvas's themes, locales and directions (preview.tsx's toolbars): what each toolbar
// value gives the DesignSystemProvider that wraps every story, and the canvas <body> colour for a
// theme whose surface is not white (the provider paints its own element, not Storybook's body).
import type { DesignSystemProviderProps } from '@cairnfield/design-system';
import { darkTokens } from '@cairnfield/design-system/tokens';
import { frCA, type Messages } from '@cairnfield/design-system/i18n';
import { plumTheme } from '../stories/fixtures/customTheme';
import { themeNames, themeTitles, type ThemeName } from './storyThemes';

/** The toolbar's themes: every story test theme (storyThemes.ts), and 'system' to look at. */
export type StoryTheme = ThemeName | 'system';

export const THEME_ITEMS: { value: StoryTheme; title: string }[] = [
  ...themeNames.map((name) => ({ value: name, title: themeTitles[name] })),
  { value: 'system', title: 'System (follows the device)' },
];

export function providerTheme(theme: StoryTheme): DesignSystemProviderProps['theme'] {
  switch (theme) {
    case 'highContrast':
      return 'high-contrast';
    case 'custom':
      return plumTheme;
    default:
      return theme;
  }
}

/**
 * Locales a story can be seen in, each with its currency and its catalogue: a story shown in
 * French takes the French texts too (without them its English would sit under lang="fr-CA", and a
 * screen reader would read it with a French voice: WCAG 3.1.1 and 3.1.2).
 */
export const LOCALES: Record<
  'en-US' | 'en-GB' | 'fr-CA',
  { title: string; currency: string; messages?: Partial<Messages> }
> = {
  'en-US': { title: 'English (US), USD', currency: 'USD' },
  'en-GB': { title: 'English (UK), GBP', currency: 'GBP' },
  'fr-CA': { title: 'Français (Canada), CAD', currency: 'CAD', messages: frCA },
};
export type StoryLocale = keyof typeof LOCALES;

/** The canvas background a theme needs around the provider's root (none for white themes). */
export function canvasBackground(theme: StoryTheme): string {
  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      !window.matchMedia('(prefers-contrast: more)').matches &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  // The white themes leave Storybook's own (white) canvas as it is.
  return dark ? darkTokens.color.surface : '';
}

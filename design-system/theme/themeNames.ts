/**
 * The design system's themes, by name, in one place: `themes` (themes.css.ts) must give each a
 * class (the compiler refuses a theme missing from either), and the tooling reads this plain
 * module where the vanilla-extract classes cannot be loaded: Storybook's theme toolbar, one story
 * test project per theme in vite.config.ts (every story screenshotted in every theme) and the visual
 * review (`npm run visual`). A theme added here joins all of them. The first is the default.
 */
export const themeNames = ['brand', 'highContrast'] as const;
export type ThemeName = (typeof themeNames)[number];

/** What Storybook's toolbar and the visual review call each theme. */
export const themeTitles: Record<ThemeName, string> = {
  brand: 'Cairnfield (brand)',
  highContrast: 'High contrast',
};

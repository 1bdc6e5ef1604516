import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@cairnfield/design-system/styles.css';
import { themeNames, themes, themeTitles, type ThemeName } from '@cairnfield/design-system';
import { DocsPage } from './DocsPage';

// Play functions' findBy* and waitFor wait 5 s, not the default 1 s: a debounce (the counter's
// 750 ms) or an animation frame late on a busy machine must not fail a story. A wait still ends as
// soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// Story tests run once per theme: vite.config.ts defines VITE_STORY_THEME per browser project.
const testTheme = (import.meta.env.VITE_STORY_THEME as ThemeName | undefined) ?? 'brand';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((name) => ({ value: name, title: themeTitles[name] })),
        dynamicTitle: true,
      },
    },
  },
  // Story tests (vitest) render at a fixed 1024×1400 viewport so tall stories are not clipped and
  // baselines are stable; in the Storybook UI the canvas stays responsive.
  initialGlobals: import.meta.env.VITE_STORY_THEME
    ? { theme: testTheme, viewport: { value: 'storyTest', isRotated: false } }
    : { theme: testTheme },
  // Every story starts from a clean browser: the page's storefront services keep state in local
  // storage (recently viewed), and one story's visit must not show up in the next one's screenshot.
  beforeEach: () => {
    window.localStorage.clear();
  },
  decorators: [
    (Story, context) => {
      const name = (context.globals.theme as ThemeName | undefined) ?? testTheme;
      // The theme class goes on <body> so portalled content (dialogs, toasts) is themed too.
      if (typeof document !== 'undefined') {
        document.body.classList.remove(...Object.values(themes));
        document.body.classList.add(themes[name] ?? themes.brand);
      }
      return <Story />;
    },
  ],
  parameters: {
    controls: { expanded: true },
    // A usage page per component: when to use it, props, states, accessibility (DocsPage.tsx).
    docs: { page: DocsPage },
    viewport: {
      options: {
        storyTest: {
          name: 'Story test (1024×1400)',
          styles: { width: '1024px', height: '1400px' },
          type: 'desktop',
        },
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    // Any axe violation fails the story test (addon-vitest). wcag22aa switches on target-size.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
  },
};
export default preview;

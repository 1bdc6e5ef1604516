import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@cairnfield/design-system/styles.css';
import { DesignSystemProvider } from '@cairnfield/design-system';
import { DocsPage } from './DocsPage';
import {
  canvasBackground,
  LOCALES,
  providerTheme,
  THEME_ITEMS,
  type StoryLocale,
  type StoryTheme,
} from './themeHarness';
import { StoryTestTheme } from './testTheme';

// Play functions' findBy* and waitFor wait 5 s, not the default 1 s: a debounce (the counter's
// 750 ms) or an animation frame late on a busy machine must not fail a story. A wait still ends as
// soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// The theme a story test renders and plays in (vite.config.ts defines VITE_STORY_THEME, the first
// of storyThemes.ts); the test then looks at the story in every other theme (vitest.visual.ts).
const testTheme = (import.meta.env.VITE_STORY_THEME as StoryTheme | undefined) ?? 'brand';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Design-system theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_ITEMS,
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale and currency of the DesignSystemProvider',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(LOCALES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Story tests (vitest) render at a fixed 1024×1400 viewport so tall stories are not clipped and
  // baselines are stable; in the Storybook UI the canvas stays responsive.
  initialGlobals: {
    theme: testTheme,
    locale: 'en-US',
    direction: 'ltr',
    ...(import.meta.env.VITE_STORY_THEME
      ? { viewport: { value: 'storyTest', isRotated: false } }
      : {}),
  },
  // Every story starts from a clean browser: the page's storefront services keep state in local
  // storage (recently viewed), and one story's visit must not show up in the next one's screenshot.
  beforeEach: () => {
    window.localStorage.clear();
  },
  decorators: [
    (Story, context) => {
      const locale = (context.globals.locale as StoryLocale | undefined) ?? 'en-US';
      const dir = context.globals.direction === 'rtl' ? 'rtl' : undefined;
      // A story test moves the rendered story through every theme in place (testTheme.tsx). One
      // element for every theme: React keeps the story as it is (a story that defines a component
      // in its render function would otherwise get a new one, its state gone, with each theme).
      const story = <Story />;
      return (
        <StoryTestTheme theme={(context.globals.theme as StoryTheme | undefined) ?? testTheme}>
          {(theme) => {
            // The provider themes the story and its portals (dialogs, toasts); the canvas around
            // it takes a dark theme's surface so a story is not a dark box on white.
            if (typeof document !== 'undefined' && context.viewMode !== 'docs') {
              document.body.style.backgroundColor = canvasBackground(theme);
            }
            return (
              <DesignSystemProvider
                theme={providerTheme(theme)}
                {...(locale === 'en-US'
                  ? {}
                  : {
                      locale,
                      currency: LOCALES[locale].currency,
                      ...(LOCALES[locale].messages ? { messages: LOCALES[locale].messages } : {}),
                    })}
                {...(dir ? { dir } : {})}
              >
                {story}
              </DesignSystemProvider>
            );
          }}
        </StoryTestTheme>
      );
    },
  ],
  parameters: {
    options: {
      storySort: {
        order: [
          'Design system',
          [
            'Introduction',
            'DesignSystemProvider',
            'Theming',
            'Locale and currency',
            'Migrating from 0.1',
          ],
          'Foundations',
          'Page',
        ],
      },
    },
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

// Every story in every theme, with one render and one play: a story test renders and plays its
// story in the first theme (.storybook/storyThemes.ts), where addon-a11y runs axe; then this hook
// compares the page with the theme's committed baseline and moves the story, as the play function
// left it, into each other theme in place (testTheme.tsx): axe again in each, and a screenshot in
// each of the screenshot themes. What a play function does and asserts does not depend on the
// theme; what the story looks like, its contrast included, does, and is checked in every theme.
//
// Baselines live under stories/**/__screenshots__/, the theme part of their name. A screenshot that
// differs (or has no baseline) is written where the visual review reads it (scripts/visual/
// paths.mjs): review and accept it with `npm run visual` (docs/visual-review.md), or rewrite every
// baseline with `npm run test:visual:update`. Every theme is checked even when an earlier one
// fails, so one run shows every change.
import { afterAll, afterEach, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { afterEach as axeAfterEach } from '@storybook/addon-a11y/preview';
import { screenshotThemes, themeNames, type ThemeName } from './storyThemes';
import { providerTheme } from './themeHarness';
import { setStoryTestTheme } from './testTheme';

/** One theme's outcome of a story test, for the visual review (scripts/visual/reporter.ts). */
interface ThemeVisual {
  theme: ThemeName;
  /** The screenshot's name (null in a theme without screenshots). */
  screenshot: string | null;
  /** Null when the theme's checks passed. */
  error: string | null;
}

declare module 'vitest' {
  interface TaskMeta {
    /** Each theme's screenshot and outcome (scripts/visual/reporter.ts). */
    visual?: ThemeVisual[];
  }
}

/** What addon-vitest's story test leaves on the context: the story it composed and ran. */
type ComposedStory = Record<string, unknown> & { id: string };
type AxeContext = Parameters<typeof axeAfterEach>[0];

/** The theme attribute the provider gives its root for a theme (themeContext.ts). */
function themeAttribute(theme: ThemeName): string {
  const value = providerTheme(theme);
  return typeof value === 'string' ? value : (value?.base ?? 'brand');
}

/**
 * Moves the story into a theme: waits until its provider's root says so and every transition the
 * change started has ended. Reduced motion makes them 0.01 ms long, but a transition's clock only
 * moves with the next frame: until then a colour with a transition (a chip's background) still
 * reads as the previous theme's, to axe and to the screenshot alike.
 */
async function moveTo(theme: ThemeName) {
  setStoryTestTheme(theme);
  const root = document.querySelector('[data-cf-root]');
  if (root) {
    await expect.poll(() => root.getAttribute('data-cf-theme')).toBe(themeAttribute(theme));
  }
  const transitions = document
    .getAnimations()
    .filter((animation) => animation instanceof CSSTransition);
  await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
}

/** Compares the page with the theme's baseline. */
async function compareScreenshot(name: string) {
  // Let fonts load (reduced motion is on: transitions and animations end at once).
  await document.fonts.ready;
  // A stable screenshot is two equal captures in a row; on a 2-core machine under load one capture
  // can take seconds, so the default 5 s gave up at random: the poll allows 20 s. The comparison
  // itself gets no timeout of its own (0): Vitest's timer for it outlives a comparison that ended,
  // and the last one kept the test process from exiting for the 10 s of its teardown timeout.
  await expect
    .element(page.elementLocator(document.body), { timeout: 20_000 })
    .toMatchScreenshot(name, { timeout: 0 });
}

const message = (error: unknown) =>
  error instanceof Error ? error.message : (JSON.stringify(error) ?? 'The check failed.');

afterEach(async (context: TestContext & { story?: ComposedStory }) => {
  const base = context.task.name.replace(/[^a-z0-9]+/gi, '-');
  const visual: ThemeVisual[] = themeNames.map((theme) => ({
    theme,
    screenshot: screenshotThemes.includes(theme) ? `${base}-${theme}` : null,
    error: null,
  }));
  context.task.meta.visual = visual;
  const story = context.story;
  // A story that failed to render or play, or failed axe in the first theme, is not looked at
  // further: the reporter marks it failed in every theme.
  if (context.task.result?.state === 'fail' || !story) return;
  try {
    for (const [index, entry] of visual.entries()) {
      try {
        if (index > 0) {
          await moveTo(entry.theme);
          await axeAfterEach({ ...story, viewMode: 'story' } as unknown as AxeContext);
        }
        if (entry.screenshot) await compareScreenshot(entry.screenshot);
      } catch (error) {
        entry.error = message(error);
      }
    }
  } finally {
    setStoryTestTheme(null);
  }
  const failed = visual.filter((entry) => entry.error !== null);
  if (failed.length > 0) {
    throw new Error(failed.map((entry) => `${entry.theme}: ${entry.error}`).join('\n\n'));
  }
});

afterAll(() => setStoryTestTheme(null));

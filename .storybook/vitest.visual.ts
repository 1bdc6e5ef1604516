// Visual regression for every story: after each story test (render + play + axe) the page is
// compared with its committed baseline under stories/**/__screenshots__/. The theme is part of the
// name so each theme's project keeps its own baselines. A screenshot that differs (or has no
// baseline) is written where the visual review reads it (scripts/visual/paths.mjs): review and
// accept it with `npm run visual` (docs/visual-review.md), or rewrite every baseline with
// `npm run test:visual:update`.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  interface TaskMeta {
    /**
     * The story's theme and screenshot name (null in a theme without screenshots), for the visual
     * review (scripts/visual/reporter.ts).
     */
    visual?: { theme: string; screenshot: string | null };
  }
}

const theme = (import.meta.env.VITE_STORY_THEME as string | undefined) ?? 'brand';
// Themes outside storyThemes.ts's screenshotThemes (dark, createTheme) check axe only.
const screenshots = import.meta.env.VITE_STORY_SCREENSHOTS !== 'off';

afterEach(async (context) => {
  const name = `${context.task.name.replace(/[^a-z0-9]+/gi, '-')}-${theme}`;
  context.task.meta.visual = { theme, screenshot: screenshots ? name : null };
  if (!screenshots || context.task.result?.state === 'fail') return;
  // Let pending animations/transitions settle (reduced motion is on) and fonts load.
  await document.fonts.ready;
  // A stable screenshot is two equal captures in a row; on a 2-core machine under load one capture
  // can take seconds, so the default 5 s gave up at random. 20 s, inside the hook's 30 s.
  await expect
    .element(page.elementLocator(document.body), { timeout: 20_000 })
    .toMatchScreenshot(name, { timeout: 20_000 });
});

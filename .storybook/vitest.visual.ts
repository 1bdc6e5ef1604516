// Visual regression for every story: after each story test (render + play + axe) the page is
// compared with its committed baseline under stories/**/__screenshots__/. The theme is part of the
// name so both theme projects keep their own baselines. Update after an intended change with
// `npm run test:visual:update`.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const theme = (import.meta.env.VITE_STORY_THEME as string | undefined) ?? 'brand';
// The dark and createTheme projects check axe only (vite.config.ts, STORY_PROJECTS).
const screenshots = import.meta.env.VITE_STORY_SCREENSHOTS !== 'off';

afterEach(async (context) => {
  if (!screenshots || context.task.result?.state === 'fail') return;
  // Let pending animations/transitions settle (reduced motion is on) and fonts load.
  await document.fonts.ready;
  const name = `${context.task.name.replace(/[^a-z0-9]+/gi, '-')}-${theme}`;
  // A stable screenshot is two equal captures in a row; on a 2-core machine under load one capture
  // can take seconds, so the default 5 s gave up at random. 20 s, inside the hook's 30 s.
  await expect
    .element(page.elementLocator(document.body), { timeout: 20_000 })
    .toMatchScreenshot(name, { timeout: 20_000 });
});

// Visual regression for every story: after each story test (render + play + axe) the page is
// compared with its committed baseline under stories/**/__screenshots__/. The theme is part of the
// name so both theme projects keep their own baselines. Update after an intended change with
// `npm run test:visual:update`.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const theme = (import.meta.env.VITE_STORY_THEME as string | undefined) ?? 'brand';

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // Let pending animations/transitions settle (reduced motion is on) and fonts load.
  await document.fonts.ready;
  const name = `${context.task.name.replace(/[^a-z0-9]+/gi, '-')}-${theme}`;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
});

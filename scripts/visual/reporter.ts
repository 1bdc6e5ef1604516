// A Vitest reporter for the story tests: writes every story of the run in every theme (its story,
// theme, screenshot name and result in that theme) and the themes to .tmp/visual-run/stories.json,
// which the visual review reads (review.mjs). Added by `npm run visual` and by `npm test`'s story
// step.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { themeNames, themeTitles } from '../../.storybook/storyThemes.ts';
import { ROOT, STORIES_MANIFEST, STORY_PROJECTS } from './paths.mjs';

const isStoryProject = (name: string) => name.startsWith(STORY_PROJECTS.replace('*', ''));

export default class VisualManifestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const stories = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (!isStoryProject(test.project.name)) continue;
        const meta = test.meta();
        const result = test.result();
        const file = path.relative(ROOT, module.moduleId).split(path.sep).join('/');
        const storyId = (meta as { storyId?: string }).storyId ?? null;
        // The test's own error: the story failed to render or play, or failed axe in the first
        // theme, before any theme was looked at (then every theme is failed with it).
        const firstError = result.errors?.[0]?.message?.split('\n')[0] ?? null;
        // One entry per theme (.storybook/vitest.visual.ts): its screenshot and its outcome; a
        // story skipped or failed before the hook ran has neither.
        const themes =
          meta.visual ?? themeNames.map((theme) => ({ theme, screenshot: null, error: null }));
        const bodyFailed = result.state === 'failed' && themes.every((t) => t.error === null);
        for (const visual of themes) {
          const error = bodyFailed ? firstError : (visual.error?.split('\n')[0] ?? null);
          stories.push({
            project: test.project.name,
            file,
            name: test.name,
            storyId,
            theme: visual.theme,
            screenshot: visual.screenshot,
            state:
              result.state === 'skipped' || result.state === 'pending'
                ? result.state
                : error === null
                  ? 'passed'
                  : 'failed',
            error,
          });
        }
      }
    }
    if (stories.length === 0) return;
    const themes = themeNames.map((name) => ({ name, title: themeTitles[name] }));
    mkdirSync(path.dirname(STORIES_MANIFEST), { recursive: true });
    writeFileSync(STORIES_MANIFEST, `${JSON.stringify({ themes, stories }, null, 1)}\n`);
  }
}

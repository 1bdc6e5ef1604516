// A Vitest reporter for the story projects: writes every story test of the run (its story, theme,
// screenshot name and result) and the themes to .tmp/visual-run/stories.json, which the visual
// review reads (review.mjs). Added by `npm run visual` and by `npm test`'s story step.
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
        stories.push({
          project: test.project.name,
          file: path.relative(ROOT, module.moduleId).split(path.sep).join('/'),
          name: test.name,
          storyId: (meta as { storyId?: string }).storyId ?? null,
          theme: meta.visual?.theme ?? null,
          screenshot: meta.visual?.screenshot ?? null,
          state: result.state,
          error: result.errors?.[0]?.message?.split('\n')[0] ?? null,
        });
      }
    }
    if (stories.length === 0) return;
    const themes = themeNames.map((name) => ({ name, title: themeTitles[name] }));
    mkdirSync(path.dirname(STORIES_MANIFEST), { recursive: true });
    writeFileSync(STORIES_MANIFEST, `${JSON.stringify({ themes, stories }, null, 1)}\n`);
  }
}

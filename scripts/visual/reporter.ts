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

/** One theme's outcome of a story test, as .storybook/vitest.visual.ts leaves it in the meta. */
export interface ThemeOutcome {
  theme: string;
  screenshot: string | null;
  error: string | null;
}

/**
 * A story test's entries in the manifest, one per theme. A test that failed with no theme's
 * error failed before any theme was looked at (render, play, or axe in the first theme): every
 * theme failed with its error. A test the hook never reached (skipped) has no outcomes: every
 * theme gets its state, without a screenshot.
 */
export function themeEntries(
  test: { project: string; file: string; name: string; storyId: string | null },
  result: { state: string; error: string | null },
  outcomes: readonly ThemeOutcome[] | undefined,
  themes: readonly string[],
) {
  const each = outcomes ?? themes.map((theme) => ({ theme, screenshot: null, error: null }));
  const beforeAnyTheme = result.state === 'failed' && each.every((t) => t.error === null);
  return each.map((outcome) => {
    const error = beforeAnyTheme ? result.error : (outcome.error?.split('\n')[0] ?? null);
    const state =
      result.state === 'skipped' || result.state === 'pending'
        ? result.state
        : error === null && !beforeAnyTheme
          ? 'passed'
          : 'failed';
    return { ...test, theme: outcome.theme, screenshot: outcome.screenshot, state, error };
  });
}

export default class VisualManifestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const stories = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (!isStoryProject(test.project.name)) continue;
        const meta = test.meta();
        const result = test.result();
        stories.push(
          ...themeEntries(
            {
              project: test.project.name,
              file: path.relative(ROOT, module.moduleId).split(path.sep).join('/'),
              name: test.name,
              storyId: (meta as { storyId?: string }).storyId ?? null,
            },
            { state: result.state, error: result.errors?.[0]?.message?.split('\n')[0] ?? null },
            meta.visual,
            themeNames,
          ),
        );
      }
    }
    if (stories.length === 0) return;
    const themes = themeNames.map((name) => ({ name, title: themeTitles[name] }));
    mkdirSync(path.dirname(STORIES_MANIFEST), { recursive: true });
    writeFileSync(STORIES_MANIFEST, `${JSON.stringify({ themes, stories }, null, 1)}\n`);
  }
}

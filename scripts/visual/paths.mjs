// @ts-check
// Where the visual review keeps its files (docs/visual-review.md). Shared by vite.config.ts (where a
// story test writes a screenshot that differs from its baseline) and the review scripts (which read
// them back), so both agree on one layout:
//
//   .tmp/visual-run/actual/<baseline path>     the new screenshot of a story that changed
//   .tmp/visual-run/diff/<baseline path>       pixelmatch's diff of it against its baseline
//   .tmp/visual-run/new/<baseline path>        the screenshot of a story that has no baseline yet
//   .tmp/visual-run/transcripts/<file path>    each screen-reader transcript as its test heard it
//   .tmp/visual-run/stories.json               every story test of the run (reporter.mjs)
//   reports/visual/                            the report (index.html, report.json, images/)
//
// `<baseline path>` is the baseline's own path from the repository root
// (stories/design-system/__screenshots__/Button.stories.tsx/Primary-brand-chromium-linux.png), so a
// file's place in the run says which baseline accepting it rewrites.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const RUN_DIR = path.join(ROOT, '.tmp', 'visual-run');
export const REPORT_DIR = path.join(ROOT, 'reports', 'visual');
export const STORIES_MANIFEST = path.join(RUN_DIR, 'stories.json');

/**
 * Vitest's names for the three files a failed screenshot comparison writes, and ours.
 * @type {Record<string, string>}
 */
const KINDS = { actual: 'actual', diff: 'diff', reference: 'new' };

/**
 * Vitest's `resolveDiffPath` for the story projects: the screenshot that did not match (`-actual`),
 * its diff (`-diff`) and the screenshot of a story with no baseline (`-reference`, when new
 * baselines are not written: UPDATE_SNAPSHOT=none) go under RUN_DIR by kind, at the baseline's path.
 * @param {{ arg: string, ext: string, root: string, screenshotDirectory: string, testFileDirectory: string, testFileName: string, browserName: string, platform: NodeJS.Platform }} data
 * @returns {string}
 */
export function resolveDiffPath({
  arg,
  ext,
  root,
  screenshotDirectory,
  testFileDirectory,
  testFileName,
  browserName,
  platform,
}) {
  const match = /^(.*)-(actual|diff|reference)$/.exec(arg);
  const [name, kind] = match ? [match[1] ?? arg, KINDS[match[2] ?? ''] ?? 'other'] : [arg, 'other'];
  const baseline = path.join(
    testFileDirectory,
    screenshotDirectory,
    testFileName,
    `${name}-${browserName}-${platform}${ext}`,
  );
  return path.join(root, path.relative(ROOT, RUN_DIR), kind, baseline);
}

/**
 * The story test project (vite.config.ts): every story, every theme. `npm test` and the review
 * name it as it is (`--project storybook`), so that Vitest sets up no other project
 * (scripts/vitest/projectFilter.ts); Vitest calls its Chromium instance "storybook (chromium)".
 */
export const STORY_PROJECT = 'storybook';

/** The story project's names in Vitest's results (its browser instances' too), by a pattern. */
export const STORY_PROJECTS = 'storybook*';

// @ts-check
// What the visual review shows, worked out from one run (docs/visual-review.md): which story
// screenshots changed, which are new, how many are unchanged, which story tests failed before their
// screenshot, and which screen-reader transcripts changed, grouped by component. Pure: the caller
// reads the files (cli.mjs) and renders the result (html.mjs).
import { diffLines } from 'diff';
import { sanitize } from 'storybook/internal/csf';

/** @typedef {{ name: string, title: string }} Theme */
/**
 * @typedef {object} StoryTest
 * @property {string} file
 * @property {string} name
 * @property {string | null} storyId
 * @property {string | null} theme
 * @property {string | null} screenshot
 * @property {string} state
 * @property {string | null} error
 * @property {string} [project]
 */
/**
 * @typedef {object} ScreenshotChange
 * @property {string} id
 * @property {'screenshot'} kind
 * @property {'changed' | 'new'} status
 * @property {string} name
 * @property {string | null} storyId
 * @property {Theme} theme
 * @property {string} baseline
 * @property {boolean} hasDiff
 * @property {string | null} link
 */
/** @typedef {{ change: 'added' | 'removed' | 'same', lines: string[] }} DiffPart */
/**
 * @typedef {object} TranscriptChange
 * @property {string} id
 * @property {'transcript'} kind
 * @property {'changed' | 'new'} status
 * @property {string} name
 * @property {string} file
 * @property {DiffPart[]} diff
 */
/** @typedef {{ title: string, screenshots: ScreenshotChange[], transcripts: TranscriptChange[] }} Group */
/**
 * @typedef {object} Model
 * @property {string} storybookUrl
 * @property {Theme[]} themes
 * @property {{ changed: number, new: number, unchanged: number, failed: number, skipped: number }} counts
 * @property {{ changed: number, new: number, unchanged: number }} transcriptCounts
 * @property {Group[]} groups
 * @property {{ title: string, name: string, theme: Theme, error: string }[]} failed
 */

/**
 * A stories file's title (`title: 'Design system/Button'`), the one whose sanitised form starts its
 * story ids; an object inside the file with a `title` of its own is not taken for it. When none
 * matches, the ids' own prefix.
 * @param {string} source
 * @param {string} storyId
 * @returns {string}
 */
export function storyTitle(source, storyId) {
  const prefix = storyId.split('--')[0] ?? storyId;
  for (const match of source.matchAll(/\btitle:\s*(['"])((?:(?!\1).)+)\1/g)) {
    const title = match[2] ?? '';
    if (sanitize(title) === prefix) return title;
  }
  return prefix;
}

/**
 * The baseline a story's screenshot is compared with (Vitest's default screenshot path).
 * @param {string} storyFile
 * @param {string} screenshot
 * @param {string} platform
 */
export function baselinePath(storyFile, screenshot, platform) {
  const slash = storyFile.lastIndexOf('/');
  const dir = storyFile.slice(0, slash);
  const file = storyFile.slice(slash + 1);
  return `${dir}/__screenshots__/${file}/${screenshot}-chromium-${platform}.png`;
}

/**
 * The component a transcript belongs to, named as its stories' title ends: a design-system
 * component's folder (`design-system/components/Button/__transcripts__/loading.txt` → "Button"), or
 * "Page" for the whole page's walks (`page/pages/__transcripts__/`).
 * @param {string} file
 * @returns {string | null}
 */
export function transcriptComponent(file) {
  const component = /^design-system\/components\/([^/]+)\/__transcripts__\//.exec(file);
  if (component) return component[1] ?? null;
  return file.startsWith('page/') ? 'Page' : null;
}

/**
 * The component a stories title is about: its last part, or "Page" for the page's stories.
 * @param {string} title
 */
export function titleComponent(title) {
  return title.startsWith('Page/') ? 'Page' : title.slice(title.lastIndexOf('/') + 1);
}

/**
 * The screen-reader tests to run for some story files: those of the same components (all of them
 * when no story file is named).
 * @param {string[]} storyFiles
 * @param {string[]} testFiles
 */
export function transcriptTestsFor(storyFiles, testFiles) {
  if (storyFiles.length === 0) return testFiles;
  const components = new Set(
    storyFiles.map((file) =>
      file.startsWith('stories/page/') ? 'Page' : file.replace(/^.*\/|\.stories\.tsx?$/g, ''),
    ),
  );
  return testFiles.filter((test) => {
    const component = /^design-system\/components\/([^/]+)\//.exec(test);
    return components.has(
      component ? (component[1] ?? '') : test.startsWith('page/') ? 'Page' : '',
    );
  });
}

/**
 * Old and new transcript as a line diff: each part with what happened to it.
 * @param {string | null} old
 * @param {string} heard
 * @returns {DiffPart[]}
 */
export function transcriptDiff(old, heard) {
  return diffLines(old ?? '', heard).map((part) => ({
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
    lines: part.value.replace(/\n$/, '').split('\n'),
  }));
}

/**
 * The review of one run.
 * - stories: the run's story tests (reporter.mjs's stories.json).
 * - files: the run's files by kind (`actual`, `diff`, `new`), each a Set of baseline paths, and
 *   `settled`: those whose baseline is now the run's screenshot (accepted since the run).
 * - titles: each stories file's title, by the file's path (see storyTitle).
 * - transcripts: `{ file, committed, heard }` for each transcript a test compared (committed null
 *   when the file does not exist yet).
 * - themeNames/themeTitles: the themes, in order, and what to call them.
 * @param {object} input
 * @param {StoryTest[]} input.stories
 * @param {{ actual: Set<string>, diff: Set<string>, new: Set<string>, settled?: Set<string> }} input.files
 * @param {Record<string, string>} input.titles
 * @param {{ file: string, committed: string | null, heard: string }[]} [input.transcripts]
 * @param {string[]} input.themeNames
 * @param {Record<string, string>} input.themeTitles
 * @param {string} input.platform
 * @param {string} input.storybookUrl
 * @returns {Model}
 */
export function buildModel({
  stories,
  files,
  titles,
  transcripts = [],
  themeNames,
  themeTitles,
  platform,
  storybookUrl,
}) {
  /** @type {Map<string, Group>} */
  const groups = new Map();
  const group = (/** @type {string} */ title) => {
    let found = groups.get(title);
    if (!found) groups.set(title, (found = { title, screenshots: [], transcripts: [] }));
    return found;
  };
  const counts = { changed: 0, new: 0, unchanged: 0, failed: 0, skipped: 0 };
  /** @type {Model['failed']} */
  const failed = [];
  const themeOrder = (/** @type {string | null} */ theme) => {
    const index = theme === null ? -1 : themeNames.indexOf(theme);
    return index === -1 ? themeNames.length : index;
  };
  const order = [...stories].sort((a, b) => themeOrder(a.theme) - themeOrder(b.theme));
  /** @type {Map<string | null, number>} */
  const storyOrder = new Map();
  for (const story of stories) {
    if (!storyOrder.has(story.storyId)) storyOrder.set(story.storyId, storyOrder.size);
  }

  for (const story of order) {
    const title = titles[story.file] ?? story.storyId?.split('--')[0] ?? story.file;
    const themeName = story.theme ?? '';
    const theme = { name: themeName, title: themeTitles[themeName] ?? themeName };
    if (story.state === 'skipped' || story.state === 'pending') {
      counts.skipped += 1;
      continue;
    }
    // A theme whose stories are checked with axe but not screenshotted: nothing to review.
    if (!story.screenshot && story.state === 'passed') {
      counts.unchanged += 1;
      continue;
    }
    const baseline = story.screenshot ? baselinePath(story.file, story.screenshot, platform) : null;
    /** @type {'unchanged' | 'changed' | 'new' | null} */
    const status = !baseline
      ? null
      : files.settled?.has(baseline)
        ? 'unchanged'
        : files.actual.has(baseline)
          ? 'changed'
          : files.new.has(baseline)
            ? 'new'
            : story.state === 'passed'
              ? 'unchanged'
              : null;
    if (status === 'unchanged') {
      counts.unchanged += 1;
      continue;
    }
    if (status === null || baseline === null) {
      counts.failed += 1;
      failed.push({
        title,
        name: story.name,
        theme,
        error: story.error ?? 'The story test failed.',
      });
      continue;
    }
    counts[status] += 1;
    group(title).screenshots.push({
      id: baseline,
      kind: 'screenshot',
      status,
      name: story.name,
      storyId: story.storyId,
      theme,
      baseline,
      hasDiff: files.diff.has(baseline),
      link: story.storyId
        ? `${storybookUrl}/?path=/story/${story.storyId}&globals=theme:${story.theme}`
        : null,
    });
  }

  const transcriptCounts = { changed: 0, new: 0, unchanged: 0 };
  const componentTitles = new Map([...groups.keys()].map((t) => [titleComponent(t), t]));
  for (const title of Object.values(titles)) {
    if (!componentTitles.has(titleComponent(title))) {
      componentTitles.set(titleComponent(title), title);
    }
  }
  for (const { file, committed, heard } of transcripts) {
    if (committed === heard) {
      transcriptCounts.unchanged += 1;
      continue;
    }
    /** @type {'new' | 'changed'} */
    const status = committed === null ? 'new' : 'changed';
    transcriptCounts[status] += 1;
    const component = transcriptComponent(file);
    const title =
      component === 'Page'
        ? 'Page: whole-page screen-reader walks'
        : ((component && componentTitles.get(component)) ?? component ?? file);
    const walk = /^# (.*)/.exec(heard)?.[1] ?? file.slice(file.lastIndexOf('/') + 1);
    group(title).transcripts.push({
      id: file,
      kind: 'transcript',
      status,
      name: walk,
      file,
      diff: transcriptDiff(committed, heard),
    });
  }

  const byStory = (/** @type {ScreenshotChange} */ a, /** @type {ScreenshotChange} */ b) =>
    (storyOrder.get(a.storyId) ?? 0) - (storyOrder.get(b.storyId) ?? 0) ||
    themeOrder(a.theme.name) - themeOrder(b.theme.name);
  const sorted = [...groups.values()]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((g) => ({ ...g, screenshots: g.screenshots.sort(byStory) }));
  return {
    storybookUrl,
    themes: themeNames.map((name) => ({ name, title: themeTitles[name] ?? name })),
    counts,
    transcriptCounts,
    groups: sorted,
    failed,
  };
}

/**
 * Every change of a review, in the order the report shows them.
 * @param {Model} model
 * @returns {(ScreenshotChange | TranscriptChange)[]}
 */
export const changesOf = (model) =>
  model.groups.flatMap((group) => [...group.screenshots, ...group.transcripts]);

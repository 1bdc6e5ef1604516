// @ts-check
// The visual review's files (docs/visual-review.md): reads one run (.tmp/visual-run/, see
// paths.mjs) into the review model, writes the report (reports/visual/: index.html, report.json,
// decisions.json, the images and transcripts it shows), and carries out a decision: accepting a
// change copies the new screenshot or transcript the report shows over its committed file, and
// nothing else; rejecting one only records it.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { crop, reviewBox } from './crop.mjs';
import { buildModel, changesOf, storyTitle } from './model.mjs';
import { readPng, writePng } from './png.mjs';
import { renderReport } from './html.mjs';
import { REPORT_DIR, ROOT, RUN_DIR, STORIES_MANIFEST } from './paths.mjs';

/** @typedef {import('./model.mjs').Model} Model */
/** @typedef {import('./model.mjs').ScreenshotChange} ScreenshotChange */
/** @typedef {import('./model.mjs').TranscriptChange} TranscriptChange */
/** @typedef {{ root?: string, runDir?: string, reportDir?: string }} Places */
/** @typedef {{ generatedAt: string, storybookUrl: string, model: Model }} Report */
/** @typedef {Record<string, 'accepted' | 'rejected'>} Decisions */

/** @type {(file: string) => any} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const readText = (/** @type {string} */ file) =>
  existsSync(file) ? readFileSync(file, 'utf8') : null;
const posix = (/** @type {string} */ file) => file.split(path.sep).join('/');

/**
 * Every file under a folder, as paths relative to it (posix).
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => posix(path.relative(dir, path.join(entry.parentPath, entry.name))));
}

/**
 * Whether the last run left anything to build a report from.
 * @returns {boolean}
 */
export const hasRun = () => existsSync(STORIES_MANIFEST);

/**
 * The review model of the last run.
 * @param {{ storybookUrl: string } & Places} options
 * @returns {Model}
 */
export function readRun({ storybookUrl, root = ROOT, runDir = RUN_DIR }) {
  /** @type {{ themes: { name: string, title: string }[], stories: import('./model.mjs').StoryTest[] }} */
  const { themes, stories } = readJson(path.join(runDir, 'stories.json'));
  const kindFiles = (/** @type {string} */ kind) => new Set(filesUnder(path.join(runDir, kind)));
  /** @type {{ actual: Set<string>, diff: Set<string>, new: Set<string>, settled?: Set<string> }} */
  const files = { actual: kindFiles('actual'), diff: kindFiles('diff'), new: kindFiles('new') };
  // A change accepted since the run: its baseline is now the screenshot the run took.
  files.settled = new Set(
    [...files.actual, ...files.new].filter((file) => {
      const kind = files.actual.has(file) ? 'actual' : 'new';
      const baseline = path.join(root, file);
      return (
        existsSync(baseline) &&
        readFileSync(baseline).equals(readFileSync(path.join(runDir, kind, file)))
      );
    }),
  );
  /** @type {Record<string, string>} */
  const titles = {};
  for (const story of stories) {
    if (titles[story.file] || !story.storyId) continue;
    titles[story.file] = storyTitle(
      readFileSync(path.join(root, story.file), 'utf8'),
      story.storyId,
    );
  }
  const transcripts = filesUnder(path.join(runDir, 'transcripts')).map((file) => ({
    file,
    committed: readText(path.join(root, file)),
    heard: readFileSync(path.join(runDir, 'transcripts', file), 'utf8'),
  }));
  return buildModel({
    stories,
    files,
    titles,
    transcripts,
    themeNames: themes.map((theme) => theme.name),
    themeTitles: Object.fromEntries(themes.map((theme) => [theme.name, theme.title])),
    platform: process.platform,
    storybookUrl,
  });
}

/**
 * Where the report keeps the new version of a change, whole (what accepting copies).
 * @param {ScreenshotChange | TranscriptChange} change
 * @param {string} reportDir
 */
const newFile = (change, reportDir) =>
  change.kind === 'screenshot'
    ? path.join(reportDir, 'full', 'new', change.id)
    : path.join(reportDir, 'transcripts', 'new', change.id);

/**
 * @param {string} file
 * @param {Parameters<typeof writePng>[0]} image
 */
const savePng = (file, image) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, writePng(image));
};

/**
 * Copies a changed or new screenshot into the report: whole under full/ (baseline and new), and as
 * the report shows them under images/ (baseline, new, diff), cropped to the same box around their
 * content. Returns the change with that box and the new screenshot's size.
 * @param {ScreenshotChange} change
 * @param {{ root: string, runDir: string, reportDir: string }} places
 */
function copyScreenshot(change, { root, runDir, reportDir }) {
  const source = (/** @type {string} */ kind) =>
    path.join(kind === 'baseline' ? root : path.join(runDir, kind), change.id);
  const kinds =
    change.status === 'changed'
      ? ['baseline', 'actual', ...(change.hasDiff ? ['diff'] : [])]
      : ['new'];
  const images = Object.fromEntries(
    kinds.map((kind) => [kind, readPng(readFileSync(source(kind)))]),
  );
  // Read above: both of a changed screenshot, the new one of a new screenshot.
  const shown = /** @type {import('./png.mjs').Image[]} */ (
    change.status === 'changed' ? [images.baseline, images.actual] : [images.new]
  );
  const box = reviewBox(shown);
  for (const [kind, image] of Object.entries(images)) {
    const name = kind === 'actual' ? 'new' : kind;
    savePng(path.join(reportDir, 'images', name, change.id), crop(image, box));
    if (name !== 'diff') {
      mkdirSync(path.dirname(path.join(reportDir, 'full', name, change.id)), { recursive: true });
      cpSync(source(kind), path.join(reportDir, 'full', name, change.id));
    }
  }
  const whole = images.actual ?? images.new;
  if (!whole) throw new Error(`no new screenshot for ${change.id}`);
  return { ...change, box, size: { width: whole.width, height: whole.height } };
}

/**
 * @param {Report} report
 * @param {Decisions} decisions
 * @param {string} reportDir
 */
function render(report, decisions, reportDir) {
  writeFileSync(
    path.join(reportDir, 'index.html'),
    renderReport(report.model, {
      decisions,
      generatedAt: report.generatedAt,
      storybookUrl: report.storybookUrl,
    }),
  );
}

/**
 * Writes the report of a model (replacing the last one), with copies of every image it shows.
 * @param {Model} model
 * @param {{ storybookUrl: string } & Places} options
 * @returns {string}
 */
export function writeReport(
  model,
  { storybookUrl, root = ROOT, runDir = RUN_DIR, reportDir = REPORT_DIR },
) {
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const copy = (/** @type {string} */ from, /** @type {string} */ to) => {
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to);
  };
  const groups = model.groups.map((group) => {
    for (const change of group.transcripts) {
      copy(path.join(runDir, 'transcripts', change.id), newFile(change, reportDir));
    }
    return {
      ...group,
      screenshots: group.screenshots.map((change) =>
        copyScreenshot(change, { root, runDir, reportDir }),
      ),
    };
  });
  const report = {
    generatedAt: new Date().toISOString(),
    storybookUrl,
    model: { ...model, groups },
  };
  writeFileSync(path.join(reportDir, 'report.json'), `${JSON.stringify(report, null, 1)}\n`);
  writeFileSync(path.join(reportDir, 'decisions.json'), '{}\n');
  render(report, {}, reportDir);
  return path.join(reportDir, 'index.html');
}

/**
 * The last report and the decisions taken on it; null when there is none.
 * @param {string} [reportDir]
 * @returns {{ report: Report, decisions: Decisions } | null}
 */
export function readReport(reportDir = REPORT_DIR) {
  const file = path.join(reportDir, 'report.json');
  if (!existsSync(file)) return null;
  return {
    report: readJson(file),
    decisions: readJson(path.join(reportDir, 'decisions.json')),
  };
}

export class DecisionError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Accepts or rejects one change of the last report, by id (its committed file's path). Accepting
 * copies the report's new version over the committed file; an accepted change stays accepted.
 * Returns the change's new state.
 * @param {string} id
 * @param {string} decision
 * @param {Places} [places]
 * @returns {{ change: ScreenshotChange | TranscriptChange, state: 'accepted' | 'rejected' }}
 */
export function decide(id, decision, { root = ROOT, reportDir = REPORT_DIR } = {}) {
  const last = readReport(reportDir);
  if (!last) throw new DecisionError(409, 'There is no report yet: run npm run visual first.');
  if (decision !== 'accept' && decision !== 'reject') {
    throw new DecisionError(400, 'A decision is "accept" or "reject".');
  }
  const change = changesOf(last.report.model).find((c) => c.id === id);
  if (!change) throw new DecisionError(404, `The report has no change ${JSON.stringify(id)}.`);
  const current = last.decisions[id] ?? 'pending';
  if (decision === 'reject' && current === 'accepted') {
    throw new DecisionError(409, 'Already accepted: its baseline is rewritten.');
  }
  if (decision === 'accept' && current !== 'accepted') {
    const target = path.resolve(root, change.id);
    if (!target.startsWith(`${path.resolve(root)}${path.sep}`)) {
      throw new DecisionError(400, 'A change outside the repository.');
    }
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(newFile(change, reportDir), target);
  }
  /** @type {'accepted' | 'rejected'} */
  const state = decision === 'accept' ? 'accepted' : 'rejected';
  const decisions = { ...last.decisions, [id]: state };
  writeFileSync(path.join(reportDir, 'decisions.json'), `${JSON.stringify(decisions, null, 1)}\n`);
  render(last.report, decisions, reportDir);
  return { change, state };
}

/**
 * Accepts every change of the last report. Returns the ids accepted now.
 * @param {Places} [options]
 * @returns {string[]}
 */
export function acceptAll(options) {
  const last = readReport(options?.reportDir);
  if (!last) throw new DecisionError(409, 'There is no report yet: run npm run visual first.');
  const pending = changesOf(last.report.model).filter((c) => last.decisions[c.id] !== 'accepted');
  for (const change of pending) decide(change.id, 'accept', options);
  return pending.map((c) => c.id);
}

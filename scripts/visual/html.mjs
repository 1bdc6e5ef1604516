// @ts-check
// The visual review's page (docs/visual-review.md): one self-contained HTML file (its styles and
// script inline, no request leaves the folder) rendered from the review model (model.mjs) and the
// decisions taken so far. It opens from disk; served by `npm run visual -- --serve`, its Accept and
// Reject buttons write through the review server (server.mjs).
import { readFileSync } from 'node:fs';

/** @typedef {import('./model.mjs').Model} Model */
/** @typedef {import('./model.mjs').TranscriptChange} TranscriptChange */
/**
 * A screenshot change as the report shows it: with the box it is cropped to and the new
 * screenshot's size, once review.mjs has copied it (copyScreenshot).
 * @typedef {import('./model.mjs').ScreenshotChange & { box?: { width: number, height: number }, size?: { width: number, height: number } }} ScreenshotChange
 */
/** @typedef {'pending' | 'accepted' | 'rejected'} State */

const css = readFileSync(new URL('./report.css', import.meta.url), 'utf8');
const script = readFileSync(new URL('./client.js', import.meta.url), 'utf8');

const escape = (/** @type {unknown} */ text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * A report-relative URL for a file under images/<kind>/ at a repository path.
 * @param {string} kind
 * @param {string} path
 */
export const imageUrl = (kind, path) =>
  ['images', kind, ...path.split('/')].map(encodeURIComponent).join('/');

/**
 * An id for the page from a repository path (letters, digits and dashes).
 * @param {string} id
 */
export const anchor = (id) => `change-${id.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;

const STATE_TEXT = {
  pending: 'Waiting for review.',
  accepted: 'Accepted: the baseline is rewritten.',
  rejected: 'Rejected: the baseline is kept; the tests fail until the change is undone.',
};
const STATUS_TEXT = { changed: 'Changed', new: 'New' };

const plural = (/** @type {number} */ count, /** @type {string} */ one, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** @param {string} id */
function acceptCommand(id) {
  return `npm run visual -- --accept '${id}'`;
}

/**
 * @param {{ id: string, label: string }} change
 * @param {State} state
 */
function decision(change, state) {
  const label = escape(change.label);
  return `<div class="decision">
      <button type="button" class="accept" data-decision="accept">Accept<span class="vh"> ${label}</span></button>
      <button type="button" class="reject" data-decision="reject">Reject<span class="vh"> ${label}</span></button>
      <p class="state">${STATE_TEXT[state]}</p>
      <p class="cli">From a terminal: <code>${escape(acceptCommand(change.id))}</code></p>
    </div>`;
}

/**
 * @param {string} kind
 * @param {string} path
 * @param {string} caption
 * @param {string} alt
 */
function figure(kind, path, caption, alt) {
  return `<figure><img src="${imageUrl(kind, path)}" alt="${escape(alt)}" loading="lazy"><figcaption>${caption}</figcaption></figure>`;
}

/**
 * @param {ScreenshotChange} change
 * @param {State} state
 */
function screenshot(change, state) {
  const label = `${change.name}, ${change.theme.title}`;
  const id = anchor(change.id);
  const link = change.link
    ? `<a href="${escape(change.link)}">Open in Storybook<span class="vh">: ${escape(label)}</span></a>`
    : '';
  const base = change.baseline;
  const views =
    change.status === 'new'
      ? `<div class="side">${figure('new', base, 'New: no baseline yet', `${label}, new screenshot`)}</div>`
      : `<fieldset class="views">
        <legend>Compare</legend>
        <label><input type="radio" name="view-${id}" value="side" checked> Side by side</label>
        <label><input type="radio" name="view-${id}" value="slider"> Slider</label>
        <label><input type="radio" name="view-${id}" value="blink"> Blink</label>
      </fieldset>
      <div class="view side">
        ${figure('baseline', base, 'Baseline', `${label}, baseline`)}
        ${figure('new', base, 'New', `${label}, new screenshot`)}
        ${
          change.hasDiff
            ? figure('diff', base, 'Difference (changed pixels in red)', `${label}, changed pixels`)
            : '<p class="nodiff">No pixel diff: the screenshot changed size.</p>'
        }
      </div>
      <div class="view slider" hidden>
        <div class="stack" style="--split: 50%">
          <img src="${imageUrl('baseline', base)}" alt="${escape(label)}, baseline (left of the split)">
          <img class="top" src="${imageUrl('new', base)}" alt="${escape(label)}, new screenshot (right of the split)">
        </div>
        <label class="range">Baseline <input type="range" min="0" max="100" value="50" aria-label="Split between baseline and new, ${escape(label)}"> New</label>
      </div>
      <div class="view blink" hidden>
        <p class="controls">
          <button type="button" class="play" aria-pressed="false">Blink<span class="vh"> ${escape(label)}</span></button>
          <button type="button" class="swap">Show the other<span class="vh">: ${escape(label)}</span></button>
          <span class="showing">Showing: baseline</span>
        </p>
        <img class="blinker" src="${imageUrl('baseline', base)}" alt="${escape(label)}, baseline"
          data-baseline="${imageUrl('baseline', base)}" data-new="${imageUrl('new', base)}">
      </div>`;
  const whole = (/** @type {string} */ kind, /** @type {string} */ text) =>
    `<a href="${imageUrl(kind, base).replace(/^images/, 'full')}">${text}<span class="vh">, ${escape(label)}</span></a>`;
  const crop =
    change.box && change.size
      ? `<p class="crop">Shown: the ${change.box.width}×${change.box.height} px around the story's content,
        of a ${change.size.width}×${change.size.height} screenshot. Whole:
        ${change.status === 'changed' ? `${whole('baseline', 'baseline')}, ` : ''}${whole('new', 'new screenshot')}.</p>`
      : '';
  return `<article class="change" id="${id}" data-id="${escape(change.id)}" data-label="${escape(label)}" data-state="${state}" aria-labelledby="${id}-h">
      <h3 id="${id}-h">${escape(change.name)} <span class="theme">${escape(change.theme.title)}</span></h3>
      <p class="meta"><span class="status ${change.status}">${STATUS_TEXT[change.status]}</span> ${link} <code>${escape(base)}</code></p>
      ${views}
      ${crop}
      ${decision({ ...change, label }, state)}
    </article>`;
}

/**
 * @param {TranscriptChange} change
 * @param {State} state
 */
function transcript(change, state) {
  const id = anchor(change.id);
  const label = `what a screen reader says, ${change.name}`;
  const lines = change.diff
    .flatMap((part) =>
      part.lines.map((line) => {
        const sign = { added: '+', removed: '−', same: ' ' }[part.change];
        const said = { added: 'Now says: ', removed: 'No longer says: ', same: '' }[part.change];
        return `<li class="${part.change}"><span aria-hidden="true" class="sign">${sign}</span><span class="vh">${said}</span>${escape(line)}</li>`;
      }),
    )
    .join('');
  return `<article class="change transcript" id="${id}" data-id="${escape(change.id)}" data-label="${escape(`What a screen reader says: ${change.name}`)}" data-state="${state}" aria-labelledby="${id}-h">
      <h3 id="${id}-h">What a screen reader says: ${escape(change.name)}</h3>
      <p class="meta"><span class="status ${change.status}">${STATUS_TEXT[change.status]}</span> <code>${escape(change.file)}</code></p>
      <ol class="tdiff" aria-label="Old and new transcript, ${escape(change.name)}">${lines}</ol>
      ${decision({ ...change, label }, state)}
    </article>`;
}

/**
 * @param {Model} model
 * @param {number} total
 * @param {string} generatedAt
 */
function summary(model, total, generatedAt) {
  const { counts, transcriptCounts } = model;
  const themes = model.themes.map((t) => t.title).join(', ');
  return `<p>Every story in every theme (${escape(themes)}), run ${escape(generatedAt)}.</p>
    <ul class="counts">
      <li><strong>${plural(counts.changed, 'screenshot')}</strong> changed</li>
      <li><strong>${plural(counts.new, 'new story screenshot')}</strong></li>
      <li><strong>${plural(counts.unchanged, 'screenshot')}</strong> unchanged</li>
      <li><strong>${plural(transcriptCounts.changed + transcriptCounts.new, 'screen-reader transcript')}</strong> changed (${transcriptCounts.unchanged} unchanged)</li>
      ${counts.failed ? `<li><strong>${plural(counts.failed, 'story test')}</strong> failed before its screenshot</li>` : ''}
    </ul>
    ${
      total === 0
        ? '<p class="none">Nothing to review: every screenshot and transcript matches its baseline.</p>'
        : ''
    }`;
}

/**
 * The whole page. `decisions` maps a change's id to "accepted" or "rejected".
 * @param {Model} model
 * @param {{ decisions?: Record<string, 'accepted' | 'rejected'>, generatedAt: string, storybookUrl: string }} options
 */
export function renderReport(model, { decisions = {}, generatedAt, storybookUrl }) {
  const changes = model.groups.flatMap((g) => [...g.screenshots, ...g.transcripts]);
  /** @type {(change: { id: string }) => State} */
  const stateOf = (change) => decisions[change.id] ?? 'pending';
  const contents = model.groups
    .map(
      (g) =>
        `<li><a href="#${anchor(`group-${g.title}`)}">${escape(g.title)}</a> (${g.screenshots.length + g.transcripts.length})</li>`,
    )
    .join('');
  const groups = model.groups
    .map(
      (g) => `<section aria-labelledby="${anchor(`group-${g.title}`)}">
    <h2 id="${anchor(`group-${g.title}`)}">${escape(g.title)}</h2>
    ${g.screenshots.map((c) => screenshot(c, stateOf(c))).join('\n')}
    ${g.transcripts.map((c) => transcript(c, stateOf(c))).join('\n')}
  </section>`,
    )
    .join('\n');
  const failed = model.failed.length
    ? `<section aria-labelledby="failed"><h2 id="failed">Story tests that failed before their screenshot</h2>
    <p>These stories were not compared: their play function or accessibility check failed (see the test output).</p>
    <ul>${model.failed
      .map(
        (f) =>
          `<li>${escape(f.title)}: ${escape(f.name)} (${escape(f.theme.title)}): ${escape(f.error)}</li>`,
      )
      .join('')}</ul></section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${changes.length} to review</title>
<link rel="icon" href="data:,">
<style>${css}</style>
</head>
<body>
<header>
  <h1>Visual review</h1>
  ${summary(model, changes.length, generatedAt)}
  <p class="server-only" hidden><button type="button" class="accept-all">Accept all ${changes.length} changes</button></p>
  <p class="disk-only">Opened from disk: Accept and Reject need the review server (<code>npm run visual -- --serve</code>); each change also shows the command that accepts it.</p>
  <p>Stories link to Storybook at <code>${escape(storybookUrl)}</code> (<code>npm run storybook</code>).</p>
  <p id="announce" role="status" class="announce"></p>
</header>
<main>
  ${changes.length ? `<nav aria-label="Components with changes"><ul>${contents}</ul></nav>` : ''}
  ${groups}
  ${failed}
</main>
<script>${script}</script>
</body>
</html>
`;
}

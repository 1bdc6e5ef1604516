// @ts-check
// The audit's report: a JSON file and a self-contained HTML page (no external files, no scripts),
// plus the summary printed to the terminal.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';

/**
 * @typedef {import('./checks.mjs').Entry} Entry
 * A reviewed screen-reader transcript: its anchor, file, title and spoken lines.
 * @typedef {{ id: string, file: string, title: string, lines: string[] }} Transcript
 * What the report says of the run: when, with which axe and tags, which part, the transcripts.
 * @typedef {{
 *   date: string,
 *   axeVersion: string,
 *   tags: string[],
 *   only: string,
 *   transcripts: Transcript[],
 * }} Meta
 * @typedef {ReturnType<typeof summarise>} Summary
 */

const esc = (/** @type {unknown} */ text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * One entry per audited target (a story in a theme, a page state at a width, a fixture):
 * { kind, target, url, violations: axe violations, checks: other checks, skipped?: note }.
 * @param {Entry[]} entries
 */
export function summarise(entries) {
  /** @type {Map<string, { id: string, help: string, helpUrl: string, targets: number, nodes: number }>} */
  const rules = new Map();
  let violations = 0;
  let failedChecks = 0;
  let aaaFindings = 0;
  let skipped = 0;
  for (const entry of entries) {
    if (entry.skipped) skipped += 1;
    for (const v of entry.violations ?? []) {
      violations += 1;
      const row = rules.get(v.id) ?? {
        id: v.id,
        help: v.help,
        helpUrl: v.helpUrl,
        targets: 0,
        nodes: 0,
      };
      row.targets += 1;
      row.nodes += v.nodes.length;
      rules.set(v.id, row);
    }
    for (const c of entry.checks ?? []) {
      if (c.skipped) skipped += 1;
      // AAA measures are reported (and turn their criteria in the conformance report) without
      // failing the audit: the page's target is WCAG 2.2 AA.
      else if (!c.ok && c.level === 'AAA') aaaFindings += 1;
      else if (!c.ok) failedChecks += 1;
    }
  }
  /** @type {Map<string, { kind: string, targets: number, violations: number, checks: number, failed: number }>} */
  const byKind = new Map();
  for (const entry of entries) {
    const row = byKind.get(entry.kind) ?? {
      kind: entry.kind,
      targets: 0,
      violations: 0,
      checks: 0,
      failed: 0,
    };
    row.targets += 1;
    row.violations += (entry.violations ?? []).length;
    row.checks += (entry.checks ?? []).filter((c) => !c.skipped).length;
    row.failed += (entry.checks ?? []).filter(
      (c) => !c.skipped && !c.ok && c.level !== 'AAA',
    ).length;
    byKind.set(entry.kind, row);
  }
  return {
    ok: violations === 0 && failedChecks === 0,
    targets: entries.length,
    violations,
    failedChecks,
    aaaFindings,
    skipped,
    byKind: [...byKind.values()],
    rules: [...rules.values()].sort((a, b) => b.nodes - a.nodes),
  };
}

/** @param {Summary} summary */
export function summaryText(summary) {
  const lines = [];
  const pad = (/** @type {unknown} */ s, /** @type {number} */ n) => String(s).padEnd(n);
  lines.push(
    `${pad('what', 24)}${pad('targets', 9)}${pad('axe violations', 16)}${pad('checks', 8)}failed`,
  );
  for (const row of summary.byKind) {
    lines.push(
      `${pad(row.kind, 24)}${pad(row.targets, 9)}${pad(row.violations, 16)}${pad(row.checks, 8)}${row.failed}`,
    );
  }
  for (const rule of summary.rules) {
    lines.push(
      `✖ ${rule.id}: ${rule.help} (${rule.targets} targets, ${rule.nodes} nodes) ${rule.helpUrl}`,
    );
  }
  lines.push(
    `${summary.ok ? '✔' : '✖'} a11y audit: ${summary.targets} targets, ${summary.violations} axe violations, ${summary.failedChecks} failed checks, ${summary.skipped} skipped; AAA measures: ${summary.aaaFindings} failed (reported, not failing the audit)`,
  );
  return lines.join('\n');
}

/** The entry's anchor in the report (the conformance report links to it). */
export const entryAnchor = (/** @type {Pick<Entry, 'kind' | 'target'>} */ entry) =>
  `t-${`${entry.kind} ${entry.target}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** @param {Entry} entry */
function entryHtml(entry) {
  const parts = [];
  const bad = (entry.violations ?? []).length + (entry.checks ?? []).filter((c) => !c.ok).length;
  parts.push(
    `<details id="${esc(entryAnchor(entry))}"${bad ? ' open' : ''}><summary><span class="${bad ? 'fail' : entry.skipped ? 'skip' : 'pass'}">${bad ? '✖' : entry.skipped ? '–' : '✔'}</span> ${esc(entry.kind)}: ${esc(entry.target)}</summary>`,
  );
  if (entry.url) parts.push(`<p class="url">${esc(entry.url)}</p>`);
  if (entry.skipped) parts.push(`<p>Skipped: ${esc(entry.skipped)}</p>`);
  for (const v of entry.violations ?? []) {
    parts.push(
      `<h4>axe <code>${esc(v.id)}</code> (${esc(v.impact ?? '')}): ${esc(v.help)} — <a href="${esc(v.helpUrl)}">help</a></h4><ul>`,
    );
    for (const n of v.nodes) {
      parts.push(
        `<li><code>${esc(n.target)}</code><pre>${esc(n.html)}</pre><p>${esc(n.summary)}</p></li>`,
      );
    }
    parts.push('</ul>');
  }
  if ((entry.checks ?? []).length) {
    parts.push(
      '<table><thead><tr><th scope="col">check</th><th scope="col">result</th><th scope="col">details</th></tr></thead><tbody>',
    );
    for (const c of entry.checks) {
      const state = c.skipped ? 'skipped' : c.ok ? 'pass' : 'fail';
      const text = [...c.details, ...(c.info ? [c.info] : [])].map(esc).join('<br>');
      parts.push(
        `<tr><td>${esc(c.check)}</td><td class="${state === 'fail' ? 'fail' : state === 'skipped' ? 'skip' : 'pass'}">${state}</td><td>${text}</td></tr>`,
      );
    }
    parts.push('</tbody></table>');
  }
  parts.push('</details>');
  return parts.join('\n');
}

/** One route's reviewed screen-reader transcripts (page/routes/<route>/__transcripts__/*.txt). */
/**
 * @param {string} dir
 * @param {string} root the repository's root (the files are named from it)
 * @returns {Transcript[]}
 */
export function readTranscripts(dir, root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const [title, ...lines] = text.trimEnd().split('\n');
      return {
        id: `transcript-${basename(file, '.txt')}`,
        file: relative(root, join(dir, file)),
        title: (title ?? '').replace(/^#\s*/, ''),
        lines,
      };
    });
}

function transcriptsHtml(/** @type {Transcript[]} */ transcripts = []) {
  if (transcripts.length === 0) return '';
  return `<h2 id="transcripts">What a screen reader says</h2>
<p>Guidepup's virtual screen reader over the page in its key states, after the same interaction as the audit's rows (jsdom; <code>page/routes/product/ProductPage.screenReader.test.tsx</code> fails with a diff when any of it changes). One spoken phrase a line; live announcements start with "polite:" or "assertive:". Not a real screen reader on a real platform.</p>
${transcripts
  .map(
    (t) =>
      `<section id="${esc(t.id)}" aria-labelledby="${esc(t.id)}-h"><h3 id="${esc(t.id)}-h">${esc(t.title)}</h3><p class="url">${esc(t.file)}</p><pre${t.id.startsWith('transcript-fr-CA-') ? ' lang="fr-CA"' : ''}>${esc(t.lines.join('\n'))}</pre></section>`,
  )
  .join('\n')}`;
}

/**
 * @param {Summary} summary
 * @param {Entry[]} entries
 * @param {Meta} meta
 */
export function reportHtml(summary, entries, meta) {
  const kinds = summary.byKind
    .map(
      (r) =>
        `<tr><th scope="row">${esc(r.kind)}</th><td>${r.targets}</td><td>${r.violations}</td><td>${r.checks}</td><td>${r.failed}</td></tr>`,
    )
    .join('\n');
  const rules = summary.rules
    .map(
      (r) =>
        `<tr><th scope="row"><code>${esc(r.id)}</code></th><td>${esc(r.help)}</td><td>${r.targets}</td><td>${r.nodes}</td><td><a href="${esc(r.helpUrl)}">help</a></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Accessibility audit — ${summary.ok ? 'pass' : 'fail'}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a;background:#fff}
table{border-collapse:collapse;margin:.5rem 0;width:100%}th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:left;vertical-align:top}
.pass{color:#0a6b2d}.fail{color:#b00020;font-weight:700}.skip{color:#595959}
pre{white-space:pre-wrap;background:#f3f3f3;padding:.25rem;margin:.25rem 0}summary{cursor:pointer;padding:.25rem 0}
.url{color:#595959;font-size:.875rem;word-break:break-all}a{color:#0645ad}:focus-visible{outline:3px solid #0645ad;outline-offset:2px}
</style></head><body><main>
<h1>Accessibility audit: <span class="${summary.ok ? 'pass' : 'fail'}">${summary.ok ? 'pass' : 'fail'}</span></h1>
<p>${esc(meta.date)} · axe-core ${esc(meta.axeVersion)} with ${esc(meta.tags.join(', '))} and target-size · ${summary.targets} targets, ${summary.violations} axe violations, ${summary.failedChecks} failed checks, ${summary.skipped} skipped.</p>
<h2>Summary</h2>
<table><thead><tr><th scope="col">what</th><th scope="col">targets</th><th scope="col">axe violations</th><th scope="col">checks</th><th scope="col">failed</th></tr></thead><tbody>${kinds}</tbody></table>
<h2>Rules that failed</h2>
${rules ? `<table><thead><tr><th scope="col">rule</th><th scope="col">what it checks</th><th scope="col">targets</th><th scope="col">nodes</th><th scope="col">help</th></tr></thead><tbody>${rules}</tbody></table>` : '<p>None.</p>'}
${transcriptsHtml(meta.transcripts)}
<h2>Every target</h2>
${entries.map(entryHtml).join('\n')}
</main></body></html>
`;
}

/**
 * Writes report.json and index.html into `dir`; returns their paths.
 * @param {string} dir
 * @param {Entry[]} entries
 * @param {Meta} meta
 */
export function writeReport(dir, entries, meta) {
  mkdirSync(dir, { recursive: true });
  const summary = summarise(entries);
  const json = join(dir, 'report.json');
  const html = join(dir, 'index.html');
  writeFileSync(json, `${JSON.stringify({ meta, summary, entries }, null, 2)}\n`);
  writeFileSync(html, reportHtml(summary, entries, meta));
  return { summary, json, html };
}

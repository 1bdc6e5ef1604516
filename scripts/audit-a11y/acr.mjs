// @ts-check
// The Accessibility Conformance Report (ITI VPAT 2.5, WCAG edition) from one audit run:
// acr.json and acr.html beside the audit report. Each criterion's level comes from the run's
// results for its evidence (wcag22.mjs): a failing check or an axe violation of one of its rules
// turns it to Partially Supports (some evidence passed) or Does Not Support (none did).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRITERIA } from './wcag22.mjs';
import { entryAnchor } from './report.mjs';

/**
 * @typedef {import('./checks.mjs').Entry} Entry
 * @typedef {import('./wcag22.mjs').Criterion} Criterion
 * What the conformance report reads of the run: its report's meta, the axe rules it had (with
 * their tags) and the product's version.
 * @typedef {Partial<import('./report.mjs').Meta> & {
 *   axeRules?: { ruleId: string, tags: string[] }[],
 *   version?: string,
 * }} AcrMeta
 * One piece of a criterion's evidence, linked to the audit report where it has a place there.
 * @typedef {{ kind: string, text: string, ok: boolean, href?: string }} Evidence
 * @typedef {{ id: string, name: string, level: string, evidence: Evidence[], remarks: string, conformance: string }} Row
 * @typedef {ReturnType<typeof writeAcr>} Acr
 */

const esc = (/** @type {unknown} */ text) =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** axe's tag for a criterion: 1.4.10 → wcag1410. */
const axeTag = (/** @type {string} */ id) => `wcag${id.replace(/\./g, '')}`;

export const NOT_TESTED = [
  'Real screen readers on real platforms (NVDA, JAWS, VoiceOver, TalkBack) were not used: the transcripts come from a virtual screen reader over jsdom, which reads the accessibility tree as they would in browse mode but is not one of them.',
  'Speech input, switch access and screen magnifiers were not used.',
  'Only Chromium was measured (the keyboard walks, zoom, forced colours and screenshots); other engines run the journeys elsewhere (npm run test:engines) but not this audit.',
  'Criteria marked "reviewed" rest on the project\u2019s own reading and unit tests, not on a measurement of this run.',
];

/**
 * The conformance of every criterion in `CRITERIA` from the run's entries and meta.
 * @param {Entry[]} entries
 * @param {AcrMeta} meta
 * @param {Criterion[]} [criteria]
 * @returns {Row[]}
 */
export function conformance(entries, meta, criteria = CRITERIA) {
  const axeRules = meta.axeRules ?? [];
  const ranAxe = entries.some(
    (e) => !e.skipped && Array.isArray(e.violations) && e.axeRan !== false,
  );
  const transcripts = new Map(
    (meta.transcripts ?? []).map((t) => [t.id.replace(/^transcript-/, ''), t]),
  );
  return criteria.map((c) => {
    /** @type {Omit<Row, 'conformance'>} */
    const row = { id: c.id, name: c.name, level: c.level, evidence: [], remarks: c.remarks ?? '' };
    if (c.notApplicable) {
      return { ...row, conformance: 'Not Applicable', remarks: c.notApplicable };
    }
    let passed = 0;
    let failed = 0;
    // Checks (keyboard walks and measures) whose names match.
    /** @type {Map<string, { name: string, passed: number, failed: number, anchors: string[] }>} */
    const byCheck = new Map();
    for (const entry of entries) {
      if (entry.skipped) continue;
      for (const check of entry.checks ?? []) {
        if (check.skipped) continue;
        const matched =
          (c.checks ?? []).some((p) => p.test(check.check)) ||
          (check.criteria &&
            (check.criteria.covers === 'all'
              ? c.level !== 'AAA'
              : check.criteria.covers.includes(c.id)));
        if (!matched) continue;
        const failedHere = check.ok
          ? false
          : !check.criteria || check.criteria.failed.includes(c.id);
        const name = check.check.replace(/ \[.*\]$/, '');
        const agg = byCheck.get(name) ?? { name, passed: 0, failed: 0, anchors: [] };
        if (failedHere) agg.failed += 1;
        else agg.passed += 1;
        if (failedHere || agg.anchors.length === 0) agg.anchors.push(entryAnchor(entry));
        byCheck.set(name, agg);
      }
    }
    for (const agg of byCheck.values()) {
      passed += agg.passed;
      failed += agg.failed;
      row.evidence.push({
        kind: 'check',
        text: `${agg.name}: ${agg.passed} passed, ${agg.failed} failed`,
        ok: agg.failed === 0,
        href: `index.html#${agg.anchors[agg.anchors.length - 1]}`,
      });
    }
    // axe rules: the criterion's own list and every rule the run had with its tag.
    const rules = new Set([
      ...(c.axe ?? []),
      ...axeRules.filter((r) => r.tags.includes(axeTag(c.id))).map((r) => r.ruleId),
    ]);
    if (ranAxe && rules.size > 0) {
      const violations = entries.flatMap((e) =>
        (e.violations ?? []).filter((v) => rules.has(v.id)).map((v) => ({ v, e })),
      );
      const audited = entries.filter((e) => !e.skipped && (e.violations ?? []).length >= 0).length;
      if (violations.length) failed += violations.length;
      else passed += 1;
      row.evidence.push({
        kind: 'axe',
        text: `axe ${[...rules].sort().join(', ')} over ${audited} targets: ${violations.length} violations`,
        ok: violations.length === 0,
        href: violations[0] ? `index.html#${entryAnchor(violations[0].e)}` : 'index.html',
      });
    }
    for (const name of c.transcripts ?? []) {
      const t = transcripts.get(name);
      if (!t) continue;
      row.evidence.push({
        kind: 'transcript',
        text: `screen-reader transcript: ${t.title}`,
        ok: true,
        href: `index.html#${t.id}`,
      });
    }
    if (c.review) row.evidence.push({ kind: 'review', text: `reviewed: ${c.review}`, ok: true });
    const measured = row.evidence.some((e) => e.kind !== 'review');
    let level;
    if (failed > 0) level = passed > 0 ? 'Partially Supports' : 'Does Not Support';
    else if (row.evidence.length === 0 || (c.level === 'AAA' && !measured)) level = 'Not Evaluated';
    else level = 'Supports';
    const failures = row.evidence.filter((e) => !e.ok).map((e) => e.text);
    return {
      ...row,
      conformance: level,
      remarks: failures.length
        ? `${row.remarks} This run found: ${failures.join('; ')}.`
        : row.remarks,
    };
  });
}

/**
 * @param {Row[]} rows
 * @param {string} caption
 */
function table(rows, caption) {
  const body = rows
    .map((r) => {
      const evidence = r.evidence
        .map((e) => {
          const text = esc(e.text);
          const mark = e.ok ? '' : '<strong>✖</strong> ';
          return `<li>${mark}${e.href ? `<a href="${esc(e.href)}">${text}</a>` : text}</li>`;
        })
        .join('');
      return `<tr id="sc-${esc(r.id.replace(/\./g, '-'))}"><th scope="row">${esc(r.id)} ${esc(r.name)} (Level ${esc(r.level)})</th><td class="${r.conformance.startsWith('Supports') || r.conformance === 'Not Applicable' ? 'pass' : r.conformance === 'Not Evaluated' ? 'skip' : 'fail'}">${esc(r.conformance)}</td><td>${esc(r.remarks)}${evidence ? `<ul>${evidence}</ul>` : ''}</td></tr>`;
    })
    .join('\n');
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">Criteria</th><th scope="col">Conformance Level</th><th scope="col">Remarks and Explanations</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** @param {Acr} report */
export function acrHtml(report) {
  const by = (/** @type {string} */ level) => report.criteria.filter((r) => r.level === level);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(report.product.name)} Accessibility Conformance Report (WCAG edition)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1a1a1a;background:#fff}
table{border-collapse:collapse;margin:1rem 0;width:100%}th,td{border:1px solid #767676;padding:.25rem .5rem;text-align:left;vertical-align:top}
caption{text-align:left;font-weight:700;font-size:1.25rem;padding:.5rem 0}ul{margin:.25rem 0;padding-left:1.25rem}
.pass{color:#0a6b2d}.fail{color:#b00020;font-weight:700}.skip{color:#595959}a{color:#0645ad}:focus-visible{outline:3px solid #0645ad;outline-offset:2px}
</style></head><body><main>
<h1>${esc(report.product.name)} Accessibility Conformance Report</h1>
<p>WCAG Edition, based on VPAT® Version 2.5 (ITI).</p>
<h2>Name of Product/Version</h2><p>${esc(report.product.name)} ${esc(report.product.version)}</p>
<h2>Report Date</h2><p>${esc(report.date)}</p>
<h2>Product Description</h2><p>${esc(report.product.description)}</p>
<h2>Contact Information</h2><p>The project's maintainers (repository README).</p>
<h2>Notes</h2><p>Generated by <code>npm run audit:a11y</code> from this run's results (<a href="index.html">the audit report</a>, <code>acr.json</code>); the criteria and their evidence are kept as data in <code>scripts/audit-a11y/wcag22.mjs</code>. Levels are not written by hand: a failing check or axe rule turns its criteria to Partially Supports or Does Not Support.</p>
<h3>Not tested</h3><ul>${report.notTested.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>
<h2>Evaluation Methods Used</h2><p>${esc(report.methods)}</p>
<h2>Applicable Standards/Guidelines</h2>
<table><thead><tr><th scope="col">Standard/Guideline</th><th scope="col">Included In Report</th></tr></thead><tbody>
<tr><th scope="row">Web Content Accessibility Guidelines 2.0</th><td>Level A (Yes), Level AA (Yes), Level AAA (No)</td></tr>
<tr><th scope="row">Web Content Accessibility Guidelines 2.1</th><td>Level A (Yes), Level AA (Yes), Level AAA (No)</td></tr>
<tr><th scope="row">Web Content Accessibility Guidelines 2.2</th><td>Level A (Yes), Level AA (Yes), Level AAA (Partially: ${by(
    'AAA',
  )
    .map((r) => esc(r.id))
    .join(', ')} measured)</td></tr>
</tbody></table>
<h2>Terms</h2><ul>
<li><strong>Supports</strong>: The functionality of the product has at least one method that meets the criterion without known defects or meets with equivalent facilitation.</li>
<li><strong>Partially Supports</strong>: Some functionality of the product does not meet the criterion.</li>
<li><strong>Does Not Support</strong>: The majority of product functionality does not meet the criterion.</li>
<li><strong>Not Applicable</strong>: The criterion is not relevant to the product.</li>
<li><strong>Not Evaluated</strong>: The product has not been evaluated against the criterion (used for AAA only).</li>
</ul>
<h2>WCAG 2.2 Report</h2>
<p>Summary: ${Object.entries(report.totals)
    .map(([k, v]) => `${esc(k)} ${v}`)
    .join(' · ')}.</p>
${table(by('A'), 'Table 1: Success Criteria, Level A')}
${table(by('AA'), 'Table 2: Success Criteria, Level AA')}
${table(by('AAA'), 'Table 3: Success Criteria, Level AAA (the measured ones)')}
<h2>Legal Disclaimer</h2><p>This report describes the product as the audit measured it on the date above; it is the project's own evaluation, not a third-party certification.</p>
</main></body></html>
`;
}

/**
 * Writes acr.json and acr.html into `dir`; returns the report.
 * @param {string} dir
 * @param {Entry[]} entries
 * @param {AcrMeta} meta
 */
export function writeAcr(dir, entries, meta) {
  const criteria = conformance(entries, meta);
  /** @type {Record<string, number>} */
  const totals = {};
  for (const c of criteria) totals[c.conformance] = (totals[c.conformance] ?? 0) + 1;
  const report = {
    product: {
      name: 'Cairnfield Outfitters gift-card product page',
      version: meta.version ?? '',
      description:
        'The gift-card product-detail page (standard, bulk, eGift and out-of-stock cards, the 404 and order-confirmation pages) and the design-system components it is built from.',
    },
    date: meta.date,
    standard: 'WCAG 2.2',
    methods: `Automated and scripted testing in Chromium by npm run audit:a11y: axe-core ${meta.axeVersion ?? ''} (${(meta.tags ?? []).join(', ')}, target-size), HTML_CodeSniffer (WCAG2AA), APG keyboard walks, live-region checks, focus-appearance screenshots, target sizes, text contrast from computed styles, 320 px reflow, 200 % and 400 % zoom and forced colours, over the built server's page states at 375 and 1280 px and over the design-system stories in every story theme (brand, high contrast, dark, a createTheme brand); screen-reader transcripts from a virtual screen reader (Guidepup) reviewed in the repository.`,
    notTested: NOT_TESTED,
    totals,
    criteria,
  };
  writeFileSync(join(dir, 'acr.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'acr.html'), acrHtml(report));
  return report;
}

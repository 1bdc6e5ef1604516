// The conformance report's data (wcag22.mjs) and levels (acr.mjs): every WCAG 2.2 A and AA success
// criterion is listed, every "Supports" rests on evidence, and the levels follow the run's results.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { conformance as conformanceOfRun } from './acr.mjs';
import { CRITERIA } from './wcag22.mjs';
import { AXE_TAGS } from './checks.mjs';
import { ALL_TRANSCRIPTS, FRENCH_TRANSCRIPTS } from './wcag22-transcripts.mjs';

/** WCAG 2.2's A and AA success criteria (https://www.w3.org/TR/WCAG22/), 4.1.1 included. */
const WCAG22_A_AA = {
  A: '1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.1.4 2.2.1 2.2.2 2.3.1 2.4.1 2.4.2 2.4.3 2.4.4 2.5.1 2.5.2 2.5.3 2.5.4 3.1.1 3.2.1 3.2.2 3.2.6 3.3.1 3.3.2 3.3.7 4.1.1 4.1.2',
  AA: '1.2.4 1.2.5 1.3.4 1.3.5 1.4.3 1.4.4 1.4.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.5 2.4.6 2.4.7 2.4.11 2.5.7 2.5.8 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4 3.3.8 4.1.3',
};

interface Row {
  id: string;
  level: string;
  conformance: string;
  evidence: { kind: string; ok: boolean }[];
}
type Check = { check: string; ok: boolean; details: string[] };
const conformance = conformanceOfRun as (entries: unknown[], meta: object) => Row[];

const axeRules = (
  createRequire(import.meta.url)('axe-core') as {
    getRules: (tags: string[]) => { ruleId: string; tags: string[] }[];
  }
)
  .getRules(AXE_TAGS)
  .map(({ ruleId, tags }) => ({ ruleId, tags }));

/** Every check name the audit gives (both widths, both themes), all passing unless `failing`. */
function run(failing: string[] = [], violations: string[] = []) {
  const names = [
    'tab order and focus indicator',
    'target size',
    'reflow (320 px wide)',
    'reflow (200 % zoom of 1280 px)',
    'reflow (400 % zoom of 1280 px)',
    'dialog fits (375 px)',
    'nothing overlaps or is lost (400 % zoom of 1280 px)',
    'keyboard: radio group (amount chips)',
    'keyboard: spinbutton (quantity)',
    'keyboard: accordion (details sections)',
    'keyboard: dialog (quantity dialog)',
    'keyboard: toast (F8)',
    'breadcrumb',
    'live region: toast',
    'errors: tied to their field',
    'forced colors: selection and focus visible',
    'focus appearance (2.4.13) [brand]',
    'target size enhanced (2.5.5) [highContrast]',
    'text contrast enhanced (1.4.6, high-contrast theme) [highContrast]',
  ];
  const checks: Check[] = names.map((check) => ({
    check,
    ok: !failing.includes(check),
    details: failing.includes(check) ? ['failed'] : [],
  }));
  const entries = [
    {
      kind: 'page state',
      target: 'standard card @ desktop 1280px',
      violations: violations.map((id) => ({ id, nodes: [{ target: 'x', html: '', summary: '' }] })),
      checks,
    },
    { kind: 'page state', target: 'standard card @ phone 375px', violations: [], checks },
  ];
  const transcripts = [
    'standard-card',
    'egift-card',
    'egift-errors',
    'out-of-stock',
    'toast-after-add',
    'quantity-limit-dialog',
  ].map((name) => ({ id: `transcript-${name}`, title: name, file: '', lines: [] }));
  return conformance(entries, { axeRules, transcripts });
}
const row = (rows: Row[], id: string) => rows.find((r) => r.id === id)!;

describe('the conformance report (ITI VPAT 2.5, WCAG 2.2 edition)', () => {
  it('should list every WCAG 2.2 success criterion of levels A and AA once, at its level', () => {
    const listed = (CRITERIA as { id: string; level: string }[]).map((c) => `${c.id} ${c.level}`);
    for (const [level, ids] of Object.entries(WCAG22_A_AA)) {
      for (const id of ids.split(' ')) expect(listed).toContain(`${id} ${level}`);
    }
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('given a run where everything passes, should support every applicable criterion, each with evidence', () => {
    const rows = run();
    for (const r of rows.filter((x) => x.level !== 'AAA')) {
      expect(['Supports', 'Not Applicable'], r.id).toContain(r.conformance);
      if (r.conformance === 'Supports') expect(r.evidence.length, r.id).toBeGreaterThan(0);
    }
    // The AAA criteria the audit measures are measured.
    for (const id of ['1.4.6', '2.4.13', '2.5.5'])
      expect(row(rows, id).conformance).toBe('Supports');
  });

  it('given a failing keyboard walk, should turn its criteria from Supports to Partially Supports', () => {
    const rows = run(['keyboard: dialog (quantity dialog)']);
    expect(row(rows, '2.1.2').conformance).toBe('Partially Supports');
    expect(row(rows, '2.4.3').conformance).toBe('Partially Supports');
    expect(row(rows, '1.4.10').conformance).toBe('Supports');
  });

  it('given an axe violation and a failing measure with no passing evidence, should say Does Not Support', () => {
    const rows = run(['focus appearance (2.4.13) [brand]'], ['html-has-lang']);
    expect(row(rows, '2.4.13').conformance).toBe('Does Not Support');
    expect(row(rows, '3.1.1').conformance).toBe('Does Not Support');
  });

  it('given a run without the measures (a fixture), should not claim an AAA criterion it did not measure', () => {
    const rows = conformance([], { axeRules, transcripts: [] });
    expect(row(rows, '2.5.5').conformance).toBe('Not Evaluated');
    expect(
      rows.filter((r) => r.conformance === 'Supports').every((r) => r.evidence.length > 0),
    ).toBe(true);
  });
});

describe('the transcripts the report names as evidence', () => {
  // Where audit-a11y.mjs reads the page's transcripts from.
  const dirs = ['page/walletSimulator/__transcripts__'].concat(
    readdirSync('page/routes').map((route) => `page/routes/${route}/__transcripts__`),
  );
  const files = dirs.flatMap((dir) => {
    try {
      return readdirSync(dir).map((file) => file.replace(/\.txt$/, ''));
    } catch {
      return [];
    }
  });

  it('should each be a reviewed transcript file', () => {
    expect(ALL_TRANSCRIPTS.filter((name) => !files.includes(name))).toEqual([]);
  });

  it('should back Language of Page by the page check alone and Language of Parts by the parts check alone', () => {
    const backs = (id: string, check: string) =>
      (CRITERIA.find((c) => c.id === id) as { checks?: RegExp[] }).checks?.some((re) =>
        re.test(check),
      ) ?? false;
    expect(backs('3.1.1', 'language of page (fr-CA)')).toBe(true);
    expect(backs('3.1.1', 'language of parts (fr-CA)')).toBe(false);
    expect(backs('3.1.2', 'language of parts (fr-CA)')).toBe(true);
    expect(backs('3.1.2', 'language of page (fr-CA)')).toBe(false);
  });

  it('should name every French transcript as evidence of language of parts', () => {
    const french = files.filter((name) => name.startsWith('fr-CA-')).sort();
    expect([...FRENCH_TRANSCRIPTS].sort()).toEqual(french);
    const parts = CRITERIA.find((c) => c.id === '3.1.2') as { transcripts?: string[] };
    expect(parts.transcripts).toEqual(FRENCH_TRANSCRIPTS);
  });
});

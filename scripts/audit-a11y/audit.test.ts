// The audit fails on a deliberate regression: `npm run audit:a11y` over a fixture page with a
// contrast error, a button without a name, a tiny button without a focus indicator and a modal
// dialog that lets Tab out and drops focus when it closes exits non-zero and names each problem in
// its summary, its report (axe and HTML_CodeSniffer) and its conformance report; a page that meets
// AA but not the AAA measures (focus appearance, 44 px targets, 7:1 text) has each named, and its
// 400 % zoom and forced-colours faults fail the audit; the clean fixture passes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'audit-test-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function audit(fixture: string) {
  const dir = join(out, fixture);
  const run = spawnSync(
    process.execPath,
    [
      'scripts/audit-a11y.mjs',
      `--fixture=scripts/audit-a11y/fixtures/${fixture}.html`,
      `--out=${dir}`,
    ],
    // Three minutes: the fixtures now take screenshots at every Tab stop, and a busy machine is slow.
    { cwd: root, encoding: 'utf8', timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
    summary: { ok: boolean; rules: { id: string }[] };
    entries: { checks: { check: string; ok: boolean; details: string[] }[] }[];
  };
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const acr = JSON.parse(readFileSync(join(dir, 'acr.json'), 'utf8')) as {
    criteria: { id: string; conformance: string; evidence: { text: string; href?: string }[] }[];
  };
  const acrHtml = readFileSync(join(dir, 'acr.html'), 'utf8');
  return { status: run.status, stdout: run.stdout, report, html, acr, acrHtml };
}

describe('npm run audit:a11y', () => {
  describe('given a page with deliberate regressions', () => {
    let result: ReturnType<typeof audit>;
    beforeAll(() => {
      result = audit('regression');
    }, 200_000);

    it('should exit non-zero', () => {
      expect(result.status).toBe(1);
    });

    it('should name the contrast error and the button without a name, with help links', () => {
      const rules = result.report.summary.rules.map((r) => r.id);
      expect(rules).toEqual(expect.arrayContaining(['color-contrast', 'button-name']));
      expect(result.stdout).toMatch(/✖ color-contrast: .*https:\/\/dequeuniversity\.com/);
      expect(result.stdout).toMatch(/✖ button-name: /);
      expect(result.html).toContain('<code>color-contrast</code>');
      expect(result.html).toContain('&lt;p class=&quot;faint&quot;&gt;');
    });

    it('should catch what axe cannot: a missing focus indicator and a small target', () => {
      const failed = result.report.entries.flatMap((e) => e.checks.filter((c) => !c.ok));
      const details = failed.flatMap((c) => c.details).join('\n');
      expect(details).toMatch(/no visible focus indicator on button "Remove"/);
      expect(details).toMatch(/button "Remove" is 16×16 px \(needs 24×24\)/);
    });

    it('should report HTML_CodeSniffer errors (WCAG2AA) for the contrast and the nameless button', () => {
      const sniffer = result.report.entries
        .flatMap((e) => e.checks)
        .filter((c) => c.check === 'HTML_CodeSniffer (WCAG2AA)');
      expect(sniffer).toHaveLength(2);
      for (const c of sniffer) {
        expect(c.ok).toBe(false);
        expect(c.details.join('\n')).toMatch(/1_4_3\.G18\.Fail: .*1\.67:1/);
        expect(c.details.join('\n')).toMatch(/4_1_2\.H91\.Button\.Name/);
      }
    });

    it('should turn the failing criteria of the conformance report away from Supports, with links to the evidence', () => {
      const level = (id: string) => result.acr.criteria.find((c) => c.id === id)?.conformance;
      expect(level('1.4.3')).toBe('Does Not Support');
      expect(level('4.1.2')).toMatch(/^(Partially Supports|Does Not Support)$/);
      expect(level('2.1.2')).toMatch(/^(Partially Supports|Does Not Support)$/);
      expect(level('1.2.2')).toBe('Not Applicable');
      const contrast = result.acr.criteria.find((c) => c.id === '1.4.3')!;
      expect(contrast.evidence.some((e) => e.href?.startsWith('index.html#t-fixture-'))).toBe(true);
      expect(result.acrHtml).toContain('Table 1: Success Criteria, Level A');
      expect(result.acrHtml).toMatch(/Real screen readers on real platforms .* were not used/);
    });

    it('should catch a dialog that lets Tab out and loses focus when it closes', () => {
      const walks = result.report.entries.flatMap((e) =>
        e.checks.filter((c) => c.check === 'keyboard: dialog (fixture dialog)'),
      );
      expect(walks).toHaveLength(2);
      for (const walk of walks) {
        expect(walk.ok).toBe(false);
        expect(walk.details.join('\n')).toMatch(/Tab left the dialog/);
        expect(walk.details.join('\n')).toMatch(/focus did not return to the trigger/);
      }
    });
  });

  describe('given a page that meets AA but fails the AAA measures', () => {
    let result: ReturnType<typeof audit>;
    beforeAll(() => {
      result = audit('aaa-regression');
    }, 200_000);
    const failed = (check: RegExp) =>
      result.report.entries
        .flatMap((e) => e.checks)
        .filter((c) => check.test(c.check) && !c.ok)
        .flatMap((c) => c.details)
        .join('\n');

    it('should exit non-zero for its 400 % zoom faults, with axe finding nothing', () => {
      expect(result.status).toBe(1);
      expect(result.report.summary.rules).toEqual([]);
    });

    it('should measure a focus indicator smaller than a 2 CSS px perimeter at 3:1 (2.4.13)', () => {
      expect(failed(/focus appearance/)).toMatch(
        /button "Apply code": the focus indicator changes \d+ CSS px² by 3:1 or more \(needs \d+/,
      );
    });

    it('should hold targets to 44 px unless an exception is named (2.5.5)', () => {
      expect(failed(/target size enhanced/)).toMatch(/button "Remove" is 32×32 px \(needs 44×44\)/);
    });

    it('should list text below 7:1 with its colour pair (1.4.6)', () => {
      expect(failed(/text contrast enhanced/)).toMatch(
        /#767676 on #ffffff: 4\.54:1 \(needs 7:1\), 1 texts, e\.g\. "Delivered by email/,
      );
    });

    it('should measure the second theme once its colours show, not those of the first (1.4.6)', () => {
      const checks = result.report.entries.flatMap((e) => e.checks) as {
        check: string;
        details: string[];
        pairs?: { pair: string }[];
      }[];
      const inTheme = (name: string) => checks.find((c) => c.check.includes(name));
      // The page's own theme: its green is 6.55:1.
      expect(inTheme('page theme')?.details.join('\n')).toMatch(
        /#1d6b35 on #ffffff: 6\.55:1 \(needs 7:1\), 1 texts, e\.g\. "Free shipping/,
      );
      // The high-contrast theme: its own green, measured after the class swap has shown.
      const contrast = inTheme('high-contrast theme');
      expect(contrast?.pairs?.map((p) => p.pair)).toContain('#003d14 on #ffffff');
      expect(contrast?.details.join('\n')).not.toMatch(/#1d6b35/);
      expect(contrast?.details.join('\n')).toMatch(/#767676 on #ffffff: 4\.54:1/);
    });

    it('should catch sideways scrolling, overlap and lost text at 400 % zoom and in forced colours', () => {
      expect(failed(/reflow \(400 % zoom/)).toMatch(
        /scrolls sideways: \d+ px of content in 320 px/,
      );
      for (const mode of ['400 % zoom of 1280 px', 'forced colours']) {
        const details = failed(new RegExp(`nothing overlaps or is lost \\(${mode}`));
        expect(details).toMatch(/p "Gift cards never expire and ca" overlaps span "New"/);
        expect(details).toMatch(/p "Gift cards never expire and ca" is cut off/);
      }
    });
  });

  describe('given a clean page', () => {
    it('should exit 0 with nothing to report', () => {
      const result = audit('clean');
      expect(result.report.summary.ok).toBe(true);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/✔ a11y audit: 4 targets, 0 axe violations, 0 failed checks/);
      // Nothing failed, so no criterion is below Supports in its conformance report.
      expect(result.acr.criteria.filter((c) => /Partially|Does Not/.test(c.conformance))).toEqual(
        [],
      );
    }, 200_000);
  });
});

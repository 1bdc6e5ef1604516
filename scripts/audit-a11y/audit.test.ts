// The audit fails on a deliberate regression: `npm run audit:a11y` over a fixture page with a
// contrast error, a button without a name, a tiny button without a focus indicator and a modal
// dialog that lets Tab out and drops focus when it closes exits non-zero and names each problem in
// its summary and report; the clean fixture passes.
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
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
    summary: { ok: boolean; rules: { id: string }[] };
    entries: { checks: { check: string; ok: boolean; details: string[] }[] }[];
  };
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return { status: run.status, stdout: run.stdout, report, html };
}

describe('npm run audit:a11y', () => {
  describe('given a page with deliberate regressions', () => {
    let result: ReturnType<typeof audit>;
    beforeAll(() => {
      result = audit('regression');
    });

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

  describe('given a clean page', () => {
    it('should exit 0 with nothing to report', () => {
      const result = audit('clean');
      expect(result.report.summary.ok).toBe(true);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/✔ a11y audit: 2 targets, 0 axe violations, 0 failed checks/);
    });
  });
});

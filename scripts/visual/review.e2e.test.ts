// The visual review end to end (docs/visual-review.md), in a scratch copy of the repository so the
// real baselines are never touched: a designer's token change (the brand accent) in the DTCG source,
// `npm run visual` over the Button stories (every theme): its story tests failing on the changes
// not yet accepted, as `npm test` would, and its report; the report in Chromium (no console error,
// axe clean, compare views working), one story accepted from the served report, the rest accepted
// at once, then the story tests passing.
//
// Kept affordable: one stories file (Button: 6 stories × every theme) and its screen-reader test
// instead of all 150-odd stories, in a copy whose node_modules are hard links (no copy of bytes).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { axe as axeOfAudit } from '../audit-a11y/checks.mjs';
import { ROOT, STORY_PROJECT } from './paths.mjs';
import type { Model } from './model.mjs';

const STORIES = 'stories/design-system/Button.stories.tsx';
const SHOTS = 'stories/design-system/__screenshots__/Button.stories.tsx';
const shot = (name: string, theme: string) => `${SHOTS}/${name}-${theme}-chromium-linux.png`;
const TRANSCRIPT = 'design-system/components/Button/__transcripts__/loading.txt';
const SKIP = new Set([
  'node_modules',
  '.git',
  '.tmp',
  'reports',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
  '.vitest-attachments',
  '.data',
]);

/** axe-core in the page, as the accessibility audit runs it (WCAG 2.2 A and AA, target size). */
const axe = axeOfAudit as (page: Page) => Promise<unknown[]>;

let scratch = '';
/** A page's answer may take seconds on a busy machine; a poll still ends when it holds. */
const WAIT = { timeout: 15_000 };
const chromiumPath = (findChromium as () => string)();

/** Runs a command in the scratch copy; resolves to its exit code and output. */
function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(cmd, args, {
      cwd: scratch,
      env: { ...process.env, CHROMIUM_PATH: chromiumPath, CI: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Every baseline and transcript of the scratch copy, with a hash of its content. */
function baselines(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(scratch, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.parentPath.includes('node_modules'))
      .map((e) => path.relative(scratch, path.join(e.parentPath, e.name)))
      .filter((file) => /__screenshots__|__transcripts__/.test(file) && !file.startsWith('reports'))
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(scratch, file)))
          .digest('hex'),
      ]),
  );
}

/** The story tests of the Button stories (every theme) and its screen-reader test. */
async function storyTests() {
  const results = path.join(scratch, '.tmp', 'results.json');
  const { code } = await run(
    'npx',
    [
      '--no-install',
      'vitest',
      'run',
      '--project',
      STORY_PROJECT,
      '--project',
      'unit',
      STORIES,
      'design-system/components/Button/Button.screenReader.test.tsx',
      '--reporter=json',
      `--outputFile.json=${results}`,
    ],
    { UPDATE_SNAPSHOT: 'none' },
  );
  const json = JSON.parse(readFileSync(results, 'utf8')) as {
    testResults: { assertionResults: { fullName: string; status: string }[] }[];
  };
  const failed = json.testResults
    .flatMap((file) => file.assertionResults)
    .filter((test) => test.status === 'failed')
    .map((test) => test.fullName);
  return { code, failed };
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(ROOT, '.tmp', 'visual-e2e-'));
  for (const entry of readdirSync(ROOT)) {
    if (!SKIP.has(entry))
      cpSync(path.join(ROOT, entry), path.join(scratch, entry), { recursive: true });
  }
  // The installed packages as hard links: seconds, and the copy's Vite cache is its own.
  const link = await new Promise<number>((resolve) =>
    spawn('cp', ['-al', path.join(ROOT, 'node_modules'), scratch]).on('close', resolve),
  );
  expect(link).toBe(0);
  rmSync(path.join(scratch, 'node_modules', '.vite'), { recursive: true, force: true });

  // The designer's change: the brand accent, in the tokens' one source, then `npm run tokens`.
  const tokens = path.join(scratch, 'design-system/tokens/src/brand.tokens.json');
  const source = readFileSync(tokens, 'utf8');
  const changed = source.replace(
    /("accent": \{\s*"\$value": \{\s*"colorSpace": "srgb",\s*"components": )\[[^\]]*\],(\s*"hex": )"#1d5a37"/,
    '$1[0.4784, 0.1137, 0.3529],$2"#7a1d5a"',
  );
  expect(changed).not.toBe(source);
  writeFileSync(tokens, changed);
  expect((await run('node', ['scripts/tokens.mjs'])).code).toBe(0);
  // And what the screen reader says of a loading button, as its reviewed transcript had it before
  // a change to the Button's wording: the review shows the difference in the Button's group.
  const transcript = path.join(scratch, TRANSCRIPT);
  writeFileSync(
    transcript,
    readFileSync(transcript, 'utf8').replace('Adding to cart, busy', 'Adding to cart busy'),
  );
});

afterAll(() => {
  if (scratch && existsSync(scratch)) rmSync(scratch, { recursive: true, force: true });
});

describe('reviewing a token change', () => {
  let model: Model;
  let browser: Browser;

  it('should fail the story tests on exactly the stories that paint with the accent, with their diffs', async () => {
    const visual = await run('node', ['scripts/visual.mjs', STORIES]);
    expect(visual.code, visual.output).toBe(0);
    // The story tests of the run (the same command as npm test's) failed: nothing is accepted yet.
    expect(visual.output).toContain('the story tests failed (exit code 1)');
    expect(visual.output).toContain('visual: report reports/visual/index.html');
    const report = readFileSync(path.join(scratch, 'reports/visual/report.json'), 'utf8');
    model = (JSON.parse(report) as { model: Model }).model;
    const button = model.groups.find((g) => g.title === 'Design system/Button');
    // Button.css.ts paints the primary and secondary variants with the accent; the loading and
    // disabled buttons use other tokens, and the high-contrast theme has an accent of its own.
    expect(button?.screenshots.map((c) => [c.id, c.status, c.hasDiff])).toEqual(
      ['Primary', 'Variants', 'Sizes', 'Full-Width'].map((name) => [
        shot(name, 'brand'),
        'changed',
        true,
      ]),
    );
    // Unchanged: the two brand stories that do not paint with it, the six high-contrast ones, and
    // the twelve of the themes checked with axe only (dark, the createTheme brand).
    // Nothing else failed: the run's failures are these four screenshots and the transcript.
    expect(model.counts).toEqual({ changed: 4, new: 0, unchanged: 20, failed: 0, skipped: 0 });
    expect(button?.transcripts.map((c) => [c.id, c.status])).toEqual([[TRANSCRIPT, 'changed']]);
  });

  it('should open from disk in Chromium with no console error and no axe violation', async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    });
    // Tall enough that every lazily loaded image of the report is in view.
    const page = await browser.newPage({ viewport: { width: 1280, height: 4000 } });
    const errors = watchErrors(page);
    await page.goto(`file://${path.join(scratch, 'reports/visual/index.html')}`);
    await expect.poll(() => loadedImages(page), WAIT).toBe(4 * 3);
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Accept Primary, Cairnfield (brand)' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent(), WAIT)
      .toContain('Opened from disk, this page cannot write files');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('should accept one story from the served report and rewrite only its baseline', async () => {
    const before = baselines();
    const server = spawn('node', ['scripts/visual.mjs', '--no-run', '--serve', '--port', '0'], {
      cwd: scratch,
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /review at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
          if (match) resolve(match[1]!);
        });
        server.on('close', () => reject(new Error(`The review server stopped:\n${output}`)));
      });
      const page = await browser.newPage();
      const errors = watchErrors(page);
      await page.goto(url);
      const primary = page.getByRole('article', { name: /^Primary\W+Cairnfield \(brand\)$/ });
      // The slider and blink views of the same change.
      await primary.getByRole('radio', { name: 'Slider' }).check();
      await primary.getByRole('slider').fill('20');
      expect(await primary.locator('.stack').getAttribute('style')).toContain('--split: 20%');
      await primary.getByRole('radio', { name: 'Blink' }).check();
      const blinker = primary.getByRole('img', { name: /^Primary, Cairnfield \(brand\), / });
      await primary.getByRole('button', { name: 'Blink Primary, Cairnfield (brand)' }).click();
      await expect.poll(() => blinker.getAttribute('alt'), WAIT).toMatch(/new screenshot$/);
      await expect.poll(() => blinker.getAttribute('alt'), WAIT).toMatch(/baseline$/);
      expect(await axe(page)).toEqual([]);

      const accept = primary.getByRole('button', { name: 'Accept Primary, Cairnfield (brand)' });
      await accept.click();
      await expect
        .poll(() => page.getByRole('status').textContent(), WAIT)
        .toBe('Primary, Cairnfield (brand): Accepted: the baseline is rewritten.');
      expect(await accept.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      server.kill('SIGTERM');
    }
    const after = baselines();
    const rewritten = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(rewritten).toEqual([shot('Primary', 'brand')]);
    expect(readFileSync(path.join(scratch, shot('Primary', 'brand')))).toEqual(
      readFileSync(path.join(scratch, 'reports/visual/full/new', shot('Primary', 'brand'))),
    );
    await browser.close();
  });

  it('should pass the story tests once the rest are accepted', async () => {
    const acceptAll = await run('node', ['scripts/visual.mjs', '--accept-all']);
    expect(acceptAll.code, acceptAll.output).toBe(0);
    // The three screenshots and the transcript left after the one accepted from the report.
    expect(acceptAll.output).toContain('visual: 4 accepted');
    const accepted = await storyTests();
    expect(accepted).toEqual({ code: 0, failed: [] });
  });
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** How many of the report's compare images (side by side) have loaded. */
function loadedImages(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('.side img')].filter(
        (img) => img.complete && img.naturalWidth > 0,
      ).length,
  );
}

// The visual review's files and server (review.mjs, server.mjs) over a made-up run in a temporary
// folder: the report shows what changed; accepting one change rewrites that one committed file and
// nothing else; the server takes decisions only from its own page.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptAll, decide, readRun, writeReport } from './review.mjs';
import { serveReport } from './server.mjs';
import { readPng, writePng } from './png.mjs';

const SHOTS = 'stories/design-system/__screenshots__/Button.stories.tsx';
const shot = (name: string) => `${SHOTS}/${name}-brand-chromium-${process.platform}.png`;
const TRANSCRIPT = 'design-system/components/Button/__transcripts__/loading.txt';

function png(colour: number[]) {
  const image = { width: 40, height: 20, data: new Uint8Array(40 * 20 * 4) };
  for (let i = 0; i < 40 * 20; i += 1) image.data.set([255, 255, 255, 255], i * 4);
  for (let y = 2; y < 8; y += 1)
    for (let x = 2; x < 12; x += 1) image.data.set(colour, (y * 40 + x) * 4);
  return writePng(image);
}
const GREEN = png([29, 90, 55, 255]);
const PURPLE = png([122, 29, 90, 255]);

let root: string;
let runDir: string;
let reportDir: string;

function put(file: string, content: string | Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Every file of the repository (not the run, not the report), with a hash of its content. */
function committed(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .filter((file) => !file.startsWith('.tmp') && !file.startsWith('reports'))
      .map((file) => [
        file,
        createHash('sha256')
          .update(readFileSync(path.join(root, file)))
          .digest('hex'),
      ]),
  );
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  runDir = path.join(root, '.tmp', 'visual-run');
  reportDir = path.join(root, 'reports', 'visual');
  put(
    path.join(root, 'stories/design-system/Button.stories.tsx'),
    "const meta = { title: 'Design system/Button' };\n",
  );
  for (const name of ['Primary', 'Sizes', 'Loading']) put(path.join(root, shot(name)), GREEN);
  put(path.join(root, TRANSCRIPT), '# Button\nbutton, Add to cart\n');
  for (const name of ['Primary', 'Sizes']) {
    put(path.join(runDir, 'actual', shot(name)), PURPLE);
    put(path.join(runDir, 'diff', shot(name)), PURPLE);
  }
  put(path.join(runDir, 'new', shot('Brand-New')), PURPLE);
  put(path.join(runDir, 'transcripts', TRANSCRIPT), '# Button\nbutton, Add to basket\n');
  const story = (name: string, state: string) => ({
    file: 'stories/design-system/Button.stories.tsx',
    name,
    storyId: `design-system-button--${name.toLowerCase().replace(' ', '-')}`,
    theme: 'brand',
    screenshot: `${name.replace(' ', '-')}-brand`,
    state,
    error: null,
  });
  put(
    path.join(runDir, 'stories.json'),
    JSON.stringify({
      themes: [{ name: 'brand', title: 'Cairnfield (brand)' }],
      stories: [
        story('Primary', 'failed'),
        story('Sizes', 'failed'),
        story('Loading', 'passed'),
        story('Brand New', 'failed'),
      ],
    }),
  );
  const model = readRun({ storybookUrl: 'http://localhost:6006', root, runDir });
  writeReport(model, { storybookUrl: 'http://localhost:6006', root, runDir, reportDir });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the visual review report', () => {
  it('should show each change with its images and transcript, and count the unchanged', () => {
    const html = readFileSync(path.join(reportDir, 'index.html'), 'utf8');
    for (const name of ['Primary', 'Sizes', 'Brand New']) expect(html).toContain(`>${name} <`);
    expect(html).not.toContain('>Loading <');
    expect(html).toContain('<strong>1 screenshot</strong> unchanged');
    expect(html).toContain('No longer says: </span>button, Add to cart');
    expect(html).toContain('Now says: </span>button, Add to basket');
    const cropped = readPng(readFileSync(path.join(reportDir, 'images', 'new', shot('Primary'))));
    // The 10×6 px content at (2, 2) and 16 px around it, within the 40×20 frame.
    expect([cropped.width, cropped.height]).toEqual([28, 20]);
  });

  it("should rewrite only the accepted story's baseline, with the whole new screenshot", () => {
    const before = committed();
    expect(decide(shot('Primary'), 'accept', { root, reportDir }).state).toBe('accepted');
    const after = committed();
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed).toEqual([shot('Primary')]);
    expect(readFileSync(path.join(root, shot('Primary')))).toEqual(PURPLE);
    expect(readFileSync(path.join(reportDir, 'index.html'), 'utf8')).toMatch(
      /data-state="accepted"[^>]*>\s*<h3[^>]*>Primary/,
    );
  });

  it('should count a change accepted since the run as unchanged when the report is built again', () => {
    decide(shot('Primary'), 'accept', { root, reportDir });
    const again = readRun({ storybookUrl: 'http://localhost:6006', root, runDir });
    expect(again.counts).toEqual({ changed: 1, new: 1, unchanged: 2, failed: 0, skipped: 0 });
  });

  it('should write nothing on a rejection, and refuse what the report does not list', () => {
    const before = committed();
    expect(decide(shot('Sizes'), 'reject', { root, reportDir }).state).toBe('rejected');
    expect(committed()).toEqual(before);
    expect(() => decide(shot('Loading'), 'accept', { root, reportDir })).toThrow(/no change/);
    expect(() => decide('../../etc/passwd', 'accept', { root, reportDir })).toThrow(/no change/);
    decide(shot('Sizes'), 'accept', { root, reportDir });
    expect(() => decide(shot('Sizes'), 'reject', { root, reportDir })).toThrow(/Already accepted/);
  });

  it('should accept every change at once: baselines, the new story and the transcript', () => {
    const accepted = acceptAll({ root, reportDir });
    expect(accepted.sort()).toEqual(
      [shot('Brand-New'), shot('Primary'), shot('Sizes'), TRANSCRIPT].sort(),
    );
    expect(readFileSync(path.join(root, shot('Brand-New')))).toEqual(PURPLE);
    expect(readFileSync(path.join(root, TRANSCRIPT), 'utf8')).toBe(
      '# Button\nbutton, Add to basket\n',
    );
    expect(readFileSync(path.join(root, shot('Loading')))).toEqual(GREEN);
  });
});

describe('the review server', () => {
  let server: { url: string; close: () => Promise<void> };
  beforeEach(async () => {
    server = await serveReport({ port: 0, reportDir, root });
  });
  afterEach(() => server.close());

  function send(
    method: string,
    pathname: string,
    { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: string }> {
    const url = new URL(server.url);
    return new Promise((resolve, reject) => {
      const req = request(
        { host: url.hostname, port: url.port, method, path: pathname, headers },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }
  const origin = () => server.url.replace(/\/$/, '');
  const json = { 'content-type': 'application/json' };
  const accept = (id: string) => JSON.stringify({ id, decision: 'accept' });

  it('should serve the report and its images, and nothing outside it', async () => {
    expect((await send('GET', '/')).body).toContain('<h1>Visual review</h1>');
    expect((await send('GET', `/images/new/${shot('Primary')}`)).status).toBe(200);
    expect(
      (await send('GET', '/%2e%2e/%2e%2e/stories/design-system/Button.stories.tsx')).status,
    ).toBe(404);
    expect((await send('GET', '/%E0%A4%A')).status).toBe(400);
    expect((await send('PUT', '/')).status).toBe(405);
  });

  it('should accept a change from its own page, and refuse any other request with a 4xx', async () => {
    const before = committed();
    const own = { ...json, origin: origin() };
    expect(
      (await send('POST', '/api/decisions', { body: accept(shot('Primary')), headers: json }))
        .status,
    ).toBe(403);
    expect(
      (
        await send('POST', '/api/decisions', {
          body: accept(shot('Primary')),
          headers: { ...json, origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await send('POST', '/api/decisions', {
          body: accept(shot('Primary')),
          headers: { ...own, host: 'evil.example' },
        })
      ).status,
    ).toBe(421);
    expect(
      (
        await send('POST', '/api/decisions', {
          body: accept(shot('Primary')),
          headers: { origin: origin(), 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
    expect((await send('POST', '/api/decisions', { body: '{"id":', headers: own })).status).toBe(
      400,
    );
    expect(
      (await send('POST', '/api/decisions', { body: 'x'.repeat(20_000), headers: own })).status,
    ).toBe(413);
    expect(
      (await send('POST', '/api/decisions', { body: accept('package.json'), headers: own })).status,
    ).toBe(404);
    expect(
      (
        await send('POST', '/api/decisions', {
          body: JSON.stringify({ id: shot('Primary'), decision: 'delete' }),
          headers: own,
        })
      ).status,
    ).toBe(400);
    expect(committed()).toEqual(before);

    const ok = await send('POST', '/api/decisions', {
      body: accept(shot('Primary')),
      headers: own,
    });
    expect(ok).toEqual({
      status: 200,
      body: JSON.stringify({ id: shot('Primary'), state: 'accepted' }),
    });
    const after = committed();
    expect(Object.keys(after).filter((f) => after[f] !== before[f])).toEqual([shot('Primary')]);
  });
});

// @vitest-environment node
/** The client build's files as the page server sends them (real HTTP). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPage, type RunningTestPage } from '../test/servers';

const clientDir = mkdtempSync(join(tmpdir(), 'page-assets-'));
let page: RunningTestPage;

beforeAll(async () => {
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets/main-Abc123.js'), 'export const answer = 42;\n');
  writeFileSync(join(clientDir, 'assets/main-Abc123.css'), 'p { margin: 0 }\n');
  page = await startTestPage({ clientDir, shopApiOrigin: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await page?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('client assets', () => {
  it('given a hashed asset, when fetched, should send it immutable, with neither a validator nor a correlation id', async () => {
    const response = await fetch(`${page.origin}/assets/main-Abc123.js`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export const answer = 42;\n');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('x-correlation-id')).toBeNull();
  });

  it('given a script, when fetched, should type it as JavaScript without a charset, which a module script never reads', async () => {
    const script = await fetch(`${page.origin}/assets/main-Abc123.js`);
    const stylesheet = await fetch(`${page.origin}/assets/main-Abc123.css`);

    expect(script.headers.get('content-type')).toBe('text/javascript');
    // A stylesheet keeps its charset: CSS reads it.
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('given any other answer, when fetched, should name its correlation id', async () => {
    const response = await fetch(`${page.origin}/healthz`);

    expect(response.status).toBe(200);
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/**
 * A `kill -9` of the shop API during a burst of idempotent adds, then a restart on the same data
 * folder: every acknowledged add is there exactly once, and retrying every key (acknowledged or
 * not) never adds twice. The server runs as a child process built from shop-api/main.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDir, key, regularAdd, removeScratch, TestClient } from './test/helpers.ts';
import type { AddToCartAnswer } from './test/helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Inside node_modules so the bundle's external imports resolve to the project's packages.
const outDir = path.join(root, 'node_modules', '.cache', 'shop-api-crash-test');
const entry = path.join(outDir, 'main.js');

beforeAll(async () => {
  // The same build as `npm run shop-api`, without the project's page plugins.
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { ssr: path.join(root, 'shop-api', 'main.ts'), outDir, emptyOutDir: true },
  });
});

afterAll(removeScratch);

async function startChild(dataDir: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      SHOP_API_DATA_DIR: dataDir,
      SHOP_API_PORT: '0',
      SHOP_API_STOCK_LEVELS: '20001=500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no start within 60 s: ${out}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
  });
  return { child, baseUrl };
}

describe('kill -9 during a burst of adds', () => {
  it('keeps every acknowledged add exactly once, and retries never add twice', async () => {
    const dataDir = freshPgliteDir();
    const first = await startChild(dataDir);
    const shopper = new TestClient(first.baseUrl);
    expect((await shopper.post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);

    const keys = Array.from({ length: 24 }, () => key());
    const acknowledged = new Map<string, string>();
    let killed = false;
    const send = async (k: string) => {
      try {
        const answer = await shopper.post('/api/cart/sku', regularAdd('20001', 1), {
          headers: { 'Idempotency-Key': k },
        });
        if (answer.status === 200) acknowledged.set(k, answer.text);
      } catch {
        // the connection died with the server: not acknowledged
      }
      if (!killed && acknowledged.size >= 8) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    };
    // Waves of four concurrent adds until the server is gone.
    for (let i = 0; i < keys.length && !killed; i += 4) {
      await Promise.all(keys.slice(i, i + 4).map(send));
    }
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(8);
    await new Promise((resolve) => first.child.once('exit', resolve));

    const second = await startChild(dataDir);
    try {
      const again = new TestClient(second.baseUrl);
      for (const [name, value] of shopper.cookies) again.cookies.set(name, value);
      const cart = async () =>
        (await again.get<{ cart: { totalCartQuantity: number } }>('/api/cart/000000')).body.cart
          .totalCartQuantity;
      const afterRestart = await cart();
      // Every acknowledged add is there; an unacknowledged one may be there too (its answer was lost).
      expect(afterRestart).toBeGreaterThanOrEqual(1 + acknowledged.size);
      // Retrying every key: acknowledged ones replay their answer, and nothing lands twice.
      for (const k of keys) {
        const retry = await again.post<AddToCartAnswer>('/api/cart/sku', regularAdd('20001', 1), {
          headers: { 'Idempotency-Key': k },
        });
        expect(retry.status).toBe(200);
        if (acknowledged.has(k)) {
          expect(retry.headers.get('idempotent-replayed')).toBe('true');
          expect(retry.text).toBe(acknowledged.get(k));
        }
      }
      expect(await cart()).toBe(1 + keys.length);
    } finally {
      second.child.kill('SIGTERM');
      await new Promise((resolve) => second.child.once('exit', resolve));
    }
  }, 180_000);
});

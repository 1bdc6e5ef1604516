import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedFolder, sourceKey } from './cachedFolder';

let root: string;
let cacheDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cached-folder-'));
  cacheDir = path.join(root, '.tmp/cache');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A make that counts its calls and writes what it was asked for. */
function counting(text: string) {
  const made = { count: 0 };
  const make = async (dir: string) => {
    made.count += 1;
    // Slow enough that the callers started at once all find it being made.
    await new Promise((resolve) => setImmediate(resolve));
    writeFileSync(path.join(dir, 'content.txt'), text);
  };
  return { made, make };
}

describe('a folder made once from the sources and kept', () => {
  it('given three callers at once, should make it once and give each the same folder', async () => {
    const { made, make } = counting('one');
    const options = { cacheDir, key: 'k1', make, timeoutMs: 10_000, what: 'the folder' };
    const dirs = await Promise.all([1, 2, 3].map(() => cachedFolder(options)));
    expect(made.count).toBe(1);
    expect(new Set(dirs).size).toBe(1);
    expect(readFileSync(path.join(dirs[0]!, 'content.txt'), 'utf8')).toBe('one');
  });

  it('given a later call with the same key, should reuse the folder without making it', async () => {
    const first = counting('one');
    await cachedFolder({ cacheDir, key: 'k1', make: first.make, timeoutMs: 10_000, what: 'x' });
    const second = counting('two');
    const dir = await cachedFolder({
      cacheDir,
      key: 'k1',
      make: second.make,
      timeoutMs: 10_000,
      what: 'x',
    });
    expect(second.made.count).toBe(0);
    expect(readFileSync(path.join(dir, 'content.txt'), 'utf8')).toBe('one');
  });

  it('given a new key, should make a new folder and remove the old one', async () => {
    const old = await cachedFolder({
      cacheDir,
      key: 'k1',
      make: counting('one').make,
      timeoutMs: 10_000,
      what: 'x',
    });
    const dir = await cachedFolder({
      cacheDir,
      key: 'k2',
      make: counting('two').make,
      timeoutMs: 10_000,
      what: 'x',
    });
    expect(readFileSync(path.join(dir, 'content.txt'), 'utf8')).toBe('two');
    expect(existsSync(old)).toBe(false);
  });

  it('given a make that fails, should not keep its folder, and the next call makes it again', async () => {
    const failing = async () => Promise.reject(new Error('build failed'));
    await expect(
      cachedFolder({ cacheDir, key: 'k1', make: failing, timeoutMs: 10_000, what: 'x' }),
    ).rejects.toThrow('build failed');
    const { made, make } = counting('one');
    await cachedFolder({ cacheDir, key: 'k1', make, timeoutMs: 10_000, what: 'x' });
    expect(made.count).toBe(1);
  });
});

describe('the key of the sources', () => {
  it('should change when a source file changes and not for a test file', () => {
    writeFileSync(path.join(root, 'a.ts'), 'one');
    writeFileSync(path.join(root, 'a.test.ts'), 'test');
    const before = sourceKey(root, ['a.ts', 'a.test.ts']);
    writeFileSync(path.join(root, 'a.test.ts'), 'another test');
    expect(sourceKey(root, ['a.ts', 'a.test.ts'])).toBe(before);
    writeFileSync(path.join(root, 'a.ts'), 'two');
    utimesSync(path.join(root, 'a.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(sourceKey(root, ['a.ts', 'a.test.ts'])).not.toBe(before);
  });
});

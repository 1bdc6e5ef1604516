/**
 * A folder made once from the current sources and kept for later test runs: the built server's
 * bundle (server/test/builtServer.ts), the shop's migrated, seeded database
 * (shop-api/test/pgliteTemplate.ts). It lives in `<cacheDir>/<key>`, the key a digest of every
 * source file's path, size and modification time: a change to any makes a new one (and the old
 * ones go). Processes asking at once (two test steps of `npm test`, two files of one step) wait
 * for the one that makes it (a lock folder) rather than making it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isTest = (file: string) => /\.(test|stories)\.tsx?$/.test(file);

/** The file, or every file under the folder, but tests, stories, node_modules, dist and dot-folders. */
function sourceFiles(source: string): string[] {
  if (!existsSync(source)) return [];
  if (!statSync(source).isDirectory()) return isTest(source) ? [] : [source];
  return readdirSync(source, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) {
      return [];
    }
    return sourceFiles(path.join(source, entry.name));
  });
}

/** A digest of the files and folders (relative to `root`) a folder is made from. */
export function sourceKey(root: string, sources: string[]): string {
  const hash = createHash('sha256');
  const files = sources.flatMap((source) => sourceFiles(path.join(root, source))).sort();
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${path.relative(root, file)}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function waitFor(what: string, timeoutMs: number, done: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface CachedFolderOptions {
  /** Where the folders are kept, e.g. `.tmp/built-server`. */
  cacheDir: string;
  /** What the folder is made from (sourceKey). */
  key: string;
  /** Fills the (empty) folder; throws when it cannot. */
  make: (dir: string) => Promise<void> | void;
  /** How long to wait for another process making it. */
  timeoutMs: number;
  /** What it is, for the message when the wait runs out. */
  what: string;
}

/** The folder for `key`, made by `make` unless it exists (or another process is making it). */
export async function cachedFolder(options: CachedFolderOptions): Promise<string> {
  const { cacheDir, key, make, timeoutMs, what } = options;
  const dir = path.join(cacheDir, key, 'out');
  const ready = path.join(cacheDir, key, 'ready');
  const lock = path.join(cacheDir, key, 'making');
  if (existsSync(ready)) return dir;
  mkdirSync(path.dirname(dir), { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    // Another process makes it: wait for it (or take over if it died half-way).
    await waitFor(what, timeoutMs, () => existsSync(ready) || !existsSync(lock));
    return existsSync(ready) ? dir : cachedFolder(options);
  }
  try {
    // Folders made from older sources go (none of this key's, which another process may use).
    for (const name of readdirSync(cacheDir)) {
      if (name !== key) rmSync(path.join(cacheDir, name), { recursive: true, force: true });
    }
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    await make(dir);
    writeFileSync(ready, new Date().toISOString());
    return dir;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * A migrated, seeded PGlite data folder, which test files copy instead of paying initdb in
 * WebAssembly, every migration and the seed (a scrypt hash per demo account) again: seconds a shop
 * on a quiet machine, ten and more beside another test run. Made once from the current sources and
 * kept in .tmp/pglite-template/<key> (scripts/vitest/cachedFolder.ts), so the API's tests and the
 * page server's (each a globalSetup providing it) make it once between them, and later runs not at
 * all. A copy starts as the shop starts on any existing folder (migrations applied, seed upserted);
 * its session secret is made on its first start, so no two copies share one.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { cachedFolder, sourceKey } from '../../scripts/vitest/cachedFolder.ts';
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrations.ts';
import { createRepository } from '../db/repository.ts';
import { seed } from '../db/seed.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** What the template is made from (tests aside): the shop's code, its catalogue, PGlite's version. */
const SOURCES = ['shop-api', 'shared', 'package-lock.json'];

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data folder; tests copy it instead of paying initdb each time. */
    pgliteTemplateDir: string;
  }
}

/** The template's folder, made unless it is there (in a globalSetup, which provides it). */
export async function pgliteTemplate(): Promise<string> {
  const folder = await cachedFolder({
    cacheDir: path.join(root, '.tmp/pglite-template'),
    key: sourceKey(root, SOURCES),
    what: 'the shop database another test run makes',
    timeoutMs: 300_000,
    make: async (out) => {
      const client = await openPglite(path.join(out, 'db'));
      try {
        await migrate(client);
        await seed(createRepository(client), { now: new Date() });
      } finally {
        await client.close();
      }
    },
  });
  return path.join(folder, 'db');
}

/**
 * A new folder `<scratch>/db` holding a copy of the template the project's globalSetup provided (an
 * empty one the shop creates from scratch when none was), and how to remove it.
 */
export function pgliteCopy(prefix: string): { dir: string; remove(): void } {
  const scratch = mkdtempSync(path.join(tmpdir(), prefix));
  const dir = path.join(scratch, 'db');
  const template = inject('pgliteTemplateDir');
  if (template) cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(scratch, { recursive: true, force: true }) };
}

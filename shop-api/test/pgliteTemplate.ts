/**
 * A migrated, seeded PGlite data folder made once per test run (the API's and the page server's
 * globalSetup), which test files copy instead of paying initdb in WebAssembly, every migration and
 * the seed (a scrypt hash per demo account) again: seconds a shop on a quiet machine, ten and more
 * beside another test run. A copy starts as the shop starts on any existing folder (migrations
 * applied, seed upserted); its session secret is made on its first start, so no two copies share
 * one.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrations.ts';
import { createRepository } from '../db/repository.ts';
import { seed } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data folder; tests copy it instead of paying initdb each time. */
    pgliteTemplateDir: string;
  }
}

export interface PgliteTemplate {
  /** The data folder to copy. */
  dir: string;
  /** Removes it (the globalSetup's teardown). */
  remove(): void;
}

/** Makes the template (in a globalSetup, which provides its `dir` as `pgliteTemplateDir`). */
export async function makePgliteTemplate(): Promise<PgliteTemplate> {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-api-pglite-'));
  const dir = path.join(root, 'db');
  const client = await openPglite(dir);
  try {
    await migrate(client);
    await seed(createRepository(client), { now: new Date() });
  } finally {
    await client.close();
  }
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A new folder `<root>/db` holding a copy of the template the project's globalSetup provided (an
 * empty one the shop creates from scratch when none was), and how to remove it.
 */
export function pgliteCopy(prefix: string): { dir: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const dir = path.join(root, 'db');
  const template = inject('pgliteTemplateDir');
  if (template) cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

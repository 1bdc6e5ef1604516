import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrations.ts';
import { createRepository } from '../db/repository.ts';
import { seed } from '../db/seed.ts';
import { startPostgres } from './postgres.ts';
declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL server, or null when it could not be started. */
    postgresUrl: string | null;
    postgresSkipReason: string;
    /** A migrated, seeded PGlite data folder; tests copy it instead of paying initdb each time. */
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // PostgreSQL starts in child processes while PGlite builds its template on this thread.
  const postgres = startPostgres();

  // The PGlite template: initdb in WebAssembly takes several seconds, so it runs once per test
  // run and every test file copies the folder (opening a copy takes well under a second).
  const templateRoot = mkdtempSync(path.join(tmpdir(), 'shop-api-pglite-'));
  const templateDir = path.join(templateRoot, 'db');
  const client = await openPglite(templateDir);
  await migrate(client);
  await seed(createRepository(client), { now: new Date() });
  await client.close();
  project.provide('pgliteTemplateDir', templateDir);

  const server = await postgres;
  const skipReason = typeof server === 'string' ? server : '';
  project.provide('postgresUrl', typeof server === 'string' ? null : server.url);
  project.provide('postgresSkipReason', skipReason);
  console.log(
    typeof server === 'string'
      ? `[shop-api] PostgreSQL variant skipped: ${skipReason}. The PGlite variant runs.`
      : `[shop-api] throwaway PostgreSQL on ${server.url} and PGlite template ready (${Date.now() - started} ms)`,
  );

  return () => {
    if (typeof server !== 'string') server.stop();
    rmSync(templateRoot, { recursive: true, force: true });
  };
}

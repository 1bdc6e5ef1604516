import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPostgres } from '../db/pg.ts';
import { migrate } from '../db/migrations.ts';
import { createRepository } from '../db/repository.ts';
import { seed } from '../db/seed.ts';
import { pgliteTemplate } from './pgliteTemplate.ts';
import { startPostgres } from './postgres.ts';
declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL server, or null when it could not be started. */
    postgresUrl: string | null;
    postgresSkipReason: string;
    /** A migrated, seeded database on that server; tests' databases are made from it. */
    postgresTemplate: string;
  }
}

/** The name of the PostgreSQL template database (tests' databases are created from it). */
const POSTGRES_TEMPLATE = 'shop_template';

/**
 * A migrated, seeded database on the throwaway server, as the PGlite template is: a test's
 * database is created from it (CREATE DATABASE … TEMPLATE, a file copy) instead of running every
 * migration and the seed (a scrypt hash per demo account) again for each test file.
 */
async function preparePostgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const database = openPostgres(url.toString());
  try {
    await migrate(database);
    await seed(createRepository(database), { now: new Date() });
  } finally {
    // A template takes no connections while a database is made from it.
    await database.close();
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  // PostgreSQL starts in child processes while PGlite builds its template on this thread.
  const postgres = startPostgres();

  // The PGlite template (./pgliteTemplate.ts): initdb in WebAssembly takes several seconds, so
  // every test file copies a folder made once (opening a copy takes about a second).
  project.provide('pgliteTemplateDir', await pgliteTemplate());

  const server = await postgres;
  if (typeof server !== 'string') await preparePostgresTemplate(server.url);
  const skipReason = typeof server === 'string' ? server : '';
  project.provide('postgresUrl', typeof server === 'string' ? null : server.url);
  project.provide('postgresSkipReason', skipReason);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  console.log(
    typeof server === 'string'
      ? `[shop-api] PostgreSQL variant skipped: ${skipReason}. The PGlite variant runs.`
      : `[shop-api] throwaway PostgreSQL on ${server.url} and PGlite template ready (${Date.now() - started} ms)`,
  );

  return () => {
    if (typeof server !== 'string') server.stop();
  };
}

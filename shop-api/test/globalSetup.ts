import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/pglite.ts';
import { migrate } from '../db/migrations.ts';
import { createSqlRepository } from '../db/repository.ts';
import { seed } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL server, or null when it could not be started. */
    postgresUrl: string | null;
    postgresSkipReason: string;
    /** A migrated, seeded PGlite data folder; tests copy it instead of paying initdb each time. */
    pgliteTemplateDir: string;
  }
}

function findPostgresBin(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return (
    candidates.find(
      (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
    ) ?? null
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

const run = promisify(execFile);

/** PostgreSQL refuses to run as root: run its tools as the `postgres` user then. */
function asPostgres(bin: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [bin, args];
  return ['su', ['postgres', '-s', '/bin/sh', '-c', [quote(bin), ...args.map(quote)].join(' ')]];
}

async function runAsPostgres(bin: string, args: string[]): Promise<void> {
  const [command, commandArgs] = asPostgres(bin, args);
  await run(command, commandArgs);
}

/** Synchronous variant for teardown, which must finish before the process exits. */
function runAsPostgresSync(bin: string, args: string[]): void {
  const [command, commandArgs] = asPostgres(bin, args);
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    return null;
  }
}

interface PostgresServer {
  url: string;
  stop(): void;
}

/** Starts a throwaway PostgreSQL in a fresh folder on a free port, or says why it cannot. */
async function startPostgres(): Promise<PostgresServer | string> {
  const bin = findPostgresBin();
  if (!bin) {
    return 'initdb/pg_ctl not found on PATH or in /usr/lib/postgresql/*/bin (apt-get install postgresql)';
  }
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? postgresUid() : null;
  if (isRoot && !owner)
    return 'running as root and there is no `postgres` user to run the server as';
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-pg-'));
  const dataDir = path.join(dir, 'data');
  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    await runAsPostgres(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    const port = await freePort();
    // fsync off: the data is thrown away after the run, so durability only costs time.
    await runAsPostgres(path.join(bin, 'pg_ctl'), [
      '-D', dataDir,
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      '-l', path.join(dir, 'log'),
      '-w', 'start',
    ]); // prettier-ignore
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop() {
        try {
          runAsPostgresSync(path.join(bin, 'pg_ctl'), [
            '-D',
            dataDir,
            '-m',
            'immediate',
            '-w',
            'stop',
          ]);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return `could not start PostgreSQL: ${error instanceof Error ? error.message : String(error)}`;
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
  await seed(createSqlRepository(client), { now: new Date() });
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

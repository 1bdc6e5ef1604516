import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL server for the shop's tests and fixture scripts: Debian's initdb and
 * pg_ctl from PATH or under /usr/lib/postgresql, run as the `postgres` user when root.
 */

export function findPostgresBin(): string | null {
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

export interface PostgresServer {
  url: string;
  stop(): void;
}

/** Starts a throwaway PostgreSQL in a fresh folder on a free port, or says why it cannot. */
export async function startPostgres(): Promise<PostgresServer | string> {
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

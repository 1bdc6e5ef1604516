// @ts-check
// Debian's PostgreSQL on a throwaway data folder for `npm run cluster` and `npm run chaos`: initdb
// in a fresh folder under the system's temporary directory, a free port, run as the `postgres`
// user when root (PostgreSQL refuses to run as root). It can be stopped and started again on the
// same folder and port (the chaos run's database outage) and is removed by `remove()`.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../lib/servers.mjs';

const run = promisify(execFile);
const quote = (/** @type {unknown} */ value) => `'${String(value).replace(/'/g, `'\\''`)}'`;

/** The folder holding initdb and pg_ctl (PATH, then the newest /usr/lib/postgresql/N/bin). */
export function findPostgresBin() {
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((v) => `/usr/lib/postgresql/${v}/bin`)
    : [];
  const candidates = [...(process.env.PATH ?? '').split(':'), ...versions];
  return (
    candidates.find(
      (dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
    ) ?? null
  );
}

/** What is missing, and how to get it, or null when PostgreSQL can be started. */
export function postgresProblem() {
  if (!findPostgresBin()) {
    return 'PostgreSQL is not installed (initdb/pg_ctl not on PATH or in /usr/lib/postgresql/*/bin): apt-get install postgresql';
  }
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      return 'running as root and there is no `postgres` user to run PostgreSQL as (apt-get install postgresql creates it)';
    }
  }
  return null;
}

/**
 * @param {string} bin
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
function asPostgres(bin, args) {
  if (process.getuid?.() !== 0) return [bin, args];
  return ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map(quote).join(' ')]];
}

/**
 * @param {string} bin
 * @param {string[]} args
 */
async function pgTool(bin, args) {
  const [command, commandArgs] = asPostgres(bin, args);
  return run(command, commandArgs);
}

/**
 * Starts PostgreSQL; resolves with { url, port, dir, stop(), start(), remove(), pids() }.
 * `stop()` is a fast shutdown (open connections are ended, as when a database server restarts).
 */
export async function startPostgres({ maxConnections = 100 } = {}) {
  const problem = postgresProblem();
  if (problem) throw new Error(problem);
  const bin = /** @type {string} */ (findPostgresBin()); // postgresProblem() said it is there
  const dir = mkdtempSync(join(tmpdir(), 'cairnfield-cluster-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const pgCtl = join(bin, 'pg_ctl');
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    // Throwaway data: durability only costs time here. A real deployment keeps the defaults.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    pgTool(pgCtl, ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = (mode = 'fast') => pgTool(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']);
  try {
    await pgTool(join(bin, 'initdb'), [
      '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync',
    ]); // prettier-ignore
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start,
    stop,
    /** The server's processes (the postmaster and its children), for the memory figures. */
    pids() {
      try {
        const main = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        const children = execFileSync('pgrep', ['-P', String(main)]).toString();
        return [main, ...children.split('\n').filter(Boolean).map(Number)];
      } catch {
        return [];
      }
    },
    /** Stops the server (immediately) if it runs and deletes its folder. Synchronous, for exit. */
    remove() {
      if (removed) return;
      removed = true;
      try {
        const [command, args] = asPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        execFileSync(command, args, { stdio: 'pipe' });
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server as `npm start` runs it, for tests that probe it over real sockets: the server
 * bundle (`vite build --ssr server/main.ts`, production mode) started as `node <bundle>/main.js`
 * with NODE_ENV=production, on every core it is given (WEB_CONCURRENCY, 2 by default: a cluster
 * primary with the embedded shop API and two page server processes), on a free port of 127.0.0.1
 * with a throwaway shop database (a copy of the run's migrated, seeded one: ./globalSetup.ts). No
 * client build: pages render without their scripts, which nothing probed here needs.
 *
 * The bundle is built from the current sources once for all the test files that use it, into
 * .tmp/built-server/<key> (scripts/vitest/cachedFolder.ts): files running at once wait for the one
 * that builds, and a later run with unchanged sources reuses it.
 *
 *   const server = builtServer({ env: { CLIENT_REQUEST_TIMEOUT_MS: '3000' } });
 *   it('…', async () => { await fetch(`${server.origin}/healthz`); });
 *
 * Generous waits and polling, never fixed sleeps: the machine may be busy.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { cachedFolder, sourceKey } from '../../scripts/vitest/cachedFolder';
import { pgliteCopy } from '../../shop-api/test/pgliteTemplate';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, '.tmp/built-server');
/** What the server bundle is built from (tests, stories and node_modules aside). */
const SOURCES = [
  ...['design-system', 'page', 'shop-api', 'server', 'telemetry', 'shared'],
  ...['vite.config.ts', 'package-lock.json', 'tsconfig.json'],
];
/** Starting two workers and the shop's database: seconds when quiet, minutes beside other runs. */
const START_TIMEOUT_MS = 240_000;
const BUILD_TIMEOUT_MS = 300_000;

export interface BuiltServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** The process started: the cluster's primary (or the single process with WEB_CONCURRENCY=1). */
  primaryPid: number;
  /** The page server processes (empty with WEB_CONCURRENCY=1). */
  workerPids: number[];
  /** The shop's PGlite folder (removed by stop()). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code once it has stopped; the shop's folder is removed. */
  stop(): Promise<number | null>;
  /** The exit code once the process has exited by itself (null: killed by a signal). */
  exited(): Promise<number | null>;
}

export interface BuiltServerOptions {
  /** Variables on top of the defaults (page/CONFIG.md); PORT, HOST and the data folder are set. */
  env?: Record<string, string>;
  /** Page server processes. @default 2 */
  workers?: number;
}

async function waitFor<T>(
  what: string,
  timeoutMs: number,
  check: () => T | undefined,
  describe: () => string = () => '',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The path of the server bundle's entry built from the current sources, building it when no
 * build of them exists yet (or waiting for the test file that is building it).
 */
export async function serverBundle(): Promise<string> {
  const dir = await cachedFolder({
    cacheDir,
    key: sourceKey(root, SOURCES),
    what: 'the server bundle another test file builds',
    timeoutMs: BUILD_TIMEOUT_MS,
    make: (out) => {
      const build = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/vite/bin/vite.js'),
          'build',
          '--ssr',
          'server/main.ts',
          '--outDir',
          path.join(out, 'server'),
          '--emptyOutDir',
          '--mode',
          'production',
          '--logLevel',
          'error',
        ],
        { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
      );
      if (build.status !== 0) throw new Error(`server build failed:\n${build.stderr}`);
    },
  });
  return path.join(dir, 'server/main.js');
}

/** Starts the built server; resolves once every worker listens. */
export async function startBuiltServer(options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const entry = await serverBundle();
  const workers = options.workers ?? 2;
  const data = pgliteCopy('built-server-data-');
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: String(workers),
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_API_DATA_DIR: data.dir,
      SESSION_SECRET: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    data.remove();
    return code;
  };
  try {
    const started = await waitFor(
      'the built server to start',
      START_TIMEOUT_MS,
      () => {
        if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        const origin = /Cairnfield Outfitters gift cards: (http:\/\/[^\s/]+)\//.exec(output)?.[1];
        if (!origin) return undefined;
        if (workers === 1) return { origin, workerPids: [] };
        const pids = /page server processes \(pids ([\d, ]+)\)/.exec(output)?.[1];
        return pids ? { origin, workerPids: pids.split(', ').map(Number) } : undefined;
      },
      () => output,
    );
    return {
      ...started,
      primaryPid: child.pid ?? 0,
      dataDir: data.dir,
      output: () => output,
      stop,
      exited: () => exited,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Starts the built server before the calling file's tests and stops it after them (call it at
 * the file's top level); its fields can be read once started.
 */
export function builtServer(options: BuiltServerOptions = {}): BuiltServer {
  let running: BuiltServer | undefined;
  beforeAll(async () => {
    running = await startBuiltServer(options);
  }, BUILD_TIMEOUT_MS + START_TIMEOUT_MS);
  afterAll(async () => {
    await running?.stop();
  }, 60_000);
  const get = (): BuiltServer => {
    if (!running) throw new Error('The built server starts in beforeAll: read it in a test.');
    return running;
  };
  return {
    get origin() {
      return get().origin;
    },
    get primaryPid() {
      return get().primaryPid;
    },
    get workerPids() {
      return get().workerPids;
    },
    get dataDir() {
      return get().dataDir;
    },
    output: () => get().output(),
    stop: () => get().stop(),
    exited: () => get().exited(),
  };
}

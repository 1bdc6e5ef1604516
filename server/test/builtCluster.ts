/**
 * `npm start` as a shopper meets it, for the tests of the limits that must hold on every core:
 * server/main.ts built as `npm run build` builds it, run as `node main.js` in its default
 * multi-process mode (a primary that owns the shop's database, two page-server workers reaching it
 * over the cluster's channel), on a random port with a throwaway database. The build goes to
 * .tmp/<name> (about 15 s), so the test runs the current sources whether or not a build ran.
 *
 * (server/cluster.test.ts starts the same way; one harness for both is left for later.)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface BuiltCluster {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Everything the primary and the workers wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then the exit code once every process has stopped; removes the build. */
  stop(): Promise<number | null>;
}

async function until<T>(what: string, output: () => string, check: () => T | undefined) {
  // Generous: PGlite and two workers start in seconds on a quiet machine, far slower beside a
  // busy test run. Polled, never slept through.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function startBuiltCluster(
  name: string,
  env: Record<string, string> = {},
): Promise<BuiltCluster> {
  const outDir = path.join(root, '.tmp', name);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const build = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--ssr',
      'server/main.ts',
      '--outDir',
      path.join(outDir, 'server'),
      '--mode',
      'production',
      '--logLevel',
      'error',
    ],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stderr}`);

  let output = '';
  const server: ChildProcess = spawn(process.execPath, [path.join(outDir, 'server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      SHOP_API_DATA_DIR: path.join(outDir, 'data'),
      SESSION_SECRET: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const read = () => output;
  const origin = await until('the cluster to start', read, () => {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const url = /Cairnfield Outfitters gift cards: (http:\/\/[^\s/]+)\//.exec(output)?.[1];
    return url && /page server processes \(pids \d+, \d+\)/.test(output) ? url : undefined;
  });
  return {
    origin,
    output: read,
    async stop() {
      if (server.exitCode === null) server.kill('SIGTERM');
      const code = await exited;
      rmSync(outDir, { recursive: true, force: true });
      return code;
    },
  };
}

// @ts-check
// Starts the production page server for the bench and stops it again.
// By default it goes through `node scripts/start.mjs` (what `npm start` runs) with NODE_ENV set to
// "development" on purpose: start.mjs must still run React's production build, and the server
// says which build it loaded ("(React production build)"), which the bench checks.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { childrenOf } from '../lib/processes.mjs';

const ANNOUNCE = /Cairnfield Outfitters gift cards: (http:\/\/[^\s/]+)\/ \(React (\w+) build\)/;

/**
 * Resolves once the server announces itself; a server with its logs off (`LOG_LEVEL=silent`, given
 * a `port`) once its /readyz answers 200 instead. `outputLines()`: the lines it has written since.
 * @param {{ root: string, distDir?: string, dataDir: string, port?: number, env?: Record<string, string | undefined> }} options
 * @returns {Promise<{ origin: string, reactBuild: string, shellNodeEnv: string, primaryPid: number, outputLines(): number, stop(): Promise<void> }>}
 */
export function startServer({ root, distDir, dataDir, port = 0, env = {} }) {
  rmSync(dataDir, { recursive: true, force: true });
  const shellNodeEnv = 'development';
  const args = distDir ? [join(distDir, 'server/main.js')] : [join(root, 'scripts/start.mjs')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      // start.mjs must override this; a bare dist server (the budget test's copy) is given it.
      NODE_ENV: distDir ? 'production' : shellNodeEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_API_DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // spawn gives a pid unless the spawn itself failed (then no announcement ever comes).
  const pid = child.pid ?? 0;
  let output = '';
  let lines = 0;
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
    // indexOf, not a loop over the bytes: this process reads every request's line while the
    // bench loads the server, on the same cores.
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  });
  const silent = env.LOG_LEVEL === 'silent';
  if (silent && !port) throw new Error('a server with its logs off needs a port');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the page server did not start in 180 s:\n${output}`));
      // Its shop database and migrations first: seconds when quiet, over a minute beside another
      // test run on two cores.
    }, 180_000);
    /** @param {RegExpExecArray | null} match */
    const ready = (match) => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve({
        origin: match?.[1] ?? `http://127.0.0.1:${port}`,
        reactBuild: match?.[2] ?? 'unknown (logs off)',
        outputLines: () => lines,
        shellNodeEnv: distDir ? 'production' : shellNodeEnv,
        // The server's own process (under start.mjs, its child): the cluster's primary.
        primaryPid: distDir ? pid : (childrenOf(pid)[0] ?? pid),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      const match = ANNOUNCE.exec(output);
      if (match) ready(match);
    };
    child.stdout.on('data', onData);
    if (silent) {
      const poll = async () => {
        while (child.exitCode === null) {
          const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
            (answer) => answer.ok,
            () => false,
          );
          if (ok) return ready(null);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      void poll();
    }
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the page server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

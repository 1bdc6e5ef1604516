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
 * @param {{ root: string, distDir?: string, dataDir: string, port?: number, env?: Record<string, string> }} options
 * @returns {Promise<{ origin: string, reactBuild: string, shellNodeEnv: string, primaryPid: number, stop(): Promise<void> }>}
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
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`the page server did not start in 180 s:\n${output}`));
      // Its shop database and migrations first: seconds when quiet, over a minute beside another
      // test run on two cores.
    }, 180_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = ANNOUNCE.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({
        origin: match[1],
        reactBuild: match[2],
        shellNodeEnv: distDir ? 'production' : shellNodeEnv,
        // The server's own process (under start.mjs, its child): the cluster's primary.
        primaryPid: distDir ? child.pid : (childrenOf(child.pid)[0] ?? child.pid),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the page server exited (${code}) before it was ready:\n${output}`));
    });
  });
}

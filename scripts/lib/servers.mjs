// @ts-check
// Start and stop the servers the Node scripts (vnu.mjs, audit-a11y.mjs) check against: the built
// page server on a free port with a throwaway shop database, and a static file server.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { extname, join, normalize } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const serverEntry = join(root, 'dist/server/main.js');

/**
 * A command run `nice` steps below this process's priority (`nice` execs it: the pid is its own).
 * @param {number} nice
 * @param {string} command
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function niced(nice, command, args) {
  return nice > 0 ? ['nice', ['-n', String(nice), command, ...args]] : [command, args];
}

/**
 * A command run under the kernel's idle scheduling policy (`chrt --idle 0`, which execs it: the
 * pid is its own), where util-linux's chrt is installed; else `nice` 19. Any other process that
 * wakes takes a core from it at once, where `nice` alone still lets it finish its slice first.
 * @param {string} command
 * @param {string[]} args
 * @param {(name: string) => boolean} [installed] whether a command is on the PATH
 * @returns {[string, string[]]}
 */
export function idled(command, args, installed = onPath) {
  return installed('chrt')
    ? ['chrt', ['--idle', '0', command, ...args]]
    : ['nice', ['-n', '19', command, ...args]];
}

/**
 * How to run a command: under the idle policy (`idle`), else `nice` steps below this process.
 * @param {{ idle?: boolean, nice?: number }} how
 * @returns {(command: string, args: string[]) => [string, string[]]}
 */
export function scheduled({ idle = false, nice = 0 }) {
  return (command, args) => (idle ? idled(command, args) : niced(nice, command, args));
}

/** @param {string} name */
function onPath(name) {
  return (process.env.PATH ?? '')
    .split(':')
    .some((dir) => dir !== '' && existsSync(join(dir, name)));
}

/** Ports this process has handed out: the kernel may offer a closed probe's port again. */
const handedOut = new Set();

/**
 * A port nothing listens on right now, and not one this process handed out before (two servers
 * started together were given the same port, and the second could not listen).
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = createServer();
      probe.once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
        probe.close(() => resolve(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return /** @type {number} */ (port);
    }
  }
}

// A server opens its shop database and runs the migrations before it listens: about 3 s on a quiet
// machine, over a minute beside another test run on two cores.
/**
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 */
async function waitFor(url, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts `node dist/server/main.js` with the given environment and a shop database in `dataDir`;
 * resolves once it is ready: /readyz, which answers 503 until the embedded shop has opened its
 * database (a request before that is refused, and on a busy machine that can take seconds), or
 * /healthz when the shop is elsewhere (SHOP_API_ORIGIN, perhaps on purpose nowhere). `stop()`
 * ends that process only.
 */
/**
 * @param {Record<string, string>} env
 * @param {string} dataDir
 */
export async function startPageServer(env, dataDir) {
  if (!existsSync(serverEntry))
    throw new Error(`no build at ${serverEntry}; run \`npm run build\``);
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_API_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}${env.SHOP_API_ORIGIN ? '/healthz' : '/readyz'}`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${/** @type {Error} */ (error).message}\n${stderr}`);
  }
  return { origin, stop: () => child.kill('SIGTERM') };
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/**
 * Serves a folder (e.g. storybook-static) on a free port of 127.0.0.1.
 * @param {string} dir
 */
export async function serveStatic(dir) {
  const port = await freePort();
  const server = createHttpServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(normalize(dir))) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'Content-Type':
        TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

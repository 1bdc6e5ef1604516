// @ts-check
// `npm start`: builds the page (client + server bundles) when the build is missing or older than
// the sources, then serves the server-rendered page and the embedded reference shop API on PORT.
// Production means production: the build and the server run with NODE_ENV=production whatever
// the shell sets, so React's production server build is what renders (`npm run dev` is the
// development server).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const serverEntry = join(root, 'dist/server/main.js');
const sourceDirs = ['design-system', 'page', 'shop-api', 'server', 'telemetry'];
// Every core serves (server/cluster.ts): one page-server process per core unless WEB_CONCURRENCY
// says otherwise (1 = a single process with the shop API embedded in it).
const env = {
  ...process.env,
  NODE_ENV: 'production',
  WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || String(availableParallelism()),
};

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) {
      continue;
    }
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const needsBuild =
  !existsSync(serverEntry) ||
  !existsSync(join(root, 'dist/client/.vite/manifest.json')) ||
  sourceDirs.some((d) => newestMtime(join(root, d)) > statSync(serverEntry).mtimeMs);

if (needsBuild) {
  console.log('Building the page (client and server bundles)…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Replace this process's work with the server, forwarding signals for a graceful shutdown.
const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit', env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

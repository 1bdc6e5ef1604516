// Server throughput: autocannon, 10 connections for 10 s, against GET /p/<slug> and then the same
// server sending a static file (the yardstick), both with a browser's Accept-Encoding; plus a bare
// renderToString of the same document in a separate production-mode process (the ceiling).
// `npm start` runs a process per core (server/cluster.ts): bench.mjs measures that server, and the
// same page from a single process (WEB_CONCURRENCY=1) for the scaling ratio.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, decode, getRaw } from './wire.mjs';

const PAYLOAD = /<script type="application\/json" id="__PAGE_DATA__"[^>]*>([\s\S]*?)<\/script>/;

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 10,
        duration: 10,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html,*/*' },
      },
      (error, r) => {
        if (error) return reject(error);
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        });
      },
    );
  });
}

/** GET `path` after a warm-up (caches, JIT): throughput and latency. */
export async function measureRoute(origin, path) {
  for (let i = 0; i < 20; i += 1) await getRaw(`${origin}${path}`);
  return cannon(`${origin}${path}`);
}

export async function measureThroughput({ origin, path, staticPath, root, distDir }) {
  const loadAverage = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const ssr = await measureRoute(origin, path);
  const stat = await cannon(`${origin}${staticPath}`);

  const html = decode(await getRaw(`${origin}${path}`)).toString('utf8');
  const match = PAYLOAD.exec(html);
  if (!match) throw new Error('no __PAGE_DATA__ payload in the page');
  const payloadFile = join(root, '.tmp/bench-payload.json');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // The payload is JSON with <, >, & escaped as \u003c etc.: still valid JSON.
  writeFileSync(payloadFile, match[1]);
  const child = spawnSync(
    process.execPath,
    [join(root, 'scripts/bench/ceiling.mjs'), distDir, payloadFile, '10'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`renderToString ceiling failed:\n${child.stderr}`);
  const ceiling = JSON.parse(child.stdout.trim().split('\n').pop());
  return {
    loadAverage,
    ssr: { path, ...ssr },
    static: { path: staticPath, ...stat },
    ceiling,
    ratio: ssr.rps / stat.rps,
  };
}

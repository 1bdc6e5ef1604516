// @ts-check
// React's floor, built and served in the bench's own run: a React 19 counter (bench/floor/) built
// with this project's Vite and React in production mode, its HTML rendered by react-dom/server and
// hydrated in the browser, served from a loopback port with gzip as the page server compresses.
// What a tap costs on it is the least a React page can answer in on this machine.
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build } from 'vite';
import { Counter } from './floor/counter.mjs';

const here = new URL('.', import.meta.url).pathname;

/**
 * Builds the counter into `outDir` (Vite, production mode) and serves it on `port` (0: any free).
 * @param {{ outDir: string, port?: number }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function serveFloor({ outDir, port = 0 }) {
  await build({
    configFile: false,
    root: join(here, 'floor'),
    mode: 'production',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: join(here, 'floor/client.mjs') },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = /** @type {{ file: string, isEntry?: boolean }[]} */ (Object.values(manifest)).find(
    (chunk) => chunk.isEntry,
  );
  if (!entry) throw new Error('the floor build has no entry');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="React's floor: a counter hydrated from server HTML.">
<title>Counter</title>
<script type="module" src="/${entry.file}"></script>
</head>
<body><div id="root">${renderToString(createElement(Counter))}</div></body>
</html>
`;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = path === '/' ? null : normalize(join(outDir, path));
    if (file && (!file.startsWith(outDir) || !existsSync(file))) {
      res.writeHead(404).end();
      return;
    }
    const body = file ? readFileSync(file) : Buffer.from(html);
    res.writeHead(200, {
      'content-type': file ? 'text/javascript' : 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    res.end(gzipSync(body));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

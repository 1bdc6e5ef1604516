// @ts-check
// Child process of the bench (NODE_ENV=production): renders the page's document with React's
// renderToString, in a loop, from the payload the running server embedded in its HTML. No HTTP,
// no data loading, no streaming: the ceiling for the server's throughput on this machine.
// argv: <dist dir> <payload JSON file> <seconds>
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [distDir, payloadFile, seconds] = /** @type {[string, string, string]} */ (
  process.argv.slice(2)
);
const { renderPageToString, loadPageChunk } = await import(
  pathToFileURL(join(distDir, 'server/render.js')).href
);
const payload = JSON.parse(readFileSync(payloadFile, 'utf8'));
await loadPageChunk(payload.data);
const services = {
  shop: null,
  loadSanitizer: () => Promise.reject(new Error('not in the ceiling')),
  nonce: 'bench',
  loadReviewsProvider: () => Promise.reject(new Error('not in the ceiling')),
};
const render = () => renderPageToString({ ...payload, nonce: 'bench', services });
for (let i = 0; i < 20; i += 1) render(); // warm up
/** @type {number[]} */
const times = [];
const end = Date.now() + Number(seconds) * 1000;
const started = performance.now();
let bytes = 0;
while (Date.now() < end) {
  const t = performance.now();
  bytes = render().length;
  times.push(performance.now() - t);
}
const elapsed = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
const at = (/** @type {number} */ q) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(
  JSON.stringify({
    renders: times.length,
    rps: times.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    htmlChars: bytes,
  }),
);

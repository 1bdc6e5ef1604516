// `npm run bench`: measures what the page ships and checks it against the budgets in
// scripts/budgets.json. Sizes are gzip-compressed bytes of the production client build:
// - initial JS: the entry chunk plus every chunk it imports statically (what hydration needs);
// - lazy JS: every dynamically imported chunk (modals, toast, reviews, wallets), each on its own;
// - CSS: all stylesheets linked by the entry.
// Deterministic (no timing), so it can run anywhere; it builds first when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const client = join(root, 'dist/client');
const manifestPath = join(client, '.vite/manifest.json');
if (!existsSync(manifestPath) || process.argv.includes('--build')) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const budgets = JSON.parse(readFileSync(join(root, 'scripts/budgets.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest.');

const initial = new Set();
const css = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imp of chunk.imports ?? []) visit(imp);
};
visit(entryKey);
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.isDynamicEntry && !initial.has(chunk.file))
  .map((chunk) => ({ name: chunk.name ?? chunk.src ?? chunk.file, size: gz(chunk.file) }));

const initialJs = [...initial].reduce((sum, file) => sum + gz(file), 0);
const totalCss = [...css].reduce((sum, file) => sum + gz(file), 0);
const largestLazy = lazy.reduce((max, c) => Math.max(max, c.size), 0);

const rows = [
  ['initial JS (gzip)', initialJs, budgets.initialJsGzipBytes],
  ['CSS (gzip)', totalCss, budgets.cssGzipBytes],
  ['largest lazy chunk (gzip)', largestLazy, budgets.lazyChunkGzipBytes],
];
let over = 0;
console.log('budget                       size        budget');
for (const [label, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) over += 1;
  console.log(
    `${ok ? '✔' : '✖'} ${label.padEnd(27)} ${kb(size).padStart(9)}  ${kb(budget).padStart(9)}`,
  );
}
console.log('\nlazy chunks:');
for (const c of lazy.sort((a, b) => b.size - a.size))
  console.log(`  ${kb(c.size).padStart(9)}  ${c.name}`);
process.exit(over > 0 ? 1 : 0);

/**
 * Bundles ./inPage/shopperQueries.ts (Testing Library included) into one classic script for the
 * browser, once per run: the suite's global setup writes it to .tmp/engines/ and the driver
 * adapters inject it into each page on its first query.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const IN_PAGE_BUNDLE = path.join(root, '.tmp/engines/shopper-queries.js');

export async function bundleInPageQueries(): Promise<string> {
  const result = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    // Testing Library reads process.env for its debug output, react-is for its build.
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: {
        entry: path.join(root, 'engines/inPage/shopperQueries.ts'),
        formats: ['iife'],
        name: 'shopperQueriesBundle',
      },
    },
  })) as Rollup.RollupOutput[];
  const chunk = result[0]?.output.find((output) => output.type === 'chunk');
  if (!chunk) throw new Error('the in-page query bundle was not built');
  await mkdir(path.dirname(IN_PAGE_BUNDLE), { recursive: true });
  await writeFile(IN_PAGE_BUNDLE, chunk.code);
  return chunk.code;
}

export function readInPageBundle(): Promise<string> {
  return readFile(IN_PAGE_BUNDLE, 'utf8');
}

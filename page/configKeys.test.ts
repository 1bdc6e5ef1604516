// @vitest-environment node
/**
 * No dead configuration: every variable page/CONFIG.md documents is one the page reads, each under
 * the heading of the block that reads it, and every value the configuration holds is read by some
 * code of the page or its server other than the blocks that make it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCKS, CONFIG_VARIABLES, defaultServerConfig } from './config';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every page and server source file but the configuration's own (page/config/ and the blocks). */
const blockFiles = new Set(Object.keys(BLOCKS).map((file) => path.join(root, file)));
const readers = [...sourceFiles(path.join(root, 'page')), ...sourceFiles(path.join(root, 'server'))]
  .filter((file) => !file.startsWith(path.join(root, 'page', 'config') + path.sep))
  .filter((file) => !blockFiles.has(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** The dotted path of every value in the configuration (lists and records are one value each). */
function leaves(value: unknown, at: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [at];
  const entries = Object.entries(value);
  // A record of data (product routes, message maps) is read as a whole.
  if (at.at(-1) === 'productRoutes' || entries.length === 0) return [at];
  return entries.flatMap(([key, inner]) => leaves(inner, [...at, key]));
}

const configDoc = readFileSync(path.join(root, 'page', 'CONFIG.md'), 'utf8');
const variablesIn = (markdown: string) =>
  [...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1] ?? '');

/** The variables in the first column of CONFIG.md's tables. */
const documented = variablesIn(configDoc);

/** The variables of the table under the heading that names `file`, up to the next heading. */
function documentedUnder(file: string): string[] {
  const start = configDoc.search(new RegExp(`^#+ .*\`${file.replaceAll('.', '\\.')}\``, 'm'));
  if (start < 0) return [];
  const section = configDoc.slice(start).split(/\n(?=#)/)[0] ?? '';
  return variablesIn(section);
}

describe('configuration keys', () => {
  it('given page/CONFIG.md, should document exactly the variables the configuration reads', () => {
    const read = new Set(CONFIG_VARIABLES);
    // Read by the server's composition root, not by the page's configuration module.
    const elsewhere = new Set(['SESSION_SECRET']);
    expect(documented.filter((name) => !read.has(name) && !elsewhere.has(name))).toEqual([]);
    expect(CONFIG_VARIABLES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it.each(Object.entries(BLOCKS))(
    'given the block in %s, should document its variables under its own heading',
    (file, blocks) => {
      const variables = blocks.flatMap((block) => Object.keys(block.variables));
      expect(documentedUnder(file)).toEqual(variables);
    },
  );

  it.each(leaves(defaultServerConfig).map((at) => [at.join('.'), at.at(-1) ?? '']))(
    'given the value %s, should be read by the page or its server',
    (_path, key) => {
      expect(readers).toMatch(new RegExp(`\\.${key}\\b|\\b${key}\\b\\s*[,}:=]`));
    },
  );
});

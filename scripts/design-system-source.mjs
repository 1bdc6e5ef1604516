// Inside this repository, the design system is compiled from its TypeScript, not from dist/: the
// page, the stories and the tests import `@cairnfield/design-system/…` like any shop does, and
// Vite (vite.config.ts, which Storybook and Vitest share) and TypeScript (tsconfig.json "paths")
// send each entry of design-system/package.json's "exports" to its source. The package itself
// names only dist/: nothing of this repository's layout ships.
//
// An entry's source is its dist file's path with a TypeScript extension
// (`./dist/components/Button/index.js` → `components/Button/index.ts`); the stylesheet is
// styles.ts (the base styles and the themes; each component imports its own styles).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DESIGN_SYSTEM_DIR = fileURLToPath(new URL('../design-system/', import.meta.url));
const NAME = '@cairnfield/design-system';

/** What an export's target builds to (its `default` condition), or undefined. */
const targetOf = (target) => (typeof target === 'string' ? target : target?.default);

/**
 * Every entry of the exports map that has TypeScript source, as `[specifier, source file]`
 * (absolute paths): `['@cairnfield/design-system/Button', '…/design-system/components/Button/index.ts']`.
 */
export function designSystemSources(dir = DESIGN_SYSTEM_DIR) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const found = [];
  for (const [entry, target] of Object.entries(manifest.exports)) {
    const built = targetOf(target);
    if (!built?.startsWith('./dist/')) continue;
    const specifier = `${NAME}${entry.slice(1)}`;
    if (built === './dist/styles.css') {
      found.push([specifier, path.join(dir, 'styles.ts')]);
      continue;
    }
    if (!built.endsWith('.js')) continue; // JSON and plain CSS are built files, not source
    const stem = path.join(dir, built.slice('./dist/'.length, -'.js'.length));
    const source = ['.ts', '.tsx'].map((ext) => stem + ext).find((file) => existsSync(file));
    if (!source) throw new Error(`${specifier}: no source for ${built} (${stem}.ts or .tsx)`);
    found.push([specifier, source]);
  }
  return found;
}

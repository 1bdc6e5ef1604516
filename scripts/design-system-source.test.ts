import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESIGN_SYSTEM_DIR, designSystemSources } from './design-system-source.mjs';

const root = path.join(DESIGN_SYSTEM_DIR, '..');
const manifest = JSON.parse(readFileSync(path.join(DESIGN_SYSTEM_DIR, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  files: string[];
};
const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** What tsconfig.json's "paths" send a specifier to (the longest matching pattern wins). */
function tsResolve(specifier: string): string | undefined {
  const patterns = Object.entries(tsconfig.compilerOptions.paths).sort(
    ([a], [b]) => b.replace('*', '').length - a.replace('*', '').length,
  );
  for (const [pattern, [target]] of patterns) {
    const [prefix, suffix = ''] = pattern.split('*');
    if (!pattern.includes('*') && pattern !== specifier) continue;
    if (!specifier.startsWith(prefix!) || !specifier.endsWith(suffix)) continue;
    const star = specifier.slice(prefix!.length, specifier.length - suffix.length);
    return path.join(root, target!.replace('*', star));
  }
  return undefined;
}

describe('the design system’s source inside this repository', () => {
  const sources = designSystemSources();

  it('finds a TypeScript source for every JavaScript entry and for the stylesheet', () => {
    const jsEntries = Object.values(manifest.exports).filter((target) =>
      (typeof target === 'string' ? target : target.default)?.match(/\.js$|styles\.css$/),
    );
    expect(sources).toHaveLength(jsEntries.length);
    expect(sources).toContainEqual([
      '@cairnfield/design-system/Button',
      path.join(DESIGN_SYSTEM_DIR, 'components/Button/index.ts'),
    ]);
    expect(sources).toContainEqual([
      '@cairnfield/design-system/styles.css',
      path.join(DESIGN_SYSTEM_DIR, 'styles.ts'),
    ]);
  });

  it('is what TypeScript resolves each entry to too (tsconfig.json "paths")', () => {
    for (const [specifier, source] of sources) {
      if (specifier.endsWith('.css')) continue; // a side-effect import, read by Vite only
      expect(tsResolve(specifier), specifier).toBe(source);
    }
  });

  it('is not in the package: its exports name only dist/ files and its files only dist/', () => {
    expect(JSON.stringify(manifest.exports)).not.toContain('@cairnfield/source');
    for (const target of Object.values(manifest.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
        expect(file).toMatch(/^\.\/(dist\/|package\.json$)/);
      }
    }
    expect(manifest.files.filter((pattern) => !pattern.startsWith('!'))).toEqual(['dist']);
  });
});

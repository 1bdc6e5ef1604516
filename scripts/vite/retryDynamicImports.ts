/**
 * Sends every dynamic import of a built chunk through the page's retrying importer
 * (page/lazy/retryImport.ts): in the page's client build, `import('./X-hash.js')` becomes
 * `__cairnfieldImportChunk(new URL('./X-hash.js', import.meta.url).href)`. After a failed fetch,
 * that importer asks for a URL the browser's module map has not seen, which a plain `import()` of
 * the same specifier cannot do (the map keeps the failure; see retryImport.ts).
 *
 * Rolldown has no `renderDynamicImport` hook (Rollup's way to do this), so the rewrite runs on each
 * rendered chunk, where a dynamic import of another chunk is always a literal relative path to a
 * `.js` file. Imports of anything else (a variable, a bare package name, an absolute URL) are left
 * alone. The entry installs the global before any of its modules run (page/client/main.tsx).
 */
import type { Plugin } from 'vite';

/** The global the page's entry installs (page/client/installRetryImport.ts). */
export const IMPORT_CHUNK_GLOBAL = '__cairnfieldImportChunk';

const CHUNK_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`$\\\s]+?\.js)\1\)/g;

/** The chunk's code with its dynamic imports of sibling chunks sent through the global importer. */
export function rewriteChunkImports(code: string): { code: string; count: number } {
  let count = 0;
  const rewritten = code.replace(CHUNK_IMPORT, (_match, quote: string, specifier: string) => {
    count += 1;
    return `${IMPORT_CHUNK_GLOBAL}(new URL(${quote}${specifier}${quote},import.meta.url).href)`;
  });
  return { code: rewritten, count };
}

/**
 * The plugin. `applies(options)` decides per build (only the page's client build has the entry
 * that installs the global).
 */
export function retryDynamicImports(isPageBuild: () => boolean): Plugin {
  return {
    name: 'cairnfield:retry-dynamic-imports',
    renderChunk(code) {
      if (!isPageBuild()) return null;
      const { code: rewritten, count } = rewriteChunkImports(code);
      return count > 0 ? { code: rewritten, map: null } : null;
    },
  };
}

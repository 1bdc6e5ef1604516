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

/** Vite's wrapper around a dynamic import: `__vitePreload(load, <what it preloads>)`. */
const PRELOAD_CALL = /\b__vitePreload(?:\$\d+)?\(/g;
/** Its second argument, the marker Vite later fills with what the import preloads. */
const PRELOAD_MARKER =
  /,\s*(?:__VITE_IS_MODERN__\s*\?\s*)?__VITE_PRELOAD__(?:\s*:\s*void 0)?(?:\s*,\s*import\.meta\.url)?\s*\)/g;

/**
 * The chunk's code with Vite's preload wrappers taken off its dynamic imports, each called in
 * place: `__vitePreload(load, marker)` becomes `(load)()`, what the page's helper does with it (see
 * PRELOAD_HELPER). Throws when the wrappers and their markers do not pair up.
 */
export function unwrapPreloads(code: string): { code: string; count: number } {
  const calls = code.match(PRELOAD_CALL)?.length ?? 0;
  const markers = code.match(PRELOAD_MARKER)?.length ?? 0;
  if (calls !== markers) {
    throw new Error(`${calls} preload wrappers but ${markers} preload markers: cannot unwrap them`);
  }
  return {
    code: code.replace(PRELOAD_CALL, '(').replace(PRELOAD_MARKER, ')()'),
    count: calls,
  };
}

/** Vite's preload helper, the module its build wraps every dynamic import in (`__vitePreload`). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The preload helper of the page's client build: it calls the import it wraps. Vite fills in what
 * each import preloads (the chunks it imports) once the chunks are written, by finding their
 * `import()` calls, and found none: they are already calls of the retrying importer. So Vite's own
 * helper (link preloads, CSS loading, a `vite:preloadError` event: 3.4 KB minified in the entry)
 * never had a dependency to preload and only called the import a microtask later. The wrappers
 * themselves come off each chunk as it is rendered (unwrapPreloads); this is what their import of
 * the helper still binds to.
 */
export const PRELOAD_HELPER = 'export const __vitePreload = (load) => load();';

/**
 * The plugins. `isPageBuild()` decides per build (only the page's client build has the entry that
 * installs the global).
 */
export function retryDynamicImports(isPageBuild: () => boolean): Plugin[] {
  return [
    {
      name: 'cairnfield:preload-helper',
      // Before Vite's own plugins, which would load its helper.
      enforce: 'pre',
      load(id) {
        return isPageBuild() && id === PRELOAD_HELPER_ID ? PRELOAD_HELPER : null;
      },
    },
    {
      name: 'cairnfield:retry-dynamic-imports',
      renderChunk(code, chunk) {
        if (!isPageBuild()) return null;
        const unwrapped = unwrapPreloads(code);
        if (unwrapped.code.includes('__VITE_PRELOAD__')) {
          const at = unwrapped.code.indexOf('__VITE_PRELOAD__');
          this.error(
            `${chunk.fileName}: a preload wrapper left in place: ${unwrapped.code.slice(at - 300, at + 60)}`,
          );
        }
        const { code: rewritten, count } = rewriteChunkImports(unwrapped.code);
        return count + unwrapped.count > 0 ? { code: rewritten, map: null } : null;
      },
    },
  ];
}

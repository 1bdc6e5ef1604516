/**
 * Installs the page's retrying importer (page/lazy/retryImport.ts) as the global the production build's
 * chunks call for their dynamic imports (scripts/vite/retryDynamicImports.ts). The browser entry
 * imports this module first, so it runs before any other module of the page.
 *
 * Vite's preload helper also calls the rewritten import (its `() => import(...)` argument), so
 * chunks loaded with their preloads are covered the same way. Its `vite:preloadError` event is not
 * cancelled: cancelling it would turn a failed import into an `undefined` module, where the caller
 * needs the rejection to offer "Try again".
 */
import { createRetryImport, type ImportChunk } from '../lazy/retryImport';

declare global {
  var __cairnfieldImportChunk: ImportChunk | undefined;
}

globalThis.__cairnfieldImportChunk ??= createRetryImport();

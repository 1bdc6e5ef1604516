/**
 * Installs the page's retrying importer (page/lazy/retryImport.ts) as the global the production build's
 * chunks call for their dynamic imports (scripts/vite/retryDynamicImports.ts). The browser entry
 * imports this module first, so it runs before any other module of the page.
 *
 * The build takes Vite's preload wrapper off each of those imports (it had nothing to preload), so
 * a failed import rejects straight to its caller, which offers "Try again".
 */
import { createRetryImport, type ImportChunk } from '../lazy/retryImport';

declare global {
  var __cairnfieldImportChunk: ImportChunk | undefined;
}

globalThis.__cairnfieldImportChunk ??= createRetryImport();

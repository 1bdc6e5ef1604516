/**
 * Dynamic imports that can be tried again in every browser engine.
 *
 * A browser keeps a failed module fetch in its module map for the life of the document: a second
 * `import()` of the same URL fails at once, without a request. Only the newest Chromium stopped
 * doing so (whatwg/html#10327, https://github.com/whatwg/html/pull/10327); Chromium 150, Firefox
 * ESR and WebKit (Safari) still cache the failure. So "Try again" has to ask for a URL the module
 * map has not seen: after a failure, the next import of that chunk asks for `chunk.js?retry=N`.
 *
 * The production build sends every dynamic import of one of its chunks through `importChunk`
 * (scripts/vite/retryDynamicImports.ts rewrites `import('./X-hash.js')` in the built chunks), so
 * the lazy parts, the dialogs, the toast, the wallet flows and the shop client's schemas are all
 * covered without their code knowing. The browser entry installs it (installRetryImport.ts) before
 * anything else runs. In development and tests Vite's own imports are used unchanged.
 *
 * A module imported twice: the module map holds one instance per URL. A chunk loaded as
 * `X.js?retry=1` stays the one instance for every later dynamic import of X (they are sent to the
 * URL that worked). A second instance appears only if another chunk later imports X statically,
 * by its plain URL; the page's chunks that hold shared state (React, contexts, services) are all in
 * the entry, which has always loaded when any of this runs, so a second copy of a lazy chunk costs
 * bytes, not correctness. The static imports of a retried chunk resolve against its URL without
 * the query, so it shares them with the rest of the page.
 *
 * Where a new URL cannot help: when what failed was not the chunk itself but a chunk it imports
 * statically (a shared chunk whose fetch or modulepreload failed earlier), that URL cannot be
 * changed from here and stays failed in the module map until the document is gone. A retry then
 * fails although the chunk itself can be fetched; `importChunk` tells the two apart by fetching the
 * chunk, and marks the error `stale`. Only a reload clears the module map: the page then offers
 * one, keeping what the shopper typed (purchase/draft.ts).
 */

/** The error a chunk that did not load gives (the name webpack and Vite users know). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  /**
   * True when the chunk can be fetched but its import still fails: a module it needs failed
   * earlier and the browser keeps that failure until the page is reloaded.
   */
  readonly stale: boolean;
  constructor(message: string, options?: { cause?: unknown; stale?: boolean }) {
    super(message, options);
    this.stale = options?.stale ?? false;
  }
}

/** True when `error`, or an error it was caused by, is a chunk failure only a reload can clear. */
export function needsReload(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if (e instanceof ChunkLoadError && e.stale) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The URL of the `attempt`-th try of `href` (0: the URL itself). */
export function retryUrl(href: string, attempt: number): string {
  if (attempt === 0) return href;
  const url = new URL(href);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * The document being left. Firefox and WebKit stop a document's loads as soon as a navigation
 * away starts, while its scripts still run: a chunk on its way then fails like a network error.
 * That is no failure to show or report; the next page is coming.
 */
export interface Leaving {
  /** True from the start of a navigation away (`beforeunload`) until the page is shown again. */
  isLeaving(): boolean;
  /**
   * Resolves `ms` later, when the page is still here after all (a navigation that was cancelled
   * or turned into a download). A page that is gone never gets there; one kept in the back-forward
   * cache is frozen, timers too, and gets there once it is shown again.
   */
  stayed(ms: number): Promise<void>;
}

/** How long a page that started to leave waits before it counts as staying. */
export const LEAVING_GRACE_MS = 2000;

/** The window's own: `beforeunload` and `pagehide` start leaving, `pageshow` ends it. */
export function windowLeaving(win: Window = window): Leaving {
  let leaving = false;
  win.addEventListener('beforeunload', () => (leaving = true));
  win.addEventListener('pagehide', () => (leaving = true));
  win.addEventListener('pageshow', () => (leaving = false));
  return {
    isLeaving: () => leaving,
    stayed: (ms) =>
      new Promise((resolve) =>
        win.setTimeout(() => {
          leaving = false;
          resolve();
        }, ms),
      ),
  };
}

export interface RetryImportOptions {
  /** Imports a module by absolute URL. @default the browser's import() */
  importModule?: (url: string) => Promise<unknown>;
  /** Whether the document is being left (its loads cut off). @default the window's events */
  leaving?: Leaving;
  /** Whether the chunk itself can be fetched (to tell a stale dependency from a network still down). */
  isReachable?: (url: string) => Promise<boolean>;
}

/** Reachable when a plain GET of the chunk answers 2xx (no cache, so the network is asked). */
async function fetchReachable(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

export type ImportChunk = (href: string) => Promise<unknown>;

/**
 * Returns `importChunk(href)`: imports the chunk at the absolute URL `href`; after a failed
 * attempt, the next one asks for a URL no earlier attempt used; after a success, every later call
 * gets the module from the URL that worked.
 */
export function createRetryImport({
  importModule = (url) => import(/* @vite-ignore */ url),
  isReachable = fetchReachable,
  // No window in Node (the build's own checks import the installer): never leaving there.
  leaving = typeof window == 'object' ? windowLeaving() : undefined,
}: RetryImportOptions = {}): ImportChunk {
  const chunks = new Map<string, { failures: number; loadedFrom: string | null }>();
  return async function importChunk(href) {
    const chunk = chunks.get(href) ?? { failures: 0, loadedFrom: null };
    chunks.set(href, chunk);
    const url = chunk.loadedFrom ?? retryUrl(href, chunk.failures);
    try {
      const module = await importModule(url);
      chunk.loadedFrom = url;
      return module;
    } catch (cause) {
      chunk.failures += 1;
      // Cut off by leaving the page: no failure. Should the page stay after all, the chunk is
      // asked for again (on a URL the failed attempt did not use).
      if (leaving?.isLeaving()) {
        await leaving.stayed(LEAVING_GRACE_MS);
        return importChunk(href);
      }
      // A first failure is the network's until shown otherwise; a retry of a URL never asked for
      // before that fails while the chunk answers is a failure the browser kept.
      const stale = chunk.failures > 1 && (await isReachable(url));
      throw new ChunkLoadError(`Loading ${href} failed`, { cause, stale });
    }
  };
}

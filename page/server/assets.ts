/**
 * What the document links to: the client entry module, its CSS and the chunks to preload. In
 * production they come from Vite's manifest (build.manifest: true); in dev from Vite itself.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

import type { PageAssets } from '../layout/Document';

export type { PageAssets };

export const CLIENT_ENTRY = 'page/client/main.tsx';
/** The manifest key of the one stylesheet of a build with `cssCodeSplit: false`. */
export const SINGLE_STYLESHEET = 'style.css';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * Entry file, its CSS (including that of statically imported chunks) and its static imports. With
 * `readCss` (the file's text by its manifest path), the CSS is inlined instead of linked.
 */
export function assetsFromManifest(
  manifest: ViteManifest,
  base = '/',
  readCss?: (file: string) => string,
): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the Vite manifest`);
  const styles = new Set<string>();
  const inlineStyles: string[] = [];
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) {
      if (readCss) inlineStyles.push(readCss(css));
      else styles.add(`${base}${css}`);
    }
    if (!isEntry) preloads.add(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit(CLIENT_ENTRY, true);
  // A build without CSS code splitting has one stylesheet, listed on its own.
  const single = manifest[SINGLE_STYLESHEET]?.file;
  if (single) {
    if (readCss) inlineStyles.push(readCss(single));
    else styles.add(`${base}${single}`);
  }
  return {
    entryModules: [`${base}${entry.file}`],
    styles: [...styles],
    inlineStyles,
    modulePreloads: [...preloads],
    inlineModules: [],
  };
}

/**
 * The production build's assets, its CSS inlined (one small file, see vite.config.ts
 * `cssCodeSplit`): read once at start-up, never per request.
 */
export function readManifestAssets(manifestPath: string | URL): PageAssets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  const clientDir = new URL('..', new URL('.', toFileUrl(manifestPath)));
  return assetsFromManifest(manifest, '/', (file) =>
    readFileSync(new URL(file, clientDir), 'utf8').trim(),
  );
}

function toFileUrl(path: string | URL): URL {
  return path instanceof URL ? path : pathToFileURL(path);
}

/** Vite dev server: its client, React Refresh's preamble, then the entry as source. */
export function devAssets(reactRefreshPreamble: string): PageAssets {
  return {
    entryModules: ['/@vite/client', `/${CLIENT_ENTRY}`],
    styles: [],
    inlineStyles: [],
    modulePreloads: [],
    inlineModules: [reactRefreshPreamble],
  };
}

export const NO_ASSETS: PageAssets = {
  entryModules: [],
  styles: [],
  inlineStyles: [],
  modulePreloads: [],
  inlineModules: [],
};

/**
 * What the document links to: the client entry module, its CSS and the chunks to preload. In
 * production they come from Vite's manifest (build.manifest: true); in dev from Vite itself.
 */
import { readFileSync } from 'node:fs';

import type { PageAssets } from '../Document';

export type { PageAssets };

export const CLIENT_ENTRY = 'page/client/main.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Entry file, its CSS (including that of statically imported chunks) and its static imports. */
export function assetsFromManifest(manifest: ViteManifest, base = '/'): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the Vite manifest`);
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) styles.add(`${base}${css}`);
    if (!isEntry) preloads.add(`${base}${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported, false);
  };
  visit(CLIENT_ENTRY, true);
  return {
    entryModules: [`${base}${entry.file}`],
    styles: [...styles],
    modulePreloads: [...preloads],
    inlineModules: [],
  };
}

export function readManifestAssets(manifestPath: string | URL): PageAssets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  return assetsFromManifest(manifest);
}

/** Vite dev server: its client, React Refresh's preamble, then the entry as source. */
export function devAssets(reactRefreshPreamble: string): PageAssets {
  return {
    entryModules: ['/@vite/client', `/${CLIENT_ENTRY}`],
    styles: [],
    modulePreloads: [],
    inlineModules: [reactRefreshPreamble],
  };
}

export const NO_ASSETS: PageAssets = {
  entryModules: [],
  styles: [],
  modulePreloads: [],
  inlineModules: [],
};

// @ts-check
// What the first load is made of: rendered bytes per package or source folder in the initial JS
// chunks, from dist/client/.vite/modules.json (written by the module-sizes plugin in
// vite.config.ts). The plugin sees each module's size before minification; each module's share of
// its chunk is applied to the chunk's minified file size, so the rows add up to the raw
// (uncompressed) bytes the browser parses and runs.

/**
 * "node_modules/@radix-ui/react-dialog/dist/index.mjs" -> "@radix-ui/react-dialog"
 * @param {string} id
 */
export function groupOf(id) {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope = '', name] = id.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const parts = id.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : id;
}

/**
 * @param {Record<string, Record<string, number>>} modulesByChunk
 * @param {Iterable<string>} initialFiles
 * @param {(file: string) => number} fileSize minified size of a chunk file
 */
export function initialBreakdown(modulesByChunk, initialFiles, fileSize) {
  const groups = new Map();
  let total = 0;
  for (const file of initialFiles) {
    const modules = Object.entries(modulesByChunk[file] ?? {});
    const rendered = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
    const size = fileSize(file);
    for (const [id, bytes] of modules) {
      const share = rendered > 0 ? (bytes / rendered) * size : 0;
      const group = groupOf(id);
      groups.set(group, (groups.get(group) ?? 0) + share);
      total += share;
    }
  }
  const rows = [...groups]
    .map(([group, bytes]) => ({ group, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
  return { total, rows };
}

// @ts-check
// Bytes on the wire, measured from the running server with the Accept-Encoding a browser sends:
// for each page type, the HTML, the JS the page loads before it is interactive (the entry, its
// modulepreloads and the static imports the manifest lists for it), the CSS it links or preloads
// (or inlines: counted at what it adds to the compressed HTML, brotli quality 5 as the page server
// sends it), and the number of requests; then every lazy chunk (dynamic imports) on its own.
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }} RawResponse */
/** @typedef {import('vite').Manifest} Manifest */
/** @typedef {{ file: string, bytes: number, raw: number, encoding: string, vary: string, name?: string }} Asset */

/**
 * GET with a browser's Accept-Encoding: the body bytes as sent (still compressed).
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<RawResponse>}
 */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers } },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** @param {Pick<RawResponse, 'headers' | 'body'>} response */
export function decode({ headers, body }) {
  const coding = headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  if (!coding || coding === 'identity') return body;
  throw new Error(`unexpected Content-Encoding ${coding}`);
}

const attr = (/** @type {string} */ tag, /** @type {string} */ name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/**
 * The assets a document loads before it is interactive (what the browser would request).
 * @param {string} html
 */
export function parseDocument(html) {
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const preloads = [];
  /** @type {string[]} */
  const styles = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && /type="module"/i.test(tag)) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') preloads.push(href);
    else if (rel === 'stylesheet') styles.push(href);
    else if (rel === 'preload' && attr(tag, 'as') === 'style') styles.push(href);
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, css]) => css)
    .join('');
  return { scripts, preloads, styles, inlineCss };
}

/**
 * What inline CSS adds to the compressed document (the page server's brotli quality 5).
 * @param {string} css
 */
export function inlineCssBytes(css) {
  if (!css) return 0;
  return brotliCompressSync(Buffer.from(css), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  }).length;
}

/**
 * Static-import closure of the given files in the Vite manifest (file paths, no leading /).
 * @param {Manifest} manifest
 * @param {Iterable<string>} files
 * @returns {Set<string>}
 */
export function staticClosure(manifest, files) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** @type {Set<string>} */
  const out = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (!chunk || out.has(chunk.file)) return;
    out.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of files) {
    const key = byFile.get(file);
    if (key) visit(key);
    else out.add(file);
  }
  return out;
}

const asPath = (/** @type {string} */ href) => href.replace(/^\//, '');

/**
 * @param {{ origin: string, manifest: Manifest, pages: readonly { name: string, path: string, hydrates?: readonly string[] }[] }} input
 */
export async function measureWire({ origin, manifest, pages }) {
  /** @type {Map<string, Asset>} */
  const cache = new Map();
  const asset = async (/** @type {string} */ file) => {
    if (!cache.has(file)) {
      const res = await getRaw(`${origin}/${file}`);
      if (res.status !== 200) throw new Error(`GET /${file}: ${res.status}`);
      cache.set(file, {
        file,
        bytes: res.body.length,
        raw: decode(res).length,
        encoding: res.headers['content-encoding'] ?? 'identity',
        vary: String(res.headers.vary ?? ''),
      });
    }
    return /** @type {Asset} */ (cache.get(file));
  };

  const chunkNamed = (/** @type {string} */ name) => {
    const chunk = Object.values(manifest).find((c) => c.name === name && c.file.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk named ${name} in the manifest`);
    return chunk.file;
  };
  const pageRows = [];
  const hydrationFiles = new Set();
  for (const page of pages) {
    const res = await getRaw(`${origin}${page.path}`);
    if (res.status !== 200) throw new Error(`GET ${page.path}: ${res.status}`);
    const html = decode(res).toString('utf8');
    const doc = parseDocument(html);
    const js = staticClosure(manifest, [...doc.scripts, ...doc.preloads].map(asPath));
    const jsAssets = await Promise.all([...js].map(asset));
    // What the entry loads before it hydrates, with what those chunks import.
    const hydration = staticClosure(manifest, [...js, ...(page.hydrates ?? []).map(chunkNamed)]);
    for (const file of hydration) hydrationFiles.add(file);
    const hydrationAssets = await Promise.all([...hydration].map(asset));
    const cssAssets = await Promise.all(doc.styles.map((href) => asset(asPath(href))));
    pageRows.push({
      name: page.name,
      path: page.path,
      html: {
        bytes: res.body.length,
        raw: Buffer.byteLength(html),
        encoding: res.headers['content-encoding'] ?? 'identity',
      },
      js: { bytes: sum(jsAssets), files: jsAssets },
      hydration: { bytes: sum(hydrationAssets), files: hydrationAssets },
      css: {
        bytes: sum(cssAssets),
        files: cssAssets,
        inline: inlineCssBytes(doc.inlineCss),
        inlineRaw: Buffer.byteLength(doc.inlineCss),
      },
      requests: 1 + jsAssets.length + cssAssets.length,
    });
  }

  // Every chunk that no page loads before it hydrates arrives on demand (or on idle).
  const lazyFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js') && !hydrationFiles.has(chunk.file))
      .map((chunk) => chunk.file),
  );
  const lazy = await Promise.all([...lazyFiles].map(asset));
  for (const row of lazy) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.file === row.file);
    row.name = (key && manifest[key]?.name) ?? row.file;
  }
  lazy.sort((a, b) => b.bytes - a.bytes);
  return { pages: pageRows, lazy };
}

/** @param {readonly Asset[]} assets */
function sum(assets) {
  return assets.reduce((total, a) => total + a.bytes, 0);
}

/**
 * Rows of [what, measured, budget, ok] for the byte budgets.
 * @param {Awaited<ReturnType<typeof measureWire>>} wire
 * @param {{ initialJs: number, hydrationJs: number, css: number, html: number, lazyChunk: number }} budgets
 */
export function checkBudgets(wire, budgets) {
  /** @type {[string, number, number][]} */
  const rows = [];
  for (const page of wire.pages) {
    rows.push([`${page.name}: initial JS`, page.js.bytes, budgets.initialJs]);
    rows.push([`${page.name}: JS before hydration`, page.hydration.bytes, budgets.hydrationJs]);
    rows.push([`${page.name}: CSS`, page.css.bytes + page.css.inline, budgets.css]);
    rows.push([`${page.name}: HTML`, page.html.bytes, budgets.html]);
  }
  for (const chunk of wire.lazy)
    rows.push([`lazy chunk ${chunk.name}`, chunk.bytes, budgets.lazyChunk]);
  return rows.map(([what, bytes, budget]) => ({ what, bytes, budget, ok: bytes <= budget }));
}

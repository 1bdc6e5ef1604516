// Bytes on the wire, measured from the running server with the Accept-Encoding a browser sends:
// for each page type, the HTML, the JS the page loads before it is interactive (the entry, its
// modulepreloads and the static imports the manifest lists for it), the CSS it links or preloads
// (or inlines: counted at what it adds to the compressed HTML, brotli quality 5 as the page server
// sends it), and the number of requests; then every lazy chunk (dynamic imports) on its own.
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';

export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** GET with a browser's Accept-Encoding: the body bytes as sent (still compressed). */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
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

export function decode({ headers, body }) {
  const coding = headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(body);
  if (coding === 'gzip') return gunzipSync(body);
  if (!coding || coding === 'identity') return body;
  throw new Error(`unexpected Content-Encoding ${coding}`);
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** The assets a document loads before it is interactive (what the browser would request). */
export function parseDocument(html) {
  const scripts = [];
  const preloads = [];
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

/** What inline CSS adds to the compressed document (the page server's brotli quality 5). */
export function inlineCssBytes(css) {
  if (!css) return 0;
  return brotliCompressSync(Buffer.from(css), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  }).length;
}

/** Static-import closure of the given files in the Vite manifest (file paths, no leading /). */
export function staticClosure(manifest, files) {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const out = new Set();
  const visit = (key) => {
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

const asPath = (href) => href.replace(/^\//, '');

/**
 * @param {{ origin: string, manifest: object, pages: { name: string, path: string }[] }} input
 */
export async function measureWire({ origin, manifest, pages }) {
  const cache = new Map();
  const asset = async (file) => {
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
    return cache.get(file);
  };

  const chunkNamed = (name) => {
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
    const key = Object.keys(manifest).find((k) => manifest[k].file === row.file);
    row.name = manifest[key]?.name ?? row.file;
  }
  lazy.sort((a, b) => b.bytes - a.bytes);
  return { pages: pageRows, lazy };
}

function sum(assets) {
  return assets.reduce((total, a) => total + a.bytes, 0);
}

/** Rows of [what, measured, budget, ok] for the byte budgets. */
export function checkBudgets(wire, budgets) {
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

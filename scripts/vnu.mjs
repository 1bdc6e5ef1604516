// @ts-check
// The W3C Nu HTML Checker (the `vnu-jar` package, run with Java) over the server HTML of every page
// type: the index, every product page the index links to, the cart (empty, and holding a gift card
// and an eGift card), the 404 page and the error page (a product page whose shop API cannot be
// reached). Needs the production build (`npm run build`) and
// `java` (Debian: default-jre-headless). Prints each message; exits non-zero on any error.
//
//   node scripts/vnu.mjs            # starts the built server on free ports and checks it
//
// Warnings are printed but do not fail the run; errors do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { freePort, serverEntry, startPageServer as startServer } from './lib/servers.mjs';
const vnuJar = createRequire(import.meta.url)('vnu-jar');

/** Adds a $50 gift card and a $25 eGift card for a new shopper; answers their cart cookie. */
/** @param {string} origin */
async function fillCart(origin) {
  let cookie = '';
  const add = async (/** @type {unknown} */ body) => {
    const res = await fetch(`${origin}/api/cart/sku`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`add to cart for the cart page: HTTP ${res.status}`);
    cookie ||= res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  await add({
    skus: [{ id: '10001', sku: '20001', quantity: 2, type: 'REGULAR' }],
    giftAmount: 50,
    inventoryCheck: true,
    isGCItem: true,
  });
  await add({
    orderItem: [
      {
        productId: '10003',
        sku: '20005',
        quantity: 1,
        xitem_isEGCItem: true,
        xitem_giftAmount: 25,
      },
    ],
    senderEmail: 'sam@example.com',
    senderFirstName: 'Sam',
    senderLastName: 'Lee',
    senderMessage: 'Enjoy!',
    recipients: [
      {
        sequence: 1,
        recipientFirstName: 'Ana',
        recipientLastName: 'Diaz',
        recipientEmail: 'ana@example.com',
      },
    ],
    isSendToOne: 0,
  });
  return cookie;
}

/** @param {string} message */
function fail(message) {
  console.error(`✖ vnu: ${message}`);
  process.exit(1);
}

if (!existsSync(serverEntry)) fail(`no build at ${serverEntry}; run \`npm run build\` first.`);
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  fail('java is not installed (Debian: apt-get install default-jre-headless).');
}

const work = mkdtempSync(join(tmpdir(), 'vnu-'));
const servers = [];
let exitCode = 0;
try {
  const main = await startServer({}, join(work, 'db'));
  servers.push(main);
  // Shop API at a port nothing listens on: every product page becomes the error page.
  const down = await startServer(
    { SHOP_API_ORIGIN: `http://127.0.0.1:${await freePort()}` },
    join(work, 'db-unused'),
  );
  servers.push(down);

  const index = await (await fetch(`${main.origin}/`)).text();
  const productPaths = [...new Set([...index.matchAll(/href="(\/p\/[^"#?]+)"/g)].map((m) => m[1]))];
  if (productPaths.length === 0) throw new Error('the index links to no product page');

  // A shopper with a gift card and an eGift card in the cart (its cookie), for the cart page.
  const cartCookie = await fillCart(main.origin);

  const pages = [
    { name: 'index', url: `${main.origin}/`, status: 200 },
    { name: 'empty cart', url: `${main.origin}/shop/cart`, status: 200 },
    { name: 'cart', url: `${main.origin}/shop/cart`, status: 200, cookie: cartCookie },
    ...productPaths.map((path) => ({
      name: `product ${path}`,
      url: `${main.origin}${path}`,
      status: 200,
    })),
    { name: '404 page', url: `${main.origin}/no-such-page`, status: 404 },
    { name: 'error page', url: `${down.origin}${productPaths[0]}`, status: [500, 502, 503, 504] },
  ];

  const files = [];
  for (const [i, page] of pages.entries()) {
    const res = await fetch(page.url, page.cookie ? { headers: { cookie: page.cookie } } : {});
    const expected = [page.status].flat();
    if (!expected.includes(res.status)) {
      throw new Error(`${page.name}: HTTP ${res.status}, expected ${expected.join(' or ')}`);
    }
    const file = join(
      work,
      `${String(i).padStart(2, '0')}-${page.name.replace(/[^\w-]+/g, '_')}.html`,
    );
    writeFileSync(file, await res.text());
    files.push({ ...page, file });
  }

  const run = spawnSync(
    'java',
    [
      '-Xss1024k',
      '-jar',
      vnuJar,
      '--format',
      'json',
      '--exit-zero-always',
      ...files.map((f) => f.file),
    ],
    {
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`vnu did not run (exit ${run.status}): ${run.stderr}`);
  /** @typedef {{ type: string, subType?: string, url: string, message: string, lastLine?: number, firstColumn?: number, extract?: string }} VnuMessage */
  /** @type {{ messages: VnuMessage[] }} */
  const { messages } = JSON.parse(run.stderr || run.stdout);
  const byFile = new Map(files.map((f) => [`file:${f.file}`, f]));
  // vnu's types: 'error' (and subType 'fatal'), 'info' with subType 'warning', and plain 'info'
  // notes (React writes void elements as '<meta/>', which vnu notes on every tag: not shown).
  const isError = (/** @type {VnuMessage} */ m) =>
    m.type === 'error' || m.type === 'non-document-error';
  const isWarning = (/** @type {VnuMessage} */ m) => m.type === 'info' && m.subType === 'warning';
  let errors = 0;
  let warnings = 0;
  const show = (/** @type {VnuMessage} */ m) => {
    const where = m.lastLine ? ` (line ${m.lastLine}, column ${m.firstColumn ?? '?'})` : '';
    console.log(`    ${isError(m) ? 'error' : 'warning'}${where}: ${m.message}`);
    if (m.extract) console.log(`      ${m.extract.replace(/\s+/g, ' ').slice(0, 200)}`);
  };
  for (const page of files) {
    const own = messages.filter((m) => byFile.get(m.url) === page);
    const pageErrors = own.filter(isError);
    const pageWarnings = own.filter(isWarning);
    errors += pageErrors.length;
    warnings += pageWarnings.length;
    console.log(
      `${pageErrors.length === 0 ? '✔' : '✖'} ${page.name}: ${pageErrors.length} errors, ${pageWarnings.length} warnings`,
    );
    for (const m of [...pageErrors, ...pageWarnings]) show(m);
  }
  for (const m of messages.filter((m) => !byFile.has(m.url) && (isError(m) || isWarning(m)))) {
    if (isError(m)) errors += 1;
    show(m);
  }
  console.log(`vnu: ${files.length} pages, ${errors} errors, ${warnings} warnings`);
  if (errors > 0) exitCode = 1;
} catch (error) {
  console.error(`✖ vnu: ${/** @type {Error} */ (error).message}`);
  exitCode = 1;
} finally {
  for (const server of servers) server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);

// @ts-check
// Fault 3: the shop API slow (2 s), resetting connections, or answering truncated JSON. A
// separate shop API (the built `npm run shop-api`, on the cluster's PostgreSQL), the repository's
// fault proxy (server/test/faultProxy.ts) in front of it, and a page server pointed at the proxy
// (SHOP_API_ORIGIN): the shopper posts the eGift purchase form, the way a browser without
// JavaScript does, while the add-to-cart call is faulty; the page must show spec 8's message,
// keep what was typed, and add once the fault is gone, with no restart.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { freePort, root, serverEntry } from '../lib/servers.mjs';
import { browserFaults } from './browser.mjs';
import { formatMs, table, verdict } from './figures.mjs';
import { pageData, submissionKeyIn } from './shopper.mjs';

const PAGE = '/p/cairnfield-egift-card';
const DEFAULT_MESSAGE = 'Sorry, Something went wrong. Please try after sometime.';
const cacheDir = join(root, 'node_modules/.cache/chaos');
/** What the shopper typed (spec 5's eGift form), to be found again on the page after a failure. */
const TYPED = {
  amount: '100',
  quantity: '1',
  sender_email: 'jordan.reyes@example.com',
  sender_firstName: 'Jordan',
  sender_lastName: 'Reyes',
  recipient_1_email: 'sam.chaos@example.com',
  recipient_1_firstName: 'Samwise',
  recipient_1_lastName: 'Gamgee',
  senderMessage: 'Happy trails, whatever the network does',
};

/**
 * The repository's fault proxy, compiled from TypeScript for this script.
 * @returns {Promise<typeof import('../../server/test/faultProxy.ts')>}
 */
async function loadFaultProxy() {
  mkdirSync(cacheDir, { recursive: true });
  const outfile = join(cacheDir, 'faultProxy.mjs');
  await build({
    entryPoints: [join(root, 'server/test/faultProxy.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/**
 * `npm run shop-api`'s bundle, built when missing.
 * @param {(line: string) => void} log
 */
function ensureShopApiBuild(log) {
  const entry = join(root, 'dist/shop-api/main.js');
  if (existsSync(entry)) return entry;
  log('building the separate shop API (vite build --ssr shop-api/main.ts)');
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'shop-api/main.ts', '--outDir', 'dist/shop-api', '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error('the shop API build failed');
  return entry;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} url
 * @param {NodeJS.WritableStream} logStream
 */
async function spawnUntilOk(command, args, env, url, logStream) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(logStream, { end: false });
  child.stderr.pipe(logStream, { end: false });
  const until = Date.now() + 180_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${url} did not answer within 180 s`);
}

/**
 * @param {import('node:child_process').ChildProcess | null} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A browser's cookie jar for one shopper. */
function jar() {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  return {
    /** @param {Response} response */
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const i = pair.indexOf('=');
        if (/max-age=0/i.test(line)) cookies.delete(pair.slice(0, i));
        else cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
    },
    get header() {
      return [...cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    },
  };
}

/** The form posted without JavaScript, the redirect followed: what the shopper then sees. */
/**
 * Posts the typed eGift form as the shopper's browser would: from the page they are on (`shown`,
 * the page the last post came back to, whose submission key it carries), or from a fresh visit.
 * @param {string} origin
 * @param {ReturnType<typeof jar>} cookies
 * @param {string | null} [shown]
 */
async function postForm(origin, cookies, shown = null) {
  let form = shown;
  if (form === null) {
    const page = await fetch(`${origin}${PAGE}`, { headers: { cookie: cookies.header } });
    cookies.take(page);
    form = await page.text();
  }
  const submissionKey = submissionKeyIn(form ?? '');
  const started = performance.now();
  const posted = await fetch(`${origin}${PAGE}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: cookies.header,
    },
    body: new URLSearchParams({ ...TYPED, ...(submissionKey ? { submissionKey } : {}) }).toString(),
    redirect: 'manual',
  });
  const postMs = performance.now() - started;
  cookies.take(posted);
  const location = posted.headers.get('location');
  if (posted.status !== 303 || !location) {
    return {
      postStatus: posted.status,
      postMs,
      shown: null,
      kept: false,
      html: await posted.text(),
    };
  }
  const next = await fetch(new URL(location, origin), { headers: { cookie: cookies.header } });
  cookies.take(next);
  const html = await next.text();
  const data = pageData(html);
  /** @type {{ kind: string, message?: string } | null} */
  const result = data?.posted?.result ?? null;
  // Every typed value is back in the form, and the message is in the document the shopper reads.
  const kept = Object.entries(TYPED).every(([, value]) => html.includes(value));
  const shownInHtml = result?.message
    ? html.includes(result.message.replace(/'/g, '&#x27;')) || html.includes(result.message)
    : false;
  return {
    postStatus: posted.status,
    pageStatus: next.status,
    postMs,
    result,
    kept,
    shownInHtml,
    html,
  };
}

/**
 * @param {string} origin
 * @param {ReturnType<typeof jar>} cookies
 * @returns {Promise<number | null>}
 */
async function cartQuantity(origin, cookies) {
  const answer = await fetch(`${origin}/api/cart/000000`, {
    headers: { cookie: cookies.header, 'sec-fetch-site': 'same-origin' },
  });
  if (!answer.ok) return null;
  return (await answer.json()).cart?.totalCartQuantity ?? 0;
}

/**
 * @param {import('../cluster/cluster.mjs').Cluster} cluster
 * @param {{ log: (line: string) => void, logDir: string }} options
 */
export async function faultsPhase(cluster, { log, logDir }) {
  const { startFaultProxy } = await loadFaultProxy();
  const shopEntry = ensureShopApiBuild(log);
  const logStream = createWriteStream(join(logDir, 'faults.log'));
  /** @type {import('node:child_process').ChildProcess | null} */
  let shop = null;
  /** @type {import('node:child_process').ChildProcess | null} */
  let page = null;
  /** @type {import('../../server/test/faultProxy.ts').FaultProxy | null} */
  let proxy = null;
  /** @type {unknown[][]} */
  const rows = [];
  /** @typedef {Awaited<ReturnType<typeof postForm>>} Posted */
  /** @type {{ name: string, pass: boolean, during: Posted, retry: Posted, before: number | null, afterFault: number | null, afterRetry: number | null, hits: number }[]} */
  const results = [];
  /** @type {{ name: string, alertShown?: boolean, kept?: boolean, recovered?: boolean, error?: string }[]} */
  let browser = [];
  try {
    const shopPort = await freePort();
    const shopOrigin = `http://127.0.0.1:${shopPort}`;
    const pagePort = await freePort();
    const pageOrigin = `http://127.0.0.1:${pagePort}`;
    const common = {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: cluster.sessionSecret,
      SHOP_API_CART_RATE_LIMIT: '1000000/600',
    };
    shop = await spawnUntilOk(
      process.execPath,
      [shopEntry],
      {
        ...common,
        DATABASE_URL: cluster.databaseUrl,
        SHOP_API_PORT: String(shopPort),
        SHOP_API_TRUSTED_ORIGINS: pageOrigin,
      },
      `${shopOrigin}/api/product/v2/10003`,
      logStream,
    );
    proxy = await startFaultProxy({ target: shopOrigin });
    page = await spawnUntilOk(
      process.execPath,
      [serverEntry],
      {
        ...common,
        PORT: String(pagePort),
        HOST: '127.0.0.1',
        WEB_CONCURRENCY: '1',
        SHOP_API_ORIGIN: proxy.origin,
      },
      `${pageOrigin}/healthz`,
      logStream,
    );
    log(`page server ${pageOrigin} → fault proxy ${proxy.origin} → shop API ${shopOrigin}`);

    const addPath = /^\/api\/cart(?:item)?\/sku$/;
    /** @type {{ name: string, fault: import('../../server/test/faultProxy.ts').Fault, expect: string }[]} */
    const faults = [
      { name: 'slow (2 s)', fault: { kind: 'delay', ms: 2_000 }, expect: 'added' },
      { name: 'connection reset', fault: { kind: 'reset' }, expect: 'failed' },
      {
        name: 'truncated JSON (first 24 bytes)',
        fault: { kind: 'truncate', bytes: 24 },
        expect: 'failed',
      },
    ];
    for (const { name, fault, expect } of faults) {
      const cookies = jar();
      const before = await cartQuantity(pageOrigin, cookies);
      const active = proxy.addFault({ path: addPath, method: 'POST', fault });
      const during = await postForm(pageOrigin, cookies);
      active.remove();
      const afterFault = await cartQuantity(pageOrigin, cookies);
      // The shopper tries again from the page they were shown; nothing was restarted.
      const retry = await postForm(pageOrigin, cookies, during.html ?? null);
      const afterRetry = await cartQuantity(pageOrigin, cookies);
      const messageOk =
        expect === 'added'
          ? during.result?.kind === 'added'
          : during.result?.kind === 'failed' && during.result?.message === DEFAULT_MESSAGE;
      const pass =
        active.hits > 0 &&
        during.postStatus === 303 &&
        during.pageStatus === 200 &&
        messageOk &&
        during.kept &&
        retry.result?.kind === 'added';
      results.push({
        name,
        pass,
        during,
        retry,
        before,
        afterFault,
        afterRetry,
        hits: active.hits,
      });
      rows.push([
        name,
        `${during.postStatus} → ${during.pageStatus ?? '-'} in ${formatMs(during.postMs)}`,
        during.result ? `${during.result.kind}: “${during.result.message}”` : 'none',
        during.kept ? 'yes' : 'NO',
        `${retry.result?.kind ?? 'none'} in ${formatMs(retry.postMs)}`,
        `${afterFault ?? '-'} → ${afterRetry ?? '-'}`,
        verdict(pass),
      ]);
      log(`${name}: ${verdict(pass)}`);
    }
    log('the same faults in Chromium (playwright-core)');
    try {
      browser = await browserFaults({
        pageOrigin,
        proxy,
        addPath,
        faults: faults.filter((f) => f.expect === 'failed'),
      });
    } catch (error) {
      browser = [
        { name: 'Chromium', error: error instanceof Error ? error.message : String(error) },
      ];
    }
    for (const b of browser)
      log(
        `Chromium, ${b.name}: ${b.error ?? verdict(Boolean(b.alertShown && b.kept && b.recovered))}`,
      );
  } finally {
    await stopChild(page);
    await proxy?.close();
    await stopChild(shop);
    logStream.end();
  }
  const browserPass =
    browser.length > 0 && browser.every((b) => !b.error && b.alertShown && b.kept && b.recovered);
  const pass = results.length === 3 && results.every((r) => r.pass) && browserPass;
  const truncated = results.find((r) => r.name.startsWith('truncated'));
  const markdown = [
    `### 3. The shop API slow, resetting, truncating — ${verdict(pass)}`,
    '',
    `A page server (\`SHOP_API_ORIGIN\`) → the fault proxy (server/test/faultProxy.ts) → a separate shop API (\`npm run shop-api\`'s build) on the cluster's PostgreSQL. For each fault a new shopper loads ${PAGE}, types the eGift form (amount, sender, recipient, message) and posts it without JavaScript while the proxy faults the add-to-cart call; then the fault is removed and the shopper posts again from the page they were shown. Expected (spec 8): the default message "${DEFAULT_MESSAGE}" for a failure, every typed value kept, and an add on the next try; a 2 s delay is within the page's 5 s server-side budget, so it adds, slowly.`,
    '',
    table(
      [
        'fault',
        'post → page',
        'outcome shown',
        'typed values kept',
        'next try (fault gone)',
        'cards in cart after fault → after retry',
        'verdict',
      ],
      rows,
    ),
    '',
    "The same failures in Chromium (Debian's, headless, through playwright-core), with JavaScript: the shopper types the eGift form, presses Add to cart while the add is faulty, then presses it again once the fault is gone.",
    '',
    table(
      [
        'fault',
        'alert with the default message',
        'typed values kept',
        'added on the next press',
        'verdict',
      ],
      browser.map((b) => [
        b.name,
        b.alertShown ? 'yes' : 'no',
        b.kept ? 'yes' : 'no',
        b.recovered ? 'yes' : `no${b.error ? ` (${b.error})` : ''}`,
        verdict(Boolean(!b.error && b.alertShown && b.kept && b.recovered)),
      ]),
    ),
    ...(truncated && (truncated.afterFault ?? 0) > 0
      ? [
          '',
          (truncated.afterRetry ?? 0) > (truncated.afterFault ?? 0)
            ? `Finding: under the truncated answer the shop had added the card (the cut came after its answer was sent), so the cart held ${truncated.afterFault} card(s) while the page said nothing was confirmed; the shopper's retry added another (${truncated.afterRetry}): it should have gone with the first post's key (the page keeps its submission key after an answer it could not read, page/purchase/submission.ts).`
            : `Under the truncated answer the shop had added the card (the cut came after its answer was sent): the cart held ${truncated.afterFault} card(s) while the page said nothing was confirmed. The page came back with the same submission key, so the shopper's retry of the same cards was the shop's replay of that add, not a second one (${truncated.afterRetry} after the retry).`,
        ]
      : []),
  ].join('\n');
  return {
    figures: { pass, results: results.map(({ name, pass: p, hits }) => ({ name, pass: p, hits })) },
    markdown,
  };
}

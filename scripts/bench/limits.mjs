// @ts-check
// The request limits under abuse, measured on the production server as `npm start` runs it (every
// core: a primary with the shop API and one page server process per core). Reported, never
// asserted (the tests in server/requestLimits.built.test.ts assert the behaviour):
//
// - product reads (the shop API's GET /api/product/v2/10001 and the product page) with nothing
//   else going on, then while one client keeps uploading 200 MiB chunked bodies to
//   POST /api/cart/sku: p50 and p99 of each, and how the uploads were answered;
// - one 200 MiB chunked upload: its answer (status, Connection), when it came, how much of the
//   body was sent by then, and the memory of the primary and the workers before and after (RSS,
//   and the peak RSS the kernel recorded);
// - a huge declared Content-Length with no body behind it: how long until the answer;
// - slow clients: a body of Content-Length 1000 sent a byte every 10 s (to the shop API and to a
//   page form), headers sent a byte a second: how long until the server cut them off.
//
//   node scripts/bench/limits.mjs                 starts dist/server/main.js on every core
//   node scripts/bench/limits.mjs --origin URL --pid PRIMARY_PID   probes a running server
//   … --no-slow                                   without the slow clients (a minute less)
//
// `npm run bench` runs it as its last section.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { childrenOf, memoryOf } from '../lib/processes.mjs';
import { openRequest, sendChunked, trickle } from '../lib/rawHttp.mjs';
import { root, serverEntry } from '../lib/servers.mjs';
import { formatLimits } from './limitsReport.mjs';

const MiB = 1024 * 1024;
const UPLOAD_BYTES = 200 * MiB;
const JSON_POST = {
  'content-type': 'application/json',
  'sec-fetch-site': 'same-origin',
};
const READS = [
  { name: 'GET /api/product/v2/10001', path: '/api/product/v2/10001' },
  { name: 'GET /p/cairnfield-gift-card', path: '/p/cairnfield-gift-card' },
];

/** @typedef {import('./limitsReport.mjs').Limits} Limits */
/** @typedef {import('./limitsReport.mjs').Upload} Upload */
/** @typedef {{ times: Record<string, number[]>, uploads: Upload[] }} Pool */

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/**
 * Product reads for `durationMs`, `concurrency` readers each going through READS in turn.
 * @param {string} origin
 * @param {Pool['times']} times
 * @param {{ durationMs: number, concurrency?: number }} options
 */
async function timeReads(origin, times, { durationMs, concurrency = 2 }) {
  const until = performance.now() + durationMs;
  const reader = async (/** @type {number} */ offset) => {
    for (let i = offset; performance.now() < until; i += 1) {
      const read = /** @type {(typeof READS)[number]} */ (READS[i % READS.length]);
      const started = performance.now();
      const response = await fetch(`${origin}${read.path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${read.path} answered ${response.status}`);
      times[read.name]?.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => reader(i)));
}

/**
 * Reads for `durationMs` while one client uploads 200 MiB bodies, `everyMs` apart (null: none).
 * @param {string} origin
 * @param {Pool} into
 * @param {{ everyMs: number | null, durationMs: number }} options
 */
async function phase(origin, into, { everyMs, durationMs }) {
  let uploading = everyMs !== null;
  const uploader = (async () => {
    while (uploading) {
      const started = performance.now();
      into.uploads.push(await upload(origin));
      const wait = (everyMs ?? 0) - (performance.now() - started);
      if (wait > 0 && uploading) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  await timeReads(origin, into.times, { durationMs });
  uploading = false;
  await uploader;
}

const PHASES = [
  { name: 'quiet', everyMs: null },
  { name: 'a 200 MiB upload every 100 ms', everyMs: 100 },
  { name: '200 MiB uploads back to back', everyMs: 0 },
];

/**
 * The product reads' p50 and p99 in each phase: `rounds` rounds of the three phases in turn,
 * `phaseMs` each, the samples of a phase pooled over the rounds (the machine's other load
 * spreads over all three rather than landing on one).
 * @param {string} origin
 * @returns {Promise<import('./limitsReport.mjs').Phase[]>}
 */
async function readsUnderUploads(origin, { rounds = 3, phaseMs = 5_000 } = {}) {
  /** @type {Pool[]} */
  const pooled = PHASES.map(() => ({
    times: Object.fromEntries(READS.map((read) => [read.name, []])),
    uploads: [],
  }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, p] of PHASES.entries()) {
      await phase(origin, /** @type {Pool} */ (pooled[i]), {
        everyMs: p.everyMs,
        durationMs: phaseMs,
      });
    }
  }
  return PHASES.map((p, i) => {
    const { times, uploads } = /** @type {Pool} */ (pooled[i]);
    /** @type {Record<string, number>} */
    const answers = {};
    for (const u of uploads) {
      const key = u.status ? `${u.status} (Connection: ${u.connection})` : 'no answer (reset)';
      answers[key] = (answers[key] ?? 0) + 1;
    }
    return {
      name: p.name,
      reads: Object.fromEntries(
        Object.entries(times).map(([name, t]) => [
          name,
          { p50: percentile(t, 50), p99: percentile(t, 99), count: t.length },
        ]),
      ),
      uploads:
        p.everyMs === null
          ? null
          : {
              count: uploads.length,
              answers,
              slowestAnswerMs: Math.max(0, ...uploads.map((u) => u.answerMs ?? 0)),
              mostBytesSent: Math.max(0, ...uploads.map((u) => u.bytesSentBeforeAnswer)),
            },
    };
  });
}

/**
 * One chunked upload of `totalBytes` to POST /api/cart/sku, streamed as fast as taken.
 * @param {string} origin
 * @returns {Promise<Upload>}
 */
async function upload(origin, totalBytes = UPLOAD_BYTES) {
  const request = openRequest(origin, {
    path: '/api/cart/sku',
    headers: { ...JSON_POST, 'transfer-encoding': 'chunked' },
  });
  const sent = await sendChunked(request, { totalBytes });
  const answer = await Promise.race([
    request.response,
    /** @type {Promise<undefined>} */ (
      new Promise((resolve) => setTimeout(() => resolve(undefined), 120_000))
    ),
  ]);
  const result = {
    status: answer?.status ?? null,
    connection: answer?.headers.connection ?? null,
    answerMs: answer?.at ?? null,
    bytesSentBeforeAnswer: sent,
    closedByServerMs: request.closedAt,
  };
  request.destroy();
  return result;
}

/**
 * RSS and peak RSS (MB) of the primary and each of its workers.
 * @param {number} primaryPid
 * @returns {import('./limitsReport.mjs').Memory}
 */
function memory(primaryPid) {
  const mb = (/** @type {number} */ kib) => Math.round(kib / 1024);
  /** @returns {import('./limitsReport.mjs').ProcessMemory} */
  const of = (/** @type {number} */ pid) => {
    const m = memoryOf(pid);
    return m ? { pid, rssMB: mb(m.rssKiB), peakMB: mb(m.peakKiB) } : { pid, gone: true };
  };
  return { primary: of(primaryPid), workers: childrenOf(primaryPid).map(of) };
}

/**
 * A request whose headers declare `contentLength` bytes and whose body never comes.
 * @param {string} origin
 * @param {string} path
 * @param {number} contentLength
 * @param {Record<string, string>} headers
 * @returns {Promise<import('./limitsReport.mjs').Declared>}
 */
async function declaredOnly(origin, path, contentLength, headers, giveUpMs = 15_000) {
  const request = openRequest(origin, {
    path,
    headers: { ...headers, 'content-length': String(contentLength) },
  });
  const answer = await Promise.race([
    request.response,
    /** @type {Promise<undefined>} */ (
      new Promise((resolve) => setTimeout(() => resolve(undefined), giveUpMs))
    ),
  ]);
  request.destroy();
  if (answer === undefined) return { answered: false, afterMs: giveUpMs };
  return {
    answered: answer !== null,
    status: answer?.status ?? null,
    connection: answer?.headers.connection ?? null,
    afterMs: Math.round(answer?.at ?? request.closedAt ?? 0),
  };
}

/**
 * A slow client (body or headers a byte at a time): when the server cut it off.
 * @param {string} origin
 * @param {{ path: string, headers: Record<string, string>, body?: number, everyMs: number, giveUpMs: number }} options
 * @returns {Promise<import('./limitsReport.mjs').Slow>}
 */
async function slowClient(origin, { path, headers, body, everyMs, giveUpMs }) {
  const request = openRequest(origin, { path, headers, sendHead: !!body });
  const giveUp = setTimeout(() => request.destroy(), giveUpMs);
  await trickle(request, body ? { bytes: body, everyMs } : { text: request.head, everyMs });
  await request.closed;
  clearTimeout(giveUp);
  const answer = await request.response;
  const cut = request.closedAt !== null && request.closedAt < giveUpMs;
  return {
    cutOff: cut,
    afterMs: Math.round(request.closedAt ?? giveUpMs),
    status: answer?.status ?? null,
    bytesSent: request.bytesSent,
  };
}

/**
 * Every figure above, against the server at `origin` whose primary process is `primaryPid`.
 * @param {{ origin: string, primaryPid: number, slowClients?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<Limits>}
 */
export async function measureLimits({
  origin,
  primaryPid,
  slowClients = true,
  log = () => undefined,
}) {
  log('one 200 MiB chunked upload…');
  const memoryBefore = memory(primaryPid);
  const uploaded = await upload(origin);
  const memoryAfter = memory(primaryPid);

  log('product reads: quiet, then while a client uploads 200 MiB bodies (3 rounds, 45 s)…');
  const phases = await readsUnderUploads(origin);
  const memoryAfterUploads = memory(primaryPid);

  log('declared Content-Length, no body…');
  const declared = {
    'POST /api/cart/sku, Content-Length 1 MiB': await declaredOnly(
      origin,
      '/api/cart/sku',
      MiB,
      JSON_POST,
    ),
    'POST /api/cart/sku, Content-Length 200 MiB': await declaredOnly(
      origin,
      '/api/cart/sku',
      UPLOAD_BYTES,
      JSON_POST,
    ),
  };
  /** @type {Limits} */
  const result = {
    origin,
    memoryBefore,
    upload: uploaded,
    memoryAfter,
    phases,
    memoryAfterUploads,
    declared,
  };

  if (!slowClients) return result;
  log('slow clients (up to 60 s)…');
  const form = {
    'content-type': 'application/x-www-form-urlencoded',
    'sec-fetch-site': 'same-origin',
  };
  const [api, logon, headers] = await Promise.all([
    slowClient(origin, {
      path: '/api/cart/sku',
      headers: { ...JSON_POST, 'content-length': '1000' },
      body: 1000,
      everyMs: 10_000,
      giveUpMs: 60_000,
    }),
    slowClient(origin, {
      path: '/shop/LogonForm',
      headers: { ...form, 'content-length': '1000' },
      body: 1000,
      everyMs: 10_000,
      giveUpMs: 60_000,
    }),
    slowClient(origin, {
      path: '/p/cairnfield-gift-card',
      headers: { accept: 'text/html' },
      everyMs: 1_000,
      giveUpMs: 60_000,
    }),
  ]);
  result.slow = {
    'body, a byte every 10 s, POST /api/cart/sku': api,
    'body, a byte every 10 s, POST /shop/LogonForm': logon,
    'headers, a byte a second, GET /p/cairnfield-gift-card': headers,
  };
  return result;
}

/**
 * Starts dist/server/main.js on every core; resolves with its origin and the primary's pid.
 * @param {number} port
 * @returns {Promise<{ origin: string, pid: number, stop: () => Promise<void> }>}
 */
function startServer(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-limits-'));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY || String(availableParallelism()),
      PORT: String(port),
      HOST: '127.0.0.1',
      SHOP_API_DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const origin = /Cairnfield Outfitters gift cards: (http:\/\/[^\s/]+)\//.exec(output)?.[1];
      if (origin && /page server processes|\(React \w+ build\)/.test(output)) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({
          origin,
          pid: /** @type {number} */ (child.pid), // spawned: it printed its origin
          stop: () =>
            /** @type {Promise<void>} */ (
              new Promise((done) => {
                child.once('exit', () => {
                  rmSync(dataDir, { recursive: true, force: true });
                  done();
                });
                child.kill('SIGTERM');
              })
            ),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      origin: { type: 'string' },
      pid: { type: 'string' },
      port: { type: 'string', default: '0' },
      json: { type: 'boolean', default: false },
      'no-slow': { type: 'boolean', default: false },
    },
  });
  const server = values.origin
    ? { origin: values.origin, pid: Number(values.pid), stop: async () => undefined }
    : await startServer(Number(values.port));
  try {
    const result = await measureLimits({
      origin: server.origin,
      primaryPid: server.pid,
      slowClients: !values['no-slow'],
      log: (line) => console.error(`[limits] ${line}`),
    });
    console.log(values.json ? JSON.stringify(result, null, 2) : formatLimits(result).join('\n'));
  } finally {
    await server.stop();
  }
}

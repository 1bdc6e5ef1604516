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

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Product reads for `durationMs`, `concurrency` readers each going through READS in turn. */
async function timeReads(origin, times, { durationMs, concurrency = 2 }) {
  const until = performance.now() + durationMs;
  const reader = async (offset) => {
    for (let i = offset; performance.now() < until; i += 1) {
      const read = READS[i % READS.length];
      const started = performance.now();
      const response = await fetch(`${origin}${read.path}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${read.path} answered ${response.status}`);
      times[read.name].push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => reader(i)));
}

/** Reads for `durationMs` while one client uploads 200 MiB bodies, `everyMs` apart (null: none). */
async function phase(origin, into, { everyMs, durationMs }) {
  let uploading = everyMs !== null;
  const uploader = (async () => {
    while (uploading) {
      const started = performance.now();
      into.uploads.push(await upload(origin));
      const wait = everyMs - (performance.now() - started);
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
 */
async function readsUnderUploads(origin, { rounds = 3, phaseMs = 5_000 } = {}) {
  const pooled = PHASES.map(() => ({
    times: Object.fromEntries(READS.map((read) => [read.name, []])),
    uploads: [],
  }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, p] of PHASES.entries()) {
      await phase(origin, pooled[i], { everyMs: p.everyMs, durationMs: phaseMs });
    }
  }
  return PHASES.map((p, i) => {
    const { times, uploads } = pooled[i];
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

/** One chunked upload of `totalBytes` to POST /api/cart/sku, streamed as fast as taken. */
async function upload(origin, totalBytes = UPLOAD_BYTES) {
  const request = openRequest(origin, {
    path: '/api/cart/sku',
    headers: { ...JSON_POST, 'transfer-encoding': 'chunked' },
  });
  const sent = await sendChunked(request, { totalBytes });
  const answer = await Promise.race([
    request.response,
    new Promise((resolve) => setTimeout(() => resolve(undefined), 120_000)),
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

/** RSS and peak RSS (MB) of the primary and each of its workers. */
function memory(primaryPid) {
  const mb = (kib) => Math.round(kib / 1024);
  const of = (pid) => {
    const m = memoryOf(pid);
    return m ? { pid, rssMB: mb(m.rssKiB), peakMB: mb(m.peakKiB) } : { pid, gone: true };
  };
  return { primary: of(primaryPid), workers: childrenOf(primaryPid).map(of) };
}

/** A request whose headers declare `contentLength` bytes and whose body never comes. */
async function declaredOnly(origin, path, contentLength, headers, giveUpMs = 15_000) {
  const request = openRequest(origin, {
    path,
    headers: { ...headers, 'content-length': String(contentLength) },
  });
  const answer = await Promise.race([
    request.response,
    new Promise((resolve) => setTimeout(() => resolve(undefined), giveUpMs)),
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

/** A slow client (body or headers a byte at a time): when the server cut it off. */
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

/** Every figure above, against the server at `origin` whose primary process is `primaryPid`. */
export async function measureLimits({
  origin,
  primaryPid,
  slowClients = true,
  log = () => undefined,
}) {
  const result = { origin };

  log('one 200 MiB chunked upload…');
  result.memoryBefore = memory(primaryPid);
  result.upload = await upload(origin);
  result.memoryAfter = memory(primaryPid);

  log('product reads: quiet, then while a client uploads 200 MiB bodies (3 rounds, 45 s)…');
  result.phases = await readsUnderUploads(origin);
  result.memoryAfterUploads = memory(primaryPid);

  log('declared Content-Length, no body…');
  result.declared = {
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

/** The figures as lines of text. */
export function formatLimits(r) {
  const lines = [];
  const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)} ms`);
  const mem = (m) =>
    [m.primary, ...m.workers]
      .map(
        (p, i) =>
          `${i === 0 ? 'primary' : 'worker'} ${p.gone ? 'gone' : `${p.rssMB} MB (peak ${p.peakMB})`}`,
      )
      .join(', ');
  lines.push('Request limits under abuse (scripts/bench/limits.mjs)');
  lines.push(
    '  product reads, 2 at a time, p50 / p99 (3 rounds of 5 s per phase, the phases in turn):',
  );
  const quiet = r.phases[0].reads;
  for (const { name: label, reads, uploads } of r.phases) {
    lines.push(`    ${label}:`);
    for (const [name, t] of Object.entries(reads)) {
      const change = Math.round((100 * (t.p99 - quiet[name].p99)) / quiet[name].p99);
      lines.push(
        `      ${name.padEnd(28)} ${ms(t.p50).padStart(7)} / ${ms(t.p99).padStart(7)}  (${t.count} reads${uploads ? `; p99 ${change >= 0 ? '+' : ''}${change}% on quiet` : ''})`,
      );
    }
    if (uploads) {
      lines.push(
        `      uploads: ${uploads.count}, ${Object.entries(uploads.answers)
          .map(([k, n]) => `${n}× ${k}`)
          .join(
            ', ',
          )}; slowest answer ${ms(uploads.slowestAnswerMs)}; at most ${(uploads.mostBytesSent / MiB).toFixed(2)} MiB sent before it`,
      );
    }
  }
  const u = r.upload;
  lines.push(
    `  one 200 MiB chunked POST /api/cart/sku: ${u.status ?? 'no answer'} (Connection: ${u.connection}) after ${ms(u.answerMs)}, ${(u.bytesSentBeforeAnswer / MiB).toFixed(2)} MiB sent; server closed the connection at ${ms(u.closedByServerMs)}`,
    `    memory before: ${mem(r.memoryBefore)}`,
    `    memory after:  ${mem(r.memoryAfter)}`,
    `    after the uploads during the reads: ${mem(r.memoryAfterUploads)}`,
  );
  for (const [name, v] of Object.entries(r.declared)) {
    lines.push(
      `  ${name}, no body: ${v.answered ? `${v.status} (Connection: ${v.connection}) after ${ms(v.afterMs)}` : `no answer in ${ms(v.afterMs)}`}`,
    );
  }
  for (const [name, v] of Object.entries(r.slow ?? {})) {
    lines.push(
      `  slow ${name}: ${v.cutOff ? `cut off after ${ms(v.afterMs)}${v.status ? ` with ${v.status}` : ''}` : `still open after ${ms(v.afterMs)}`} (${v.bytesSent} bytes sent)`,
    );
  }
  return lines;
}

/** Starts dist/server/main.js on every core; resolves with its origin and the primary's pid. */
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
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
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

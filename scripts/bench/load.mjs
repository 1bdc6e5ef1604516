// @ts-check
// Server throughput: 10 connections for 10 s against GET /p/<slug> and then the same server sending
// a static file (the yardstick), both with a browser's Accept-Encoding; plus a bare renderToString
// of the same document in a separate production-mode process (the ceiling).
// `npm start` runs a process per core (server/cluster.ts): bench.mjs measures that server, and the
// same page from a single process (WEB_CONCURRENCY=1) for the scaling ratio. Both servers run side
// by side (the idle one costs nothing) and are measured in interleaved rounds: all cores, one
// process, each for the page and then the static file. Each figure is the median of its rounds and
// each ratio the median of the rounds' own ratios, so that a slow spell of the machine (another
// process, the kernel) weighs on one round of both sides rather than on one side alone.
// The load comes from wrk (Debian's package, found or installed like the browsers): the generator
// runs on the machine it measures, and autocannon, in Node, took most of a core, so that on two
// cores it measured itself (the static file served fewer requests from two processes than from
// one). Where wrk cannot be had, autocannon still runs, and the result says which made the load.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { findTools } from '../browsers.mjs';
import { BROWSER_ACCEPT_ENCODING, decode, getRaw } from './wire.mjs';
import { median } from './median.mjs';

const PAYLOAD = /<script type="application\/json" id="__PAGE_DATA__"[^>]*>([\s\S]*?)<\/script>/;

const CONNECTIONS = 10;
const SECONDS = 10;
const WARM_SECONDS = 3;
const HEADERS = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html,*/*' };

/**
 * One load run: throughput (req/s), latency percentiles (ms) and what went wrong.
 * @typedef {object} LoadResult
 * @property {number} rps
 * @property {number} p50
 * @property {number} p99
 * @property {number} requests
 * @property {number} non2xx
 * @property {number} errors
 * @property {number} timeouts
 */

/**
 * One interleaved round: the page and the static file, from every core and from one process.
 * @typedef {{ ssr: LoadResult, oneCore: LoadResult, static: LoadResult, oneCoreStatic: LoadResult }} LoadRound
 */

/** @type {string | null | undefined} */
let wrkPath;
/** wrk's path, found or installed once; null when it cannot be had (autocannon is used). */
function wrk() {
  if (wrkPath === undefined) {
    try {
      wrkPath = findTools(['wrk']).wrk ?? null;
    } catch (error) {
      console.error(
        `[bench] no wrk, so autocannon makes the load: ${/** @type {Error} */ (error).message}`,
      );
      wrkPath = null;
    }
  }
  return wrkPath;
}

/** The load generator the figures come from. */
export function loadGenerator() {
  return wrk() ? 'wrk' : 'autocannon';
}

/**
 * wrk's "8.12ms"-style durations, in ms.
 * @param {string} text
 */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[
    /** @type {'us' | 'ms' | 's' | 'm'} */ (match[2])
  ];
  return Number(match[1]) * scale;
}

/**
 * wrk's report read into the same fields autocannon gives.
 * @param {string} out
 * @returns {LoadResult}
 */
export function parseWrk(out) {
  const number = (/** @type {RegExp} */ pattern) => Number(pattern.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p99: wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    requests: number(/(\d+) requests in/),
    non2xx: number(/Non-2xx or 3xx responses:\s+(\d+)/),
    errors: errors ? Number(errors[1]) + Number(errors[2]) + Number(errors[3]) : 0,
    timeouts: errors ? Number(errors[4]) : 0,
  };
}

/**
 * @param {string} url
 * @returns {Promise<LoadResult>}
 */
async function cannon(url, seconds = SECONDS) {
  const path = wrk();
  if (path) {
    const headers = Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const { stdout } = await promisify(execFile)(
      path,
      ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...headers, url],
      { encoding: 'utf8' },
    );
    return parseWrk(stdout);
  }
  return autocannonRun(url, seconds);
}

/**
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<LoadResult>}
 */
function autocannonRun(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: HEADERS,
      },
      (error, r) => {
        if (error) return reject(error);
        resolve({
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
        });
      },
    );
  });
}

/**
 * GET `path` after a warm-up (caches, JIT): throughput and latency.
 * @param {string} origin
 * @param {string} path
 */
export async function measureRoute(origin, path, seconds = SECONDS) {
  for (let i = 0; i < 20; i += 1) await getRaw(`${origin}${path}`);
  return cannon(`${origin}${path}`, seconds);
}

/**
 * Several runs of one route as one: median throughput and latency, every failure counted (NaN,
 * written as null, when there are none).
 * @param {readonly LoadResult[]} runs
 * @returns {LoadResult}
 */
export function combineRuns(runs) {
  const sum = (/** @type {'requests' | 'non2xx' | 'errors' | 'timeouts'} */ key) =>
    runs.reduce((total, run) => total + run[key], 0);
  return {
    rps: median(runs.map((run) => run.rps)) ?? NaN,
    p50: median(runs.map((run) => run.p50)) ?? NaN,
    p99: median(runs.map((run) => run.p99)) ?? NaN,
    requests: sum('requests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

/**
 * Interleaved rounds read as one result. Each round holds the page and the static file from all
 * cores (`ssr`, `static`) and from one process (`oneCore`, `oneCoreStatic`). The ratios are the
 * medians of each round's own ratios.
 * @param {readonly LoadRound[]} rounds
 */
export function summariseRounds(rounds) {
  /** @typedef {keyof LoadRound} Side */
  const runsOf = (/** @type {Side} */ key) => rounds.map((round) => round[key]);
  const ratioOf = (/** @type {Side} */ top, /** @type {Side} */ bottom) =>
    median(rounds.map((round) => round[top].rps / round[bottom].rps));
  return {
    rounds: rounds.length,
    ssr: combineRuns(runsOf('ssr')),
    static: combineRuns(runsOf('static')),
    oneCore: combineRuns(runsOf('oneCore')),
    oneCoreStatic: combineRuns(runsOf('oneCoreStatic')),
    ratio: ratioOf('ssr', 'static'),
    oneCoreRatio: ratioOf('oneCore', 'oneCoreStatic'),
    scaling: ratioOf('ssr', 'oneCore'),
    staticScaling: ratioOf('static', 'oneCoreStatic'),
  };
}

/**
 * Throughput of the page and the static file from `origin` (every core) and `singleOrigin` (one
 * process), in `rounds` interleaved rounds, and the renderToString ceiling.
 * @param {{ origin: string, singleOrigin: string, path: string, staticPath: string, root: string, distDir: string, rounds?: number }} options
 */
export async function measureThroughput({
  origin,
  singleOrigin,
  path,
  staticPath,
  root,
  distDir,
  rounds = 3,
}) {
  const loadAverage = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  // Warm both servers' compiled code and caches first, so that the first round is not the odd one.
  for (const each of [origin, singleOrigin]) await cannon(`${each}${path}`, WARM_SECONDS);
  /** @type {LoadRound[]} */
  const measured = [];
  for (let round = 0; round < rounds; round += 1) {
    measured.push({
      ssr: await measureRoute(origin, path),
      oneCore: await measureRoute(singleOrigin, path),
      static: await measureRoute(origin, staticPath),
      oneCoreStatic: await measureRoute(singleOrigin, staticPath),
    });
  }

  const html = decode(await getRaw(`${origin}${path}`)).toString('utf8');
  const match = PAYLOAD.exec(html);
  if (!match) throw new Error('no __PAGE_DATA__ payload in the page');
  const payloadFile = join(root, '.tmp/bench-payload.json');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  // The payload is JSON with <, >, & escaped as \u003c etc.: still valid JSON.
  writeFileSync(payloadFile, match[1] ?? '');
  const child = spawnSync(
    process.execPath,
    [join(root, 'scripts/bench/ceiling.mjs'), distDir, payloadFile, '10'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`renderToString ceiling failed:\n${child.stderr}`);
  const ceiling = JSON.parse(child.stdout.trim().split('\n').pop() ?? '');
  return {
    loadAverage,
    generator: loadGenerator(),
    path,
    staticPath,
    perRound: measured,
    ...summariseRounds(measured),
    ceiling,
  };
}

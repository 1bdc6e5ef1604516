// @ts-check
// What the operator's logs and metrics cost the product page (docs/operations.md): two production
// servers side by side, as `npm start` runs them (a process per core), the same build, one with
// logs and metrics on (LOG_LEVEL=info: one JSON line per request to its stdout, a pipe this
// process reads; METRICS_PORT: every request counted, the metrics port scraped once a round as
// Prometheus would) and one with both off (LOG_LEVEL=silent; no METRICS_PORT, so nothing is
// counted). Traces are off in both (no OTEL_EXPORTER_OTLP_ENDPOINT: the tracing SDK is not even
// loaded).
//
// Measured in interleaved rounds (the default): in each round each server alone has the machine
// for a short run (5 s, 10 connections), one after the other, the order swapped every round
// (on-off, off-on, ...), so that a slow spell of the shared machine, or a drift across the run,
// falls on both sides about equally. The load average is read at the start, after every round and
// at the end, and printed beside the figures.
//
// Two figures, each the median of the rounds' own on/off ratios (one round disturbed by another
// job moves one ratio, not the median):
// - capacity: requests a second of the server's CPU time serves (every process of it, every
//   thread: /proc's utime and stime, the log writes in libuv's pool included), on against off.
//   On a machine shared with other jobs, how much of the cores a side gets in its 5 s varies by
//   tens of per cent from round to round and with the order of the two runs; the CPU a request
//   takes varies much less. This is the figure the budget is judged on: with the cores to
//   itself, a CPU-bound server's throughput is its cores over the CPU time a request takes.
// - throughput: requests a second as wrk saw them, on against off, printed beside it with its
//   spread (the raw figure, as noisy as the machine).
// What reads the logs (here this process, in production a log shipper) is outside the server and
// not counted in its CPU time; it reads about 1 MB/s in 64 KiB chunks.
// `together: true` (--telemetry-together) loads both servers at once in each round instead, each
// by its own wrk. That holds the machine's load the same for both, but it measures how the kernel
// shares the cores between two sets of processes, not what a request costs: a side with more
// threads busy (libuv's pool writing logs, this process reading them) gets more of the cores, and
// one such run read 108 % (logs and metrics making the page faster).
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cpuSecondsOf } from '../lib/processes.mjs';
import { freePort } from '../lib/servers.mjs';
import { combineRuns, loadGenerator, measureRoute } from './load.mjs';
import { median } from './median.mjs';
import { startServer } from './server.mjs';

/** The most logs and metrics may cost the product page's throughput (docs/performance.md). */
export const TELEMETRY_BUDGET = 0.05;

/** One run's length in a round (s): short, so that many rounds fit and the median holds. */
const ROUND_SECONDS = 5;

/**
 * A run, with the CPU time the server's processes took in it (seconds), when it could be read.
 * @typedef {import('./load.mjs').LoadResult & { cpu?: number }} LoadResult
 * @typedef {{ on: LoadResult, off: LoadResult, load?: number }} TelemetryRound
 */

/**
 * Requests served a second of the server's CPU time in `run`, or NaN without its CPU time.
 * @param {LoadResult} run
 */
export function requestsPerCpuSecond(run) {
  return run.cpu !== undefined && run.cpu > 0 ? run.requests / run.cpu : Number.NaN;
}

/**
 * Which side runs first in round `round` of interleaved rounds: on in even rounds, off in odd
 * ones (on-off, off-on, on-off...), so that neither side is always the one after a pause.
 * @param {number} round
 * @returns {readonly ['on', 'off'] | readonly ['off', 'on']}
 */
export function roundOrder(round) {
  return round % 2 === 0
    ? /** @type {const} */ (['on', 'off'])
    : /** @type {const} */ (['off', 'on']);
}

/**
 * Rounds read as one result: `ratio` is on / off throughput, the median of the rounds' own ratios;
 * `cost` is what is lost (0.03: 3 % fewer requests a second with them on); `spread`, the lowest
 * and highest round's ratio, says how much the machine moved under the figure.
 * @param {readonly TelemetryRound[]} rounds
 */
export function summariseTelemetryRounds(rounds) {
  const spreadOf = (/** @type {number[]} */ ratios) =>
    ratios.length > 0 ? { low: Math.min(...ratios), high: Math.max(...ratios) } : null;
  const ratios = rounds.map((round) => round.on.rps / round.off.rps);
  const throughputRatio = median(ratios) ?? Number.NaN;
  const cpuRatios = rounds
    .map((round) => requestsPerCpuSecond(round.on) / requestsPerCpuSecond(round.off))
    .filter((ratio) => Number.isFinite(ratio));
  const capacityRatio = cpuRatios.length === rounds.length ? median(cpuRatios) : null;
  // The budget is judged on capacity when every round's CPU time was read (see above).
  const ratio = capacityRatio ?? throughputRatio;
  return {
    rounds: rounds.length,
    on: combineRuns(rounds.map((round) => round.on)),
    off: combineRuns(rounds.map((round) => round.off)),
    judgedOn: capacityRatio !== null ? 'capacity' : 'throughput',
    ratio,
    cost: 1 - ratio,
    capacity: capacityRatio !== null ? { ratio: capacityRatio, spread: spreadOf(cpuRatios) } : null,
    throughput: { ratio: throughputRatio, spread: spreadOf(ratios) },
    // A hair of slack for the floating point: 95 % of 1000 is 95 %, not 95.000000001 %.
    withinBudget: 1 - ratio <= TELEMETRY_BUDGET + 1e-9,
  };
}

/** The 1, 5 and 15 minute load averages, as printed. */
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * The requests of `path`'s route the metrics port counted (Prometheus's text format).
 * @param {string} exposition
 */
export function countedRequests(exposition, route = '/p/:slug') {
  let total = 0;
  for (const line of exposition.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_count{')) continue;
    if (!line.includes(`route="${route}"`) || !line.includes('server="page"')) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

/**
 * @param {{ root: string, distDir: string | null, path: string, rounds?: number, seconds?: number, processes: string, together?: boolean }} options
 */
export async function measureTelemetryCost({
  root,
  distDir,
  path,
  rounds = 9,
  seconds = ROUND_SECONDS,
  processes,
  together = false,
}) {
  const metricsPort = await freePort();
  const common = { WEB_CONCURRENCY: processes, OTEL_EXPORTER_OTLP_ENDPOINT: undefined };
  const on = await startServer({
    root,
    ...(distDir ? { distDir } : {}),
    dataDir: join(root, `.data/bench-telemetry-on-${process.pid}`),
    env: { ...common, LOG_LEVEL: 'info', LOG_FORMAT: 'json', METRICS_PORT: String(metricsPort) },
  });
  let off;
  try {
    off = await startServer({
      root,
      ...(distDir ? { distDir } : {}),
      dataDir: join(root, `.data/bench-telemetry-off-${process.pid}`),
      // It does not announce itself (its logs are off): it is waited for on /readyz.
      port: await freePort(),
      env: { ...common, LOG_LEVEL: 'silent', METRICS_PORT: undefined },
    });
    const servers = { on, off };
    /** A run against `side`, with the CPU time its processes took (the warm-up's 20 requests in). */
    const measure = async (/** @type {'on' | 'off'} */ side) => {
      const pid = servers[side].primaryPid;
      const before = cpuSecondsOf(pid);
      const run = await measureRoute(servers[side].origin, path, seconds);
      const after = cpuSecondsOf(pid);
      return before !== null && after !== null ? { ...run, cpu: after - before } : run;
    };
    const scrape = () =>
      fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((answer) => answer.text());
    // Both warmed (compiled code, caches) before the first round.
    await measureRoute(on.origin, path, 3);
    await measureRoute(off.origin, path, 3);
    const loadBefore = loadAverage();
    const linesBefore = on.outputLines();
    /** @type {TelemetryRound[]} */
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      if (together) {
        const [withThem, without] = await Promise.all([measure('on'), measure('off')]);
        measured.push({ on: withThem, off: without, load: loadavg()[0] });
      } else {
        const [first, second] = roundOrder(round);
        const firstRun = await measure(first);
        const secondRun = await measure(second);
        measured.push({
          ...(first === 'on' ? { on: firstRun, off: secondRun } : { on: secondRun, off: firstRun }),
          load: loadavg()[0],
        });
      }
      await scrape();
    }
    const counted = countedRequests(await scrape(), '/p/:slug');
    return {
      together,
      seconds,
      generator: loadGenerator(),
      path,
      processes,
      loadBefore,
      loadAfter: loadAverage(),
      perRound: measured,
      ...summariseTelemetryRounds(measured),
      // That "on" was on: the metrics port counted the page's requests, and the server logged.
      countedByMetrics: counted,
      logLines: on.outputLines() - linesBefore,
      offLogLines: off.outputLines(),
    };
  } finally {
    await off?.stop();
    await on.stop();
  }
}

/**
 * The section's lines in the bench's table.
 * @param {Awaited<ReturnType<typeof measureTelemetryCost>>} t
 */
export function formatTelemetryCost(t) {
  const rps = (/** @type {LoadResult} */ r) => r.rps.toFixed(0);
  const ms = (/** @type {number} */ n) => `${Math.round(n)} ms`;
  const pct = (/** @type {number} */ n) => `${(100 * n).toFixed(1)}%`;
  const line = (/** @type {string} */ label, /** @type {LoadResult} */ r) =>
    `  ${label.padEnd(34)}${rps(r).padStart(8)}${ms(r.p50).padStart(9)}${ms(r.p99).padStart(9)}${String(r.non2xx + r.errors).padStart(8)}`;
  const spread = (/** @type {{ low: number, high: number } | null} */ s) =>
    s ? `rounds from ${pct(s.low)} to ${pct(s.high)}` : '';
  const perCpu = (/** @type {LoadResult} */ r) => requestsPerCpuSecond(r).toFixed(0);
  const mark = t.withinBudget ? '✔' : '✖';
  const budget = `cost ${pct(t.cost)}, budget ${TELEMETRY_BUDGET * 100}%`;
  return [
    `Logs and metrics, GET ${t.path}, ${t.generator}, 10 connections x ${t.seconds} s, ${t.processes} page server processes each, ${t.rounds} rounds ${t.together ? 'loading both at once' : 'interleaved (on-off, off-on, ...)'}, medians; traces off in both`,
    `  load average (1, 5, 15 min): ${t.loadBefore} before, ${t.loadAfter} after`,
    `  ${''.padEnd(34)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'failed'.padStart(8)}`,
    line('on (LOG_LEVEL=info, METRICS_PORT)', t.on),
    line('off (LOG_LEVEL=silent, no port)', t.off),
    ...(t.capacity
      ? [
          `  ${mark} capacity on / off (requests per CPU second of the server's processes): ${pct(t.capacity.ratio)} (${budget}), ${spread(t.capacity.spread)}`,
          `    throughput on / off (req/s, as the shared machine let each side run): ${pct(t.throughput.ratio)}, ${spread(t.throughput.spread)}`,
        ]
      : [
          `  ${mark} throughput on / off: ${pct(t.ratio)} (${budget}; no CPU time read), ${spread(t.throughput.spread)}`,
        ]),
    `  rounds (on/off req/s, on/off requests per CPU s, load): ${t.perRound.map((r) => `${rps(r.on)}/${rps(r.off)} ${perCpu(r.on)}/${perCpu(r.off)} (${r.load?.toFixed(1) ?? '–'})`).join(', ')}`,
    `  on was on: ${t.logLines} request log lines written, ${t.countedByMetrics} product page requests counted on its metrics port; off wrote ${t.offLogLines} lines`,
  ];
}

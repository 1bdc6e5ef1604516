// @ts-check
// What the operator's logs and metrics cost the product page (docs/operations.md): two production
// servers side by side, as `npm start` runs them (a process per core), the same build, one with
// logs and metrics on (LOG_LEVEL=info: one JSON line per request to its stdout, a pipe this
// process reads; METRICS_PORT: every request counted, the metrics port scraped once a round as
// Prometheus would) and one with both off (LOG_LEVEL=silent; no METRICS_PORT, so nothing is
// counted). Traces are off in both (no OTEL_EXPORTER_OTLP_ENDPOINT: the tracing SDK is not even
// loaded). Measured in rounds, each figure the median of its rounds and the ratio the median of
// the rounds' own ratios (./load.mjs). In each round both are loaded at the same time, each by its
// own wrk: on two cores shared with other jobs, one 10 s run to the next varied by up to 2.5x
// when the two sides took turns (interleaved), which drowned a few per cent; loaded together, a
// slow spell of the machine falls on both at once, and with the cores shared between them the one
// whose requests cost more serves fewer (--telemetry-turns: take turns, as before).
import { join } from 'node:path';
import { freePort } from '../lib/servers.mjs';
import { combineRuns, loadGenerator, measureRoute } from './load.mjs';
import { median } from './median.mjs';
import { startServer } from './server.mjs';

/** The most logs and metrics may cost the product page's throughput (docs/performance.md). */
export const TELEMETRY_BUDGET = 0.05;

/**
 * @typedef {import('./load.mjs').LoadResult} LoadResult
 * @typedef {{ on: LoadResult, off: LoadResult }} TelemetryRound
 */

/**
 * Interleaved rounds read as one result: `ratio` is on / off throughput, the median of the
 * rounds' own ratios; `cost` is what is lost (0.03: 3 % fewer requests a second with them on).
 * @param {readonly TelemetryRound[]} rounds
 */
export function summariseTelemetryRounds(rounds) {
  const ratio = median(rounds.map((round) => round.on.rps / round.off.rps)) ?? Number.NaN;
  return {
    rounds: rounds.length,
    on: combineRuns(rounds.map((round) => round.on)),
    off: combineRuns(rounds.map((round) => round.off)),
    ratio,
    cost: 1 - ratio,
    withinBudget: 1 - ratio <= TELEMETRY_BUDGET,
  };
}

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
 * @param {{ root: string, distDir: string | null, path: string, rounds?: number, processes: string, turns?: boolean }} options
 */
export async function measureTelemetryCost({
  root,
  distDir,
  path,
  rounds = 5,
  processes,
  turns = false,
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
    const scrape = () =>
      fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((answer) => answer.text());
    // Both warmed (compiled code, caches) before the first round.
    await measureRoute(on.origin, path, 3);
    await measureRoute(off.origin, path, 3);
    const linesBefore = on.outputLines();
    /** @type {TelemetryRound[]} */
    const measured = [];
    for (let round = 0; round < rounds; round += 1) {
      if (turns) {
        const onFirst = round % 2 === 0;
        const first = await measureRoute((onFirst ? on : off).origin, path);
        const second = await measureRoute((onFirst ? off : on).origin, path);
        measured.push(onFirst ? { on: first, off: second } : { on: second, off: first });
      } else {
        const [withThem, without] = await Promise.all([
          measureRoute(on.origin, path),
          measureRoute(off.origin, path),
        ]);
        measured.push({ on: withThem, off: without });
      }
      await scrape();
    }
    const counted = countedRequests(await scrape(), '/p/:slug');
    return {
      together: !turns,
      generator: loadGenerator(),
      path,
      processes,
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
  const line = (/** @type {string} */ label, /** @type {LoadResult} */ r) =>
    `  ${label.padEnd(34)}${rps(r).padStart(8)}${ms(r.p50).padStart(9)}${ms(r.p99).padStart(9)}${String(r.non2xx + r.errors).padStart(8)}`;
  return [
    `Logs and metrics, GET ${t.path}, ${t.generator}, 10 connections x 10 s, ${t.processes} page server processes each, ${t.rounds} rounds ${t.together ? 'loading both at once' : 'taking turns'}, medians; traces off in both`,
    `  ${''.padEnd(34)}${'req/s'.padStart(8)}${'p50'.padStart(9)}${'p99'.padStart(9)}${'failed'.padStart(8)}`,
    line('on (LOG_LEVEL=info, METRICS_PORT)', t.on),
    line('off (LOG_LEVEL=silent, no port)', t.off),
    `  ${t.withinBudget ? '✔' : '✖'} on / off: ${(100 * t.ratio).toFixed(1)}% (cost ${(100 * t.cost).toFixed(1)}%, budget ${TELEMETRY_BUDGET * 100}%); rounds (on/off req/s): ${t.perRound.map((r) => `${rps(r.on)}/${rps(r.off)}`).join(', ')}`,
    `  on was on: ${t.logLines} request log lines written, ${t.countedByMetrics} product page requests counted on its metrics port; off wrote ${t.offLogLines} lines`,
  ];
}

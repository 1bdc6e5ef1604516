// @ts-check
// `npm run chaos`: starts the cluster of `npm run cluster` (PostgreSQL, two production servers,
// HAProxy), injects faults into it and writes a report with the figures to .tmp/chaos-report.md
// (also printed). Exits non-zero when a check fails.
//
//   1. an instance killed with SIGKILL while shoppers add to cart and place wallet orders
//   2. PostgreSQL stopped for 10 s under load
//   3. the shop API slow, resetting connections, answering truncated JSON (a fault proxy between
//      a page server and a separate shop API), seen through the page
//   4. a soak at half the measured capacity: memory, p99 latency and errors over time
//   5. a rolling deploy: every instance in turn given SIGTERM and started again, under load
//
// Each phase on the cluster also gets its figures from Prometheus (throughput, error rate, p50 and
// p99 of the shoppers' requests by route), beside the load generator's over the same window
// (chaos/compare.mjs: what each side measures, and why by route).
//
// Options: --soak <duration> (default 10m; e.g. 90s, 3m), --only <1,2,3,4,5>, --out <file>.
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.mjs';
import { root } from './lib/servers.mjs';
import { databasePhase } from './chaos/database.mjs';
import { faultsPhase } from './chaos/faults.mjs';
import { killPhase } from './chaos/kill.mjs';
import { generatorFigures, sideBySide, TOLERANCE } from './chaos/compare.mjs';
import { formatMs } from './chaos/figures.mjs';
import { markStart, prometheusFigures, rawCounts } from './chaos/prometheusFigures.mjs';
import { rollingPhase } from './chaos/rolling.mjs';
import { regularAdd, Shopper, startTape } from './chaos/shopper.mjs';
import { soakPhase } from './chaos/soak.mjs';

const { values } = parseArgs({
  options: {
    soak: { type: 'string', default: '10m' },
    only: { type: 'string', default: '1,2,3,4,5' },
    out: { type: 'string', default: join(root, '.tmp/chaos-report.md') },
  },
});

/**
 * '10m' → 600000, '90s' → 90000, '120' → 120000 ms.
 * @param {string} text
 */
function parseDuration(text) {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`--soak: cannot read "${text}" (e.g. 10m, 90s)`);
  const unit = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 }[
    /** @type {'ms' | 's' | 'm' | 'h'} */ (match[2] ?? 's')
  ];
  return Number(match[1]) * unit;
}

const soakMs = parseDuration(values.soak);
const only = new Set(values.only.split(',').map((s) => s.trim()));
const logDir = join(root, '.tmp/chaos-logs');
mkdirSync(logDir, { recursive: true });
const serverLog = createWriteStream(join(logDir, 'cluster.log'));
const log = (/** @type {string} */ line) => {
  const stamped = `[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`;
  console.log(stamped);
  serverLog.write(`${stamped}\n`);
};

const startedAt = new Date();
// The load generator's own wait (this process's event loop), reported beside each phase's figures.
const LAG_RESOLUTION_MS = 5;
const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
lag.enable();
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
const loadAtStart = load();
log(`starting the cluster (the servers' logs go to ${relative(root, logDir)}/cluster.log)`);
/** @type {import('./cluster/cluster.mjs').Cluster | undefined} */
let cluster;
/** @type {string[]} */
const sections = [];
/** @type {string[][]} */
const verdicts = [];
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    interrupted = true;
    log(`${signal}: stopping the cluster`);
    await cluster?.stop();
    process.exit(130);
  });
}

let startError = null;
try {
  cluster = await startCluster({
    instances: 2,
    // The load generator (this process) and HAProxy ahead of the instances for a core, at once
    // (the idle policy), and Prometheus ahead of them too (nice 10 for it): their wait would be
    // timed as the shop's (docs/operations.md, "The chaos run's figures").
    idle: true,
    nice: 10,
    output: (/** @type {string} */ line) => serverLog.write(`${line}\n`),
    env: {
      // Every simulated shopper comes from 127.0.0.1: the new-cart limit per address would stop
      // them long before any fault. Stock enough for every add of the run.
      SHOP_API_CART_RATE_LIMIT: '1000000/600',
      SHOP_API_STOCK_LEVELS: '20001=100000000',
    },
  });
  log(
    `cluster up: ${cluster.url} (${cluster.instances.map((i) => `${i.name} pid ${i.pid}`).join(', ')})`,
  );
  const up = cluster;
  // Every route the phases compare exists in every instance's metrics before the first phase (a
  // series born inside a phase's range has no sample to count from: Prometheus would extrapolate).
  for (let i = 0; i < 2 * cluster.instances.length; i += 1) {
    const shopper = new Shopper(cluster.url);
    await shopper.send('GET', '/p/cairnfield-gift-card');
    await shopper.send('POST', '/api/cart/sku', {
      body: regularAdd(),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
  }
  /** @typedef {ReturnType<typeof startTape>} Tape */
  /** @type {[string, string, (tape: Tape) => Promise<{ figures: { pass: boolean }, markdown: string }>][]} */
  const phases = [
    ['1', 'instance killed', () => killPhase(up, { log })],
    ['2', 'database stopped', () => databasePhase(up, { log })],
    ['3', 'shop API faults', () => faultsPhase(up, { log, logDir })],
    ['4', 'soak', (tape) => soakPhase(up, { log, durationMs: soakMs, tape })],
    ['5', 'rolling deploy', () => rollingPhase(up, { log })],
  ];
  // Phase 3 runs its own page server and shop beside the cluster: Prometheus does not see them.
  const monitored = new Set(['1', '2', '4', '5']);
  for (const [id, name, run] of phases) {
    if (!only.has(id) || interrupted) continue;
    log(`phase ${id}: ${name}`);
    try {
      const since = monitored.has(id) ? await markStart(up.prometheus) : undefined;
      const tape = startTape();
      lag.reset();
      const from = Date.now();
      const { figures, markdown } = await run(tape);
      const to = Date.now();
      tape.stop();
      let monitoring = '';
      let agree = '—';
      if (monitored.has(id)) {
        const seen = await prometheusFigures(up.prometheus, from, to, since).catch((error) => {
          log(`phase ${id}: no figures from Prometheus (${error.message})`);
          return null;
        });
        const compared = sideBySide(generatorFigures(tape.answers, from, to), seen);
        if (seen?.at && up.prometheus) {
          // Where the two sides' counts part, second by second: beside the servers' logs.
          writeFileSync(
            join(logDir, `phase-${id}-counts.json`),
            JSON.stringify({
              from,
              to,
              at: seen.at,
              prometheus: await rawCounts(up.prometheus, since ?? from, seen.at),
              generator: tape.answers.map((a) => [a.at, a.ms, a.route, a.status, a.pid ?? null]),
            }),
          );
        }
        if (seen) log(`phase ${id}: Prometheus's scrapes answered in the window: ${seen.scrapes}`);
        agree = seen ? (compared.ok ? 'yes' : 'no') : 'n/a';
        // Each sample is a timer's whole interval: the lag is what it took beyond it.
        const lagMs = (/** @type {number} */ p) =>
          formatMs(Math.max(0, lag.percentile(p) / 1e6 - LAG_RESOLUTION_MS));
        monitoring = `\n\nThe phase as Prometheus saw it beside the load generator, over the same ${((to - from) / 1000).toFixed(1)} s: the shoppers' requests to the page servers, p50 and p99 by route (the generator's time includes HAProxy's hop; docs/operations.md, "The chaos run's figures"):\n\n${compared.markdown} The load generator's own event loop lagged ${lagMs(50)} at p50 and ${lagMs(99)} at p99 in the phase (its times are taken by fetch's client as the request goes on the wire and the answer's last byte comes off it, so little of that lag is in them).`;
        log(`phase ${id}: Prometheus and the load generator within ${TOLERANCE * 100} %: ${agree}`);
      }
      sections.push(`${markdown}${monitoring}`);
      verdicts.push([`${id}. ${name}`, figures.pass ? 'PASS' : 'FAIL', agree]);
      log(`phase ${id}: ${figures.pass ? 'PASS' : 'FAIL'}`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      sections.push(`### ${id}. ${name} — ERROR\n\n\`\`\`\n${message}\n\`\`\``);
      verdicts.push([`${id}. ${name}`, 'ERROR', '—']);
      log(`phase ${id} failed to run: ${message}`);
    }
  }
} catch (error) {
  startError = error instanceof Error ? error.message : String(error);
  log(`the cluster did not start: ${startError}`);
  verdicts.push(['cluster start', 'ERROR', '—']);
  sections.push(`### The cluster did not start — ERROR\n\n${startError}`);
} finally {
  await cluster?.stop();
  log('cluster stopped, its data folder removed');
}

const report = [
  '# Chaos report',
  '',
  `Run ${startedAt.toISOString()} to ${new Date().toISOString()} on ${availableParallelism()} cores; load average (1/5/15 min) ${loadAtStart} at the start, ${load()} at the end. **Other jobs shared this machine**, so latencies and capacity are those of a busy machine, not of the servers alone.`,
  '',
  "Cluster: Debian PostgreSQL 15 (throwaway folder, fsync off), two production servers (`node dist/server/main.js`, NODE_ENV=production, one process each, the shop API embedded, on that PostgreSQL), Debian HAProxy in front with `deploy/haproxy.cfg` (health checks on /readyz every second), Debian Prometheus scraping every instance's /metrics every second (`deploy/prometheus.yml`, `deploy/alerts.yml`).",
  '',
  `| phase | verdict | Prometheus and the load generator within ${TOLERANCE * 100} % |`,
  '| --- | --- | --- |',
  ...verdicts.map(([name, v, agree]) => `| ${name} | ${v} | ${agree} |`),
  '',
  ...sections.flatMap((s) => [s, '']),
].join('\n');
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, report);
console.log(`\n${report}`);
console.log(`(written to ${relative(root, values.out)})`);
serverLog.end();
process.exit(verdicts.every(([, v]) => v === 'PASS') ? 0 : 1);

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
// Each phase on the cluster also gets its figures from Prometheus (throughput, error rate, p50,
// p99 of the shoppers' requests), beside the load generator's where it keeps them.
//
// Options: --soak <duration> (default 10m; e.g. 90s, 3m), --only <1,2,3,4,5>, --out <file>.
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.mjs';
import { root } from './lib/servers.mjs';
import { databasePhase } from './chaos/database.mjs';
import { faultsPhase } from './chaos/faults.mjs';
import { killPhase } from './chaos/kill.mjs';
import { prometheusFigures } from './chaos/prometheusFigures.mjs';
import { rollingPhase, sideBySide } from './chaos/rolling.mjs';
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
  /** @type {[string, string, () => Promise<{ figures: { pass: boolean }, markdown: string }>][]} */
  const phases = [
    ['1', 'instance killed', () => killPhase(up, { log })],
    ['2', 'database stopped', () => databasePhase(up, { log })],
    ['3', 'shop API faults', () => faultsPhase(up, { log, logDir })],
    ['4', 'soak', () => soakPhase(up, { log, durationMs: soakMs })],
    ['5', 'rolling deploy', () => rollingPhase(up, { log })],
  ];
  // Phase 3 runs its own page server and shop beside the cluster: Prometheus does not see them.
  // Phase 5 sets its figures beside Prometheus's itself.
  const monitoredHere = new Set(['1', '2', '4']);
  for (const [id, name, run] of phases) {
    if (!only.has(id) || interrupted) continue;
    log(`phase ${id}: ${name}`);
    try {
      const from = Date.now();
      const { figures, markdown } = await run();
      let monitoring = '';
      if (monitoredHere.has(id)) {
        const monitored = await prometheusFigures(up.prometheus, from, Date.now()).catch((error) =>
          log(`phase ${id}: no figures from Prometheus (${error.message})`),
        );
        if (monitored) {
          monitoring = `\n\nThe phase as Prometheus saw it (the shoppers' requests to the page servers):\n\n${sideBySide('load' in figures ? figures.load : null, monitored)}`;
        }
      }
      sections.push(`${markdown}${monitoring}`);
      verdicts.push([`${id}. ${name}`, figures.pass ? 'PASS' : 'FAIL']);
      log(`phase ${id}: ${figures.pass ? 'PASS' : 'FAIL'}`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      sections.push(`### ${id}. ${name} — ERROR\n\n\`\`\`\n${message}\n\`\`\``);
      verdicts.push([`${id}. ${name}`, 'ERROR']);
      log(`phase ${id} failed to run: ${message}`);
    }
  }
} catch (error) {
  startError = error instanceof Error ? error.message : String(error);
  log(`the cluster did not start: ${startError}`);
  verdicts.push(['cluster start', 'ERROR']);
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
  '| phase | verdict |',
  '| --- | --- |',
  ...verdicts.map(([name, v]) => `| ${name} | ${v} |`),
  '',
  ...sections.flatMap((s) => [s, '']),
].join('\n');
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, report);
console.log(`\n${report}`);
console.log(`(written to ${relative(root, values.out)})`);
serverLog.end();
process.exit(verdicts.every(([, v]) => v === 'PASS') ? 0 : 1);

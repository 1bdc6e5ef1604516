// @ts-check
// `npm run cluster`: PostgreSQL (Debian's, a throwaway data folder), N instances of the
// production server on it, HAProxy in front (deploy/haproxy.cfg) and Prometheus scraping them
// (deploy/prometheus.yml, deploy/alerts.yml; docs/operations.md), until Ctrl-C or SIGTERM,
// which stop all of it and remove the data folder. Options: --instances N (default 2),
// --port P (HAProxy's; default 8080 when free, else any free port), --check (the smoke check:
// start, see every instance answer the product page through HAProxy, stop, see nothing left
// behind; exit 0 or 1).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.mjs';
import { isRunning } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1) {
  console.error('--instances must be a whole number of at least 1');
  process.exit(2);
}

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const port = values.port ? Number(values.port) : (await isFree(8080)) ? 8080 : undefined;
/** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
let cluster;
let stopping = false;
const stop = async (/** @type {string} */ signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n[cluster] ${signal}: stopping HAProxy, the instances and PostgreSQL…`);
  await cluster?.stop();
  console.log('[cluster] stopped; the data folder is removed');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  cluster = await startCluster({ instances, ...(port ? { port } : {}) });
} catch (error) {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (stopping) await cluster.stop();

if (values.check) {
  const problems = [];
  const pids = new Set();
  for (let i = 0; i < instances * 4; i += 1) {
    const answer = await fetch(`${cluster.url}/p/cairnfield-gift-card`);
    const html = await answer.text();
    if (answer.status !== 200 || !html.includes('Cairnfield Gift Card')) {
      problems.push(`the product page through HAProxy answered ${answer.status}`);
    }
    pids.add(answer.headers.get('x-worker-pid'));
  }
  const expected = cluster.instances.map((i) => String(i.pid));
  if (!expected.every((pid) => pids.has(pid))) {
    problems.push(
      `not every instance answered (${[...pids].join(', ')} of ${expected.join(', ')})`,
    );
  }
  const states = await cluster.haproxy.serverStates();
  if (!Object.values(states).every((state) => state === 'UP')) {
    problems.push(`HAProxy's health checks: ${JSON.stringify(states)}`);
  }
  // (A process that never started has no pid, and is not running.)
  const children = [
    ...cluster.instances.map((i) => i.pid),
    cluster.haproxy.pid,
    ...cluster.postgres.pids(),
  ].filter((pid) => pid != null);
  const dataDir = cluster.postgres.dir;
  await cluster.stop();
  // PostgreSQL's immediate shutdown ends its children a moment after the postmaster.
  for (let waited = 0; children.some(isRunning) && waited < 5_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const alive = children.filter(isRunning);
  const seen = alive.map((pid) => {
    try {
      return `${pid} (${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()})`;
    } catch {
      return String(pid);
    }
  });
  if (alive.length > 0) problems.push(`processes left running after the stop: ${seen.join(', ')}`);
  if (existsSync(dataDir)) problems.push(`the data folder ${dataDir} is still there`);
  console.log(
    problems.length === 0
      ? `[cluster] check passed: ${instances} instances answered through HAProxy, all UP; after the stop no process and no data folder left`
      : `[cluster] check FAILED:\n  ${problems.join('\n  ')}`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}

console.log(`\nCairnfield Outfitters behind HAProxy: ${cluster.url}/`);
console.log(`  product page   ${cluster.url}/p/cairnfield-gift-card`);
console.log(`  HAProxy stats  ${cluster.statsUrl}`);
console.log(`  PostgreSQL     ${cluster.databaseUrl}`);
if (cluster.prometheus) console.log(`  Prometheus     ${cluster.prometheus.url}/alerts`);
console.log('Ctrl-C stops all of it.');

// `npm run cluster`: PostgreSQL (Debian's, a throwaway data folder), N instances of the
// production server on it and HAProxy in front (deploy/haproxy.cfg), until Ctrl-C or SIGTERM,
// which stop all of it and remove the data folder. Options: --instances N (default 2),
// --port P (HAProxy's; default 8080 when free, else any free port).
import { parseArgs } from 'node:util';
import { createServer } from 'node:net';
import { startCluster } from './cluster/cluster.mjs';

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, port: { type: 'string' } },
});
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1) {
  console.error('--instances must be a whole number of at least 1');
  process.exit(2);
}

function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

const port = values.port ? Number(values.port) : (await isFree(8080)) ? 8080 : undefined;
let cluster;
let stopping = false;
const stop = async (signal) => {
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
console.log(`\nCairnfield Outfitters behind HAProxy: ${cluster.url}/`);
console.log(`  product page   ${cluster.url}/p/cairnfield-gift-card`);
console.log(`  HAProxy stats  ${cluster.statsUrl}`);
console.log(`  PostgreSQL     ${cluster.databaseUrl}`);
console.log('Ctrl-C stops all of it.');

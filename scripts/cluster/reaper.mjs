// @ts-check
// The cluster's watchdog. `startCluster` starts it detached, with its own pid and its work folder;
// the cluster writes what it started into `<work>/reap.json` ({ pids, postgresDir }). A cluster
// stopped by Ctrl-C or SIGTERM stops its children and removes the folder, and the watchdog then
// exits. One killed with SIGKILL cannot clean up: the watchdog sees its pid gone, ends what it had
// started (the instances and HAProxy with SIGKILL, PostgreSQL with an immediate shutdown) and
// removes the folders, so no process, port or data folder outlives it.
//
//   node scripts/cluster/reaper.mjs <cluster pid> <work folder> [poll ms]
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning } from '../lib/processes.mjs';

const [parentArg, work = '', pollArg] = process.argv.slice(2);
const parent = Number(parentArg);
const pollMs = Number(pollArg ?? 500);
if (!Number.isInteger(parent) || parent <= 0 || !work) {
  console.error('usage: reaper.mjs <cluster pid> <work folder> [poll ms]');
  process.exit(2);
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} name
 */
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function reap() {
  let state = { pids: [], postgresDir: null };
  try {
    state = { ...state, ...JSON.parse(readFileSync(join(work, 'reap.json'), 'utf8')) };
  } catch {
    // nothing recorded yet
  }
  for (const pid of state.pids) signal(pid, 'SIGKILL');
  let postmaster = null;
  if (state.postgresDir) {
    try {
      const file = join(state.postgresDir, 'data', 'postmaster.pid');
      postmaster = Number(readFileSync(file, 'utf8').split('\n')[0]);
    } catch {
      // not running
    }
  }
  // SIGQUIT is PostgreSQL's immediate shutdown: it ends its own children and exits.
  if (postmaster) signal(postmaster, 'SIGQUIT');
  for (let waited = 0; postmaster && isRunning(postmaster) && waited < 10_000; waited += 100) {
    await sleep(100);
  }
  if (postmaster && isRunning(postmaster)) signal(postmaster, 'SIGKILL');
  if (state.postgresDir) rmSync(state.postgresDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}

for (;;) {
  // The cluster stopped cleanly: it removed its folder.
  if (!existsSync(work)) process.exit(0);
  if (!isRunning(parent)) {
    await reap();
    process.exit(0);
  }
  await sleep(pollMs);
}

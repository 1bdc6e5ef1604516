// @ts-check
// The soak's floor: how long a fixed piece of work (about 10 ms of one quiet core) takes on this
// machine, sampled every 200 ms in a process of its own beside the load. Other jobs on the machine
// slow it as they slow the cluster, so a window's p99 is judged beside the floor measured in the
// same window (as the bench judges its figures beside its floors), not against a quiet start the
// machine no longer has. The process runs as the instances do (`runAs`: the chaos run's cluster
// starts them under the idle scheduling policy, scripts/lib/servers.mjs), so that it waits for a
// core behind the same processes as they do; a thread of the load generator took a core from
// them at once and read flat while they waited behind the generator, HAProxy and Prometheus.
//
// The work is native code (a SHA-256 of 16 MB), which runs the same from the first sample to the
// last. A loop of JavaScript did not: V8 ran it optimised at about 9 ms for four and a half minutes,
// then unoptimised at 40-55 ms for the rest of the run, on a quiet machine too, which read as the
// machine getting five times slower in the soak's fifth window.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const PROBE = `
const { createHash } = require('node:crypto');
const WORK = Buffer.alloc(16 * 1024 * 1024, 7);
setInterval(() => {
  const start = performance.now();
  createHash('sha256').update(WORK).digest();
  process.stdout.write((performance.now() - start) + '\\n');
}, 200);
`;

/**
 * Starts the probe; `take()` hands over the durations (ms) sampled since the last take.
 * `runAs`: the command line the probe's process is started with (default: as it is).
 * @param {{ runAs?: (command: string, args: string[]) => [string, string[]] }} [options]
 * @returns {{ pid: number | undefined, take: () => number[], stop: () => Promise<void> }}
 */
export function startCpuProbe({ runAs = (command, args) => [command, args] } = {}) {
  const child = spawn(...runAs(process.execPath, ['-e', PROBE]), {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  /** @type {number[]} */
  let samples = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    const ms = Number(line);
    if (Number.isFinite(ms)) samples.push(ms);
  });
  return {
    pid: child.pid,
    take() {
      const taken = samples;
      samples = [];
      return taken;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}

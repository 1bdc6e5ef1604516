// @ts-check
// The soak's floor: how long a fixed piece of work (about 10 ms of one quiet core) takes on this
// machine, sampled every 200 ms in a thread of its own beside the load. Other jobs on the machine
// slow it as they slow the cluster, so a window's p99 is judged beside the floor measured in the
// same window (as the bench judges its figures beside its floors), not against a quiet start the
// machine no longer has.
//
// The work is native code (a SHA-256 of 16 MB), which runs the same from the first sample to the
// last. A loop of JavaScript did not: V8 ran it optimised at about 9 ms for four and a half minutes,
// then unoptimised at 40-55 ms for the rest of the run, on a quiet machine too, which read as the
// machine getting five times slower in the soak's fifth window.
import { Worker } from 'node:worker_threads';

const WORKER = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const WORK = Buffer.alloc(16 * 1024 * 1024, 7);
const timer = setInterval(() => {
  const start = performance.now();
  createHash('sha256').update(WORK).digest();
  parentPort.postMessage(performance.now() - start);
}, 200);
parentPort.on('message', () => clearInterval(timer));
`;

/**
 * Starts the probe; `take()` hands over the durations (ms) sampled since the last take.
 * @returns {{ take: () => number[], stop: () => Promise<void> }}
 */
export function startCpuProbe() {
  const worker = new Worker(WORKER, { eval: true });
  /** @type {number[]} */
  let samples = [];
  worker.on('message', (/** @type {number} */ ms) => samples.push(ms));
  worker.unref();
  return {
    take() {
      const taken = samples;
      samples = [];
      return taken;
    },
    async stop() {
      worker.postMessage('stop');
      await worker.terminate();
    },
  };
}

// @ts-check
// The soak's floor: how long a fixed piece of work (about 10 ms of one quiet core) takes on this
// machine, sampled every 200 ms in a thread of its own beside the load. Other jobs on the machine slow it as they slow the cluster,
// so a window's p99 is judged beside the floor measured in the same window (as the bench judges
// its figures beside its floors), not against a quiet start the machine no longer has.
import { Worker } from 'node:worker_threads';

const WORKER = `
const { parentPort } = require('node:worker_threads');
const ITERATIONS = 8000000;
let sink = 0;
const timer = setInterval(() => {
  const start = performance.now();
  let x = sink;
  for (let i = 0; i < ITERATIONS; i += 1) x = (Math.imul(x, 31) + i) | 0;
  sink = x;
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

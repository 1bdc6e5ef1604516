// @ts-check
// How `npm test` runs its steps (scripts/test.mjs): side by side, as many at once as there are
// slots (TEST_JOBS, default 2: the machine's two cores), each step as soon as the steps it needs
// have ended, in the order listed, and never two steps that drive a browser at once (`browser`:
// beside the end-to-end tests the story tests took 403 s, 212 s alone). A step that runs beside
// another keeps its output in .tmp/test-logs/<step>.log and prints it whole when it ends, so two
// steps' lines never interleave; with one slot (TEST_JOBS=1) every step runs in order with its
// output live, as before.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

/**
 * @typedef {{
 *   id: string,
 *   name: string,
 *   cmd: string[],
 *   env?: Record<string, string>,
 *   needs?: string[],
 *   browser?: boolean,
 *   after?: () => Promise<void>,
 * }} Step
 * `browser`: the step drives a browser; it does not start while another such step runs.
 * @typedef {{
 *   id: string,
 *   name: string,
 *   ok: boolean,
 *   seconds: number,
 *   startedAt: number,
 *   cpuSeconds?: number | null,
 *   load?: number,
 * }} StepResult
 * `cpuSeconds`: the CPU time (user and system) of the step's whole process tree, where the system
 * tells it (Linux); `load`: the one-minute load average when the step started.
 */

/**
 * CPU seconds (user and system) of this process's children that have ended and been waited for,
 * their own children included (Linux's /proc/self/stat, clock ticks of 1/100 s); null elsewhere.
 * @returns {number | null}
 */
export function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5) (cutime, cstime); `fields` starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/**
 * Each call returns the CPU seconds of the children waited for since the previous call: read as a
 * step's process ends, it is that step's (the steps end one at a time).
 */
function childCpuMeter() {
  let last = childCpuSeconds();
  return () => {
    const now = childCpuSeconds();
    const delta = now === null || last === null ? null : now - last;
    last = now;
    return delta;
  };
}

/**
 * The index in `waiting` of the first step that may start now: everything it needs has ended, and
 * it drives no browser while a step that does is running; -1 if none may.
 * @param {Pick<Step, 'needs' | 'browser'>[]} waiting
 * @param {{ has: (id: string) => boolean }} ended
 * @param {boolean} browserBusy
 */
function nextReady(waiting, ended, browserBusy) {
  return waiting.findIndex(
    (s) => (s.needs ?? []).every((id) => ended.has(id)) && !(browserBusy && s.browser),
  );
}

/**
 * How many steps run at once: TEST_JOBS when set, else the machine's cores, at most two (a third
 * slot only shared two cores three ways, docs/testing.md).
 * @param {Record<string, string | undefined>} [env]
 * @param {number} [cores]
 */
export function slotCount(env = process.env, cores = availableParallelism()) {
  return Math.max(1, Number(env.TEST_JOBS ?? Math.min(2, cores)) || 1);
}

/**
 * The order in which `steps` start with `slots` slots, each step once every step it `needs` has
 * ended (and, for a browser step, once no other browser step runs), taking the first ready step
 * in list order. Pure: `durations` (seconds per step id) stands in for running them. Returns each step's start and end, for the tests and for a dry run.
 * @param {Pick<Step, 'id' | 'needs' | 'browser'>[]} steps
 * @param {number} slots
 * @param {Record<string, number>} durations
 * @returns {{ id: string, start: number, end: number }[]}
 */
export function plan(steps, slots, durations) {
  /** @type {Map<string, number>} */
  const ended = new Map();
  /** @type {{ step: Pick<Step, 'id' | 'needs' | 'browser'>, start: number, end: number }[]} */
  const running = [];
  const waiting = [...steps];
  /** @type {{ id: string, start: number, end: number }[]} */
  const timeline = [];
  let now = 0;
  while (waiting.length > 0 || running.length > 0) {
    for (;;) {
      if (running.length >= slots) break;
      const index = nextReady(
        waiting,
        ended,
        running.some((r) => r.step.browser),
      );
      if (index < 0) break;
      const step = /** @type {Pick<Step, 'id' | 'needs' | 'browser'>} */ (
        waiting.splice(index, 1)[0]
      );
      running.push({ step, end: now + (durations[step.id] ?? 0), start: now });
    }
    if (running.length === 0) {
      const missing = waiting.map((s) => `${s.id} (needs ${(s.needs ?? []).join(', ')})`);
      throw new Error(`steps that can never start: ${missing.join('; ')}`);
    }
    running.sort((a, b) => a.end - b.end);
    const next = /** @type {(typeof running)[number]} */ (running.shift());
    now = next.end;
    ended.set(next.step.id, now);
    timeline.push({ id: next.step.id, start: next.start, end: next.end });
  }
  return timeline;
}

/**
 * Runs `steps` with `slots` slots (see the file's header). Every step runs even if one before it
 * failed, so one run shows everything. Resolves to each step's result, in the order they ended.
 * @param {Step[]} steps
 * @param {{ slots: number, cwd: string, logDir: string }} options
 * @returns {Promise<StepResult[]>}
 */
export async function runSteps(steps, { slots, cwd, logDir }) {
  plan(steps, slots, {}); // throws on a step that names one not listed, or a cycle
  forwardSignals();
  mkdirSync(logDir, { recursive: true });
  const live = slots === 1;
  /** @type {StepResult[]} */
  const results = [];
  /** @type {Set<string>} */
  const ended = new Set();
  const waiting = [...steps];
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  /** @type {Set<Step>} */
  const runningSteps = new Set();
  const t0 = Date.now();
  const cpu = childCpuMeter();
  await new Promise((resolve) => {
    const startReady = () => {
      while (running.size < slots) {
        const browserBusy = [...runningSteps].some((s) => s.browser);
        const index = nextReady(waiting, ended, browserBusy);
        if (index < 0) break;
        const step = /** @type {Step} */ (waiting.splice(index, 1)[0]);
        runningSteps.add(step);
        const log = path.join(logDir, `${step.id}.log`);
        const at = ((Date.now() - t0) / 1000).toFixed(0);
        console.log(
          live
            ? `\n━━ ${step.name} ━━`
            : `▶ ${step.name} (at ${at} s; output in ${path.relative(cwd, log)})`,
        );
        const load = loadavg()[0] ?? 0;
        const promise = runOne(step, { cwd, log, live, cpu }).then(async (result) => {
          await step.after?.();
          cpu(); // what the step's `after` ran is not the next step's
          results.push({ ...result, load, startedAt: (result.startedAt - t0) / 1000 });
          running.delete(promise);
          runningSteps.delete(step);
          ended.add(step.id);
          startReady();
          if (running.size === 0 && waiting.length === 0) resolve(undefined);
        });
        running.add(promise);
      }
    };
    startReady();
  });
  return results;
}

/**
 * On Linux each step runs in a session of its own. The kernel shares the cores between sessions
 * first (its autogroups, /proc/sys/kernel/sched_autogroup_enabled) and only then between the
 * processes of one session: in the session `npm test` was started in, the end-to-end tests' dozen
 * processes (servers, browsers, workers) took the single-process steps' share beside them (the
 * unit tests: 909 s for 295 s of CPU; the format check 411 s for 46 s). A one-process step of its
 * own session gains most (format 33 s, knip 9 s): the browsers Playwright and Vitest start are in
 * sessions of their own already, so a browser step still holds several shares (docs/testing.md).
 * A session of its own is also out of reach of the terminal's Ctrl-C, so `npm test` passes SIGINT
 * and SIGTERM on to every running step's process group, and takes them down with it when it ends.
 */
const OWN_SESSION = process.platform === 'linux';
/** @type {Set<number>} */
const groups = new Set();
/** @param {NodeJS.Signals} signal */
function signalGroups(signal) {
  for (const group of groups) {
    try {
      process.kill(-group, signal);
    } catch {
      // the group has ended
    }
  }
}
let forwarding = false;
/** Once, as the first steps start: the signals passed on (see OWN_SESSION). */
function forwardSignals() {
  if (!OWN_SESSION || forwarding) return;
  forwarding = true;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => {
      signalGroups(signal);
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
  process.on('exit', () => signalGroups('SIGTERM'));
}

/**
 * Runs one step, its output live or into `log` (printed whole when it ends).
 * @param {Step} step
 * @param {{ cwd: string, log: string, live: boolean, cpu: () => number | null }} options
 * @returns {Promise<StepResult>}
 */
function runOne(step, { cwd, log, live, cpu }) {
  const startedAt = Date.now();
  /** @type {number | null} */
  let cpuSeconds = null;
  return new Promise((resolve) => {
    const [command = '', ...args] = step.cmd;
    const child = spawn(command, args, {
      cwd,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
      // Each step in a session of its own (OWN_SESSION), its process group stopped with ours.
      detached: OWN_SESSION,
    });
    const group = OWN_SESSION && child.pid !== undefined ? child.pid : null;
    if (group !== null) groups.add(group);
    const file = live ? null : createWriteStream(log);
    if (file) {
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
    }
    let spawnError = '';
    child.on('error', (error) => (spawnError = `${error.message}\n`));
    // 'exit' comes as the process is waited for, before its output has drained ('close').
    child.on('exit', () => (cpuSeconds = cpu()));
    child.on('close', async (code) => {
      if (group !== null) groups.delete(group);
      if (file) {
        await new Promise((done) => file.end(done));
        const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
        process.stdout.write(
          `\n━━ ${step.name} (${code === 0 ? 'passed' : 'failed'}, ${seconds} s) ━━\n` +
            `${readFileSync(log, 'utf8')}${spawnError}`,
        );
      } else if (spawnError) {
        process.stdout.write(spawnError);
      }
      resolve({
        id: step.id,
        name: step.name,
        ok: code === 0 && !spawnError,
        seconds: (Date.now() - startedAt) / 1000,
        startedAt,
        cpuSeconds,
      });
    });
  });
}

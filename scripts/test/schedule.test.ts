import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRunning } from '../lib/processes.mjs';
import { ORDER } from './order.mjs';
import { plan, runSteps, slotCount } from './schedule.mjs';

/** npm test's steps, as scripts/test.mjs lists them, with their times of the last quiet CI run. */
const STEPS = [
  { id: 'unit' },
  { id: 'typecheck' },
  { id: 'lint' },
  { id: 'format' },
  { id: 'knip' },
  { id: 'build', needs: ['typecheck', 'lint', 'format', 'knip'] },
  { id: 'bench', needs: ['build'] },
  { id: 'e2e', needs: ['build'] },
  { id: 'stories', needs: ['unit'] },
];
const TIMES = {
  unit: 300,
  typecheck: 40,
  lint: 80,
  format: 30,
  knip: 10,
  build: 6,
  bench: 8,
  e2e: 250,
  stories: 280,
};

describe('plan', () => {
  it('given two slots, should run the static checks beside the unit tests and each step once what it needs has ended', () => {
    const timeline = plan(STEPS, 2, TIMES);
    const at = Object.fromEntries(timeline.map((t) => [t.id, t]));
    expect(at.unit!.start).toBe(0);
    expect(at.typecheck!.start).toBe(0);
    // One after another in the second slot, in list order.
    expect(at.lint!.start).toBe(40);
    expect(at.knip!.end).toBe(160);
    expect(at.build!.start).toBe(160);
    expect(at.stories!.start).toBe(300);
    for (const step of STEPS) {
      for (const need of step.needs ?? [])
        expect(at[step.id]!.start).toBeGreaterThanOrEqual(at[need]!.end);
    }
    expect(Math.max(...timeline.map((t) => t.end))).toBe(580);
  });

  it('given one slot, should run every step in list order, one after another', () => {
    const timeline = plan(STEPS, 1, TIMES);
    expect(timeline.map((t) => t.id)).toEqual(STEPS.map((s) => s.id));
    expect(timeline.at(-1)!.end).toBe(Object.values(TIMES).reduce((a, b) => a + b));
  });

  it('given two browser steps ready at once, should start the second only when the first has ended', () => {
    const timeline = plan(
      [{ id: 'stories', browser: true }, { id: 'e2e', browser: true }, { id: 'lint' }],
      2,
      { stories: 150, e2e: 250, lint: 90 },
    );
    const at = Object.fromEntries(timeline.map((t) => [t.id, t]));
    expect(at.stories!.start).toBe(0);
    expect(at.lint!.start).toBe(0);
    expect(at.e2e!.start).toBe(150);
  });

  it('given a step that needs one not listed, should refuse to start', () => {
    expect(() => plan([{ id: 'e2e', needs: ['buidl'] }], 2, {})).toThrow(/e2e \(needs buidl\)/);
  });
});

/** The steps' times in the last quiet fresh-clone run (seconds); the story tests in one page, alone. */
const QUIET = {
  unit: 187,
  typecheck: 35,
  lint: 89,
  format: 20,
  knip: 5,
  server: 84,
  build: 30,
  package: 42,
  stories: 151,
  bench: 10,
  vnu: 15,
  e2e: 257,
  api: 110,
  engines: 69,
  'visual-review': 90,
};
const BROWSER = new Set(ORDER.filter((s) => s.browser).map((s) => s.id));

describe('slotCount', () => {
  it('given no TEST_JOBS, should run as many steps at once as there are cores, at most two', () => {
    expect(slotCount({}, 1)).toBe(1);
    expect(slotCount({}, 2)).toBe(2);
    expect(slotCount({}, 8)).toBe(2);
  });

  it('given TEST_JOBS, should use it, and one slot for a value that is not a positive number', () => {
    expect(slotCount({ TEST_JOBS: '3' }, 2)).toBe(3);
    expect(slotCount({ TEST_JOBS: '1' }, 8)).toBe(1);
    expect(slotCount({ TEST_JOBS: '0' }, 2)).toBe(1);
    expect(slotCount({ TEST_JOBS: 'many' }, 2)).toBe(1);
  });
});

describe("npm test's order (order.mjs)", () => {
  const timeline = plan(ORDER, 2, QUIET);
  const at = Object.fromEntries(timeline.map((t) => [t.id, t]));
  const overlap = (a: string, b: string) => at[a]!.start < at[b]!.end && at[b]!.start < at[a]!.end;

  it('should name every step once, each with its quiet time', () => {
    expect(ORDER.map((s) => s.id).sort()).toEqual(Object.keys(QUIET).sort());
  });

  it('should never run two browser steps at once', () => {
    expect([...BROWSER].sort()).toEqual(
      ['e2e', 'engines', 'package', 'stories', 'visual-review'].sort(),
    );
    for (const a of BROWSER)
      for (const b of BROWSER) if (a !== b) expect(overlap(a, b)).toBe(false);
  });

  it('should start the story tests at once, beside the static checks, not beside the unit tests', () => {
    expect(at.stories!.start).toBe(0);
    expect(at.typecheck!.start).toBe(0);
    expect(overlap('stories', 'unit')).toBe(false);
    for (const step of ORDER) {
      for (const need of step.needs ?? [])
        expect(at[step.id]!.start).toBeGreaterThanOrEqual(at[need]!.end);
    }
  });

  it('should start the end-to-end tests as the story tests end, waiting for no static check', () => {
    expect(at.e2e!.start).toBe(at.stories!.end);
    const needs = new Set(ORDER.flatMap((s) => s.needs ?? []));
    for (const check of ['typecheck', 'lint', 'format', 'knip'])
      expect(needs.has(check)).toBe(false);
  });

  it("should end within 15 s of the two-slot bound (the steps' sum halved), where the old order took 741 s", () => {
    const end = Math.max(...timeline.map((t) => t.end));
    const bound = Object.values(QUIET).reduce((a, b) => a + b) / 2;
    expect(end).toBe(609);
    expect(end - bound).toBeLessThanOrEqual(15);
  });
});

describe('runSteps', () => {
  let logDir = '';
  afterEach(() => {
    vi.restoreAllMocks();
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  });

  it("given two slots, should run two steps at once, keep each one's output whole, and run every step when one fails", async () => {
    logDir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const marker = path.join(logDir, 'a-started');
    // b ends only once a has started: the two run side by side or this never ends.
    const results = await runSteps(
      [
        {
          id: 'a',
          name: 'A',
          cmd: [
            'node',
            '-e',
            `require('fs').writeFileSync('${marker}', ''); console.log('a1'); process.exit(3)`,
          ],
        },
        {
          id: 'b',
          name: 'B',
          cmd: [
            'node',
            '-e',
            `const fs = require('fs'); const wait = () => fs.existsSync('${marker}') ? console.log('b1\\nb2') : setTimeout(wait, 10); wait();`,
          ],
        },
        { id: 'c', name: 'C', cmd: ['node', '-e', 'console.log("c1")'], needs: ['a', 'b'] },
      ],
      { slots: 2, cwd: process.cwd(), logDir },
    );
    expect(results.map((r) => [r.id, r.ok])).toEqual(
      expect.arrayContaining([
        ['a', false],
        ['b', true],
        ['c', true],
      ]),
    );
    expect(results.at(-1)!.id).toBe('c');
    const output = printed.join('');
    expect(output).toMatch(/━━ B \(passed, [\d.]+ s\) ━━\nb1\nb2\n/);
    expect(output).toMatch(/━━ A \(failed, [\d.]+ s\) ━━\na1\n/);
    expect(readFileSync(path.join(logDir, 'b.log'), 'utf8')).toBe('b1\nb2\n');
  });

  it('given two slots and two browser steps listed first, should run the Node step beside the first and the second browser step after it', async () => {
    logDir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const mark = (id: string) => path.join(logDir, `${id}-started`);
    const start = (id: string) => `const fs = require('fs'); fs.writeFileSync('${mark(id)}', '');`;
    // The first browser step ends once the Node step has started beside it, failing if the second
    // browser step started meanwhile.
    const results = await runSteps(
      [
        {
          id: 'a',
          name: 'A',
          browser: true,
          cmd: [
            'node',
            '-e',
            `${start('a')} const wait = () => fs.existsSync('${mark('c')}') ? process.exit(fs.existsSync('${mark('b')}') ? 1 : 0) : setTimeout(wait, 10); wait();`,
          ],
        },
        { id: 'b', name: 'B', browser: true, cmd: ['node', '-e', start('b')] },
        { id: 'c', name: 'C', cmd: ['node', '-e', start('c')] },
      ],
      { slots: 2, cwd: process.cwd(), logDir },
    );
    expect(results.map((r) => [r.id, r.ok])).toEqual(
      expect.arrayContaining([
        ['a', true],
        ['b', true],
        ['c', true],
      ]),
    );
    const ids = results.map((r) => r.id);
    expect(ids.indexOf('b')).toBeGreaterThan(ids.indexOf('a'));
  });

  it.runIf(process.platform === 'linux')(
    "should give each step the CPU time of its processes, children's included",
    async () => {
      logDir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      // A second of CPU in a grandchild (however busy the machine), and a step that only waits.
      const spin = 'while (process.cpuUsage().user < 1e6);';
      const results = await runSteps(
        [
          {
            id: 'busy',
            name: 'busy',
            cmd: ['node', '-e', `require('child_process').execFileSync('node', ['-e', '${spin}'])`],
          },
          { id: 'idle', name: 'idle', cmd: ['node', '-e', 'setTimeout(() => {}, 1000)'] },
        ],
        { slots: 1, cwd: process.cwd(), logDir },
      );
      const cpu = Object.fromEntries(results.map((r) => [r.id, r.cpuSeconds ?? NaN]));
      expect(cpu.busy).toBeGreaterThanOrEqual(0.9);
      expect(cpu.idle).toBeLessThan(0.9);
      for (const r of results) expect(r.load).toEqual(expect.any(Number));
    },
  );
  it.runIf(process.platform === 'linux')(
    'should run each step in a session of its own, so the kernel shares the cores between steps first',
    async () => {
      logDir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
      vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      // proc(5): the session id is field 6 of /proc/<pid>/stat.
      const session = `require('fs').readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[3]`;
      const out = (id: string) => path.join(logDir, `${id}.session`);
      const step = (id: string) => ({
        id,
        name: id,
        cmd: ['node', '-e', `require('fs').writeFileSync('${out(id)}', ${session})`],
      });
      await runSteps([step('a'), step('b')], { slots: 2, cwd: process.cwd(), logDir });
      const ours = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[3];
      const sessions = ['a', 'b'].map((id) => readFileSync(out(id), 'utf8'));
      expect(new Set([ours, ...sessions]).size).toBe(3);
    },
  );

  it.runIf(process.platform === 'linux')(
    'given npm test stopped (SIGTERM), should stop every running step and its children with it',
    async () => {
      logDir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
      const pids = path.join(logDir, 'pids');
      // A runner with one step whose child (a grandchild of the runner) writes its pid and waits.
      const grandchild = `require('fs').appendFileSync('${pids}', process.pid + '\\n'); setInterval(() => {}, 1000)`;
      const runner = `
        import { runSteps } from '${path.resolve('scripts/test/schedule.mjs')}';
        await runSteps([{ id: 'long', name: 'long', cmd: ['node', '-e', ${JSON.stringify(
          `require('child_process').spawn('node', ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`,
        )}] }], { slots: 2, cwd: process.cwd(), logDir: '${logDir}' });`;
      const child = spawn('node', ['--input-type=module', '-e', runner], { stdio: 'ignore' });
      await expect.poll(() => existsSync(pids), { timeout: 15_000 }).toBe(true);
      const pid = Number(readFileSync(pids, 'utf8').trim());
      child.kill('SIGTERM');
      // Running: listed, and not a zombie (stopped with its parent, it waits for init to reap it:
      // a second here when quiet; a loaded CI run saw it still listed after 15 s).
      try {
        await expect.poll(() => isRunning(pid), { timeout: 15_000 }).toBe(false);
      } finally {
        // What a failure leaves running: every process that names this test's folder.
        spawnSync('pkill', ['-f', logDir]);
      }
    },
  );
});

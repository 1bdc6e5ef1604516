import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plan, runSteps } from './schedule.mjs';

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

  it('given a step that needs one not listed, should refuse to start', () => {
    expect(() => plan([{ id: 'e2e', needs: ['buidl'] }], 2, {})).toThrow(/e2e \(needs buidl\)/);
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
});

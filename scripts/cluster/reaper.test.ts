import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRunning } from '../lib/processes.mjs';

const cluster = new URL('./cluster.mjs', import.meta.url).href;

async function until(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('the cluster watchdog', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => cleanup.splice(0).forEach((c) => c()));

  it('given the cluster killed with SIGKILL, should end what it started and remove its folders', async () => {
    const work = mkdtempSync(join(tmpdir(), 'reaper-test-'));
    const postgresDir = mkdtempSync(join(tmpdir(), 'reaper-test-pg-'));
    cleanup.push(() => rmSync(work, { recursive: true, force: true }));
    cleanup.push(() => rmSync(postgresDir, { recursive: true, force: true }));
    // A stand-in for `npm run cluster`: the watchdog, one long-running child, recorded.
    const script = `
      import { spawn } from 'node:child_process';
      import { startReaper } from ${JSON.stringify(cluster)};
      const record = startReaper(${JSON.stringify(work)});
      const child = spawn('sleep', ['600'], { stdio: 'ignore' });
      record({ pids: [child.pid], postgresDir: ${JSON.stringify(postgresDir)} });
      console.log(child.pid);
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanup.push(() => parent.kill('SIGKILL'));
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))),
    );
    cleanup.push(() => {
      if (isRunning(childPid)) process.kill(childPid, 'SIGKILL');
    });
    expect(isRunning(childPid)).toBe(true);

    parent.kill('SIGKILL');
    expect(await until(() => !isRunning(childPid), 15_000)).toBe(true);
    expect(await until(() => !existsSync(work) && !existsSync(postgresDir), 5_000)).toBe(true);
  });

  it('given the cluster stopped cleanly (its folder removed), should exit and end nothing', async () => {
    const work = mkdtempSync(join(tmpdir(), 'reaper-test-'));
    const child = spawn('sleep', ['600'], { stdio: 'ignore' });
    cleanup.push(() => child.kill('SIGKILL'));
    const reaper = spawn(
      process.execPath,
      [new URL('./reaper.mjs', import.meta.url).pathname, String(process.pid), work, '100'],
      { stdio: 'ignore' },
    );
    cleanup.push(() => reaper.kill('SIGKILL'));
    const exited = new Promise<number | null>((resolve) => reaper.once('exit', resolve));
    rmSync(work, { recursive: true, force: true });
    expect(await exited).toBe(0);
    expect(isRunning(child.pid!)).toBe(true);
  });
});

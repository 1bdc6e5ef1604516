import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schedulingOf } from './processes.mjs';
import { idled, niced, scheduled } from './servers.mjs';

/** Runs `[command, args]` until it has exec'd a sleeping node, and reads its scheduling. */
async function runAndRead([command, args]: [string, string[]]): Promise<{
  nice: number;
  policy: number;
  comm: string;
}> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    // The child prints once it is node itself (chrt and nice exec it: the pid stays the same).
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('error', reject);
    });
    const pid = child.pid as number;
    const comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    return { ...schedulingOf(pid), comm };
  } finally {
    child.kill('SIGKILL');
  }
}

const SLEEPER = ['-e', 'console.log("up"); setTimeout(() => {}, 60_000)'];
const SCHED_IDLE = 5;
const SCHED_OTHER = 0;

describe.runIf(process.platform === 'linux')('a server started behind the load generator', () => {
  it('runs under the idle scheduling policy, as its own pid, where chrt is installed', async () => {
    const seen = await runAndRead(idled(process.execPath, SLEEPER));
    expect(seen.comm).toBe('node');
    expect(seen.policy).toBe(SCHED_IDLE);
  });

  it('falls back to nice 19 where chrt is not installed', async () => {
    const seen = await runAndRead(idled(process.execPath, SLEEPER, () => false));
    expect(seen.comm).toBe('node');
    expect(seen).toMatchObject({ policy: SCHED_OTHER, nice: 19 });
  });

  it('runs nice steps below this process, or as it is at 0', async () => {
    const own = schedulingOf(process.pid).nice;
    expect(await runAndRead(niced(10, process.execPath, SLEEPER))).toMatchObject({
      policy: SCHED_OTHER,
      nice: Math.min(19, own + 10),
    });
    expect(niced(0, process.execPath, SLEEPER)).toEqual([process.execPath, SLEEPER]);
  });

  it('is started as the cluster is told: the idle policy, else nice', async () => {
    const own = schedulingOf(process.pid).nice;
    const asIdle = await runAndRead(scheduled({ idle: true, nice: 10 })(process.execPath, SLEEPER));
    expect(asIdle.policy).toBe(SCHED_IDLE);
    const asNiced = await runAndRead(scheduled({ nice: 5 })(process.execPath, SLEEPER));
    expect(asNiced).toMatchObject({ policy: SCHED_OTHER, nice: Math.min(19, own + 5) });
  });
});

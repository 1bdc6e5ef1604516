// What the scripts read of processes in /proc. Whether one still runs: not gone, and not a zombie
// (exited, its status not yet read by its parent, or left for init to reap). Where /proc is
// missing, a signal 0 says whether it exists.
import { readdirSync, readFileSync } from 'node:fs';

export function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch (error) {
    if (error.code !== 'ENOENT' || readableProc()) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (signalError) {
      // EPERM: it exists, owned by someone else.
      return signalError.code === 'EPERM';
    }
  }
}

function readableProc() {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
}

/**
 * A process's resident memory now and at its peak (VmRSS and VmHWM of /proc/<pid>/status), in
 * KiB; null where the process or /proc is gone.
 */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssKiB: field('VmRSS'), peakKiB: field('VmHWM') };
  } catch {
    return null;
  }
}

/** The pids of a process's children (from each process's parent in /proc/<pid>/stat). */
export function childrenOf(pid) {
  const children = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

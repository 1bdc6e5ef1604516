// @ts-check
// What the scripts read of processes in /proc. Whether one still runs: not gone, and not a zombie
// (exited, its status not yet read by its parent, or left for init to reap). Where /proc is
// missing, a signal 0 says whether it exists.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The fields of /proc/<pid>/stat after the process's name, from its state on (the line's 3rd
 * field is `[0]`): the name, in parentheses, may hold spaces. Throws where the process is gone.
 * @param {number | string} pid
 * @returns {string[]}
 */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/**
 * A process's scheduling: its policy (0 SCHED_OTHER, 5 SCHED_IDLE…) and nice value, fields 41
 * and 19 of /proc/<pid>/stat.
 * @param {number} pid
 * @returns {{ policy: number, nice: number }}
 */
export function schedulingOf(pid) {
  const fields = statFields(pid);
  return { policy: Number(fields[41 - 3]), nice: Number(fields[19 - 3]) };
}

/**
 * @param {number} pid
 * @returns {boolean}
 */
export function isRunning(pid) {
  try {
    return statFields(pid)[0] !== 'Z';
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT' || readableProc())
      return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (signalError) {
      // EPERM: it exists, owned by someone else.
      return /** @type {NodeJS.ErrnoException} */ (signalError).code === 'EPERM';
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
 * @param {number} pid
 * @returns {{ rssKiB: number, peakKiB: number } | null}
 */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (/** @type {string} */ name) =>
      Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssKiB: field('VmRSS'), peakKiB: field('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * The pids of a process's children (from each process's parent in /proc/<pid>/stat).
 * @param {number} pid
 * @returns {number[]}
 */
export function childrenOf(pid) {
  /** @type {number[]} */
  const children = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const parent = Number(statFields(name)[1]);
      if (parent === pid) children.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The kernel's clock ticks a second (`getconf CLK_TCK`: 100 on Linux everywhere it runs). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time a process and its children have used so far (user and system, every thread's:
 * /proc/<pid>/stat's utime and stime), in seconds; null where /proc or the process is gone.
 * A child that has exited is no longer counted.
 * @param {number} pid
 * @returns {number | null}
 */
export function cpuSecondsOf(pid) {
  const own = (/** @type {number} */ id) => {
    try {
      const fields = statFields(id);
      // utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
      return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      return null;
    }
  };
  const total = own(pid);
  if (total === null) return null;
  return childrenOf(pid).reduce((sum, child) => sum + (own(child) ?? 0), total);
}

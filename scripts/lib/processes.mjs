// @ts-check
// Whether a process still runs: not gone, and not a zombie (exited, its status not yet read by
// its parent, or left for init to reap). Where /proc is missing, a signal 0 says whether it exists.
import { readFileSync } from 'node:fs';

/**
 * @param {number} pid
 * @returns {boolean}
 */
export function isRunning(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
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

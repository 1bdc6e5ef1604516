/** Whether a process still runs: not gone, and not a zombie. */
export function isRunning(pid: number): boolean;

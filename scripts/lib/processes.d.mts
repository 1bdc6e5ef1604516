/** Whether a process still runs: not gone, and not a zombie. */
export function isRunning(pid: number): boolean;
/** Resident memory now and at its peak (VmRSS, VmHWM), in KiB; null when the process is gone. */
export function memoryOf(pid: number): { rssKiB: number; peakKiB: number } | null;
/** The pids of a process's children. */
export function childrenOf(pid: number): number[];

export interface LongTask {
  start: number;
  duration: number;
}
export interface FrameScript {
  start: number;
  duration: number;
  invokerType: string;
  invoker: string;
}
/** What filled a long task: the script of its frame that overlaps it most, or the browser. */
export function causeOf(
  task: LongTask,
  frames: readonly { scripts: readonly FrameScript[] }[],
): string;

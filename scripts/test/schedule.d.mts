// Types of scripts/test/schedule.mjs for its test.
export interface Step {
  id: string;
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  needs?: string[];
  after?: () => Promise<void>;
}
export interface StepResult {
  id: string;
  name: string;
  ok: boolean;
  seconds: number;
  startedAt: number;
}
export function plan(
  steps: Pick<Step, 'id' | 'needs'>[],
  slots: number,
  durations: Record<string, number>,
): { id: string; start: number; end: number }[];
export function runSteps(
  steps: Step[],
  options: { slots: number; cwd: string; logDir: string },
): Promise<StepResult[]>;

// Types of scripts/test/summary.mjs for its test.
import type { StepResult } from './schedule.mjs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
export interface FileTime {
  file: string;
  label: string;
  seconds: number;
}
export function readJson(file: string): unknown;
export function countTests(vitestReports: unknown[], playwrightReport: unknown): Counts;
export function fileTimes(vitestTimes: unknown[], playwrightReport: unknown): FileTime[];
export function slowest(times: FileTime[], count?: number): FileTime[];
export function summaryLines(input: {
  results: StepResult[];
  counts: Counts;
  times: FileTime[];
  wallSeconds: number;
  slots: number;
}): string[];

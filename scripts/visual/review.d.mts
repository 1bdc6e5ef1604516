// Types of review.mjs.
import type { Model, ScreenshotChange, TranscriptChange } from './model.mjs';

interface Places {
  root?: string;
  runDir?: string;
  reportDir?: string;
}
export function hasRun(): boolean;
export function readRun(options: { storybookUrl: string } & Places): Model;
export function writeReport(model: Model, options: { storybookUrl: string } & Places): string;
export function readReport(reportDir?: string): {
  report: { generatedAt: string; storybookUrl: string; model: Model };
  decisions: Record<string, 'accepted' | 'rejected'>;
} | null;
export class DecisionError extends Error {
  status: number;
  constructor(status: number, message: string);
}
export function decide(
  id: string,
  decision: string,
  options?: Places,
): { change: ScreenshotChange | TranscriptChange; state: 'accepted' | 'rejected' };
export function acceptAll(options?: Places): string[];

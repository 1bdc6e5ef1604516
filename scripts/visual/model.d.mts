// Types of model.mjs.
export interface Theme {
  name: string;
  title: string;
}
export interface StoryTest {
  file: string;
  name: string;
  storyId: string | null;
  theme: string | null;
  screenshot: string | null;
  state: string;
  error: string | null;
  project?: string;
}
export interface ScreenshotChange {
  id: string;
  kind: 'screenshot';
  status: 'changed' | 'new';
  name: string;
  storyId: string | null;
  theme: Theme;
  baseline: string;
  hasDiff: boolean;
  link: string | null;
}
export interface DiffPart {
  change: 'added' | 'removed' | 'same';
  lines: string[];
}
export interface TranscriptChange {
  id: string;
  kind: 'transcript';
  status: 'changed' | 'new';
  name: string;
  file: string;
  diff: DiffPart[];
}
export interface Group {
  title: string;
  screenshots: ScreenshotChange[];
  transcripts: TranscriptChange[];
}
export interface Model {
  storybookUrl: string;
  themes: Theme[];
  counts: { changed: number; new: number; unchanged: number; failed: number; skipped: number };
  transcriptCounts: { changed: number; new: number; unchanged: number };
  groups: Group[];
  failed: { title: string; name: string; theme: Theme; error: string }[];
}
export function storyTitle(source: string, storyId: string): string;
export function baselinePath(storyFile: string, screenshot: string, platform: string): string;
export function transcriptComponent(file: string): string | null;
export function titleComponent(title: string): string;
export function transcriptTestsFor(storyFiles: string[], testFiles: string[]): string[];
export function transcriptDiff(old: string | null, heard: string): DiffPart[];
export function buildModel(input: {
  stories: StoryTest[];
  files: { actual: Set<string>; diff: Set<string>; new: Set<string>; settled?: Set<string> };
  titles: Record<string, string>;
  transcripts?: { file: string; committed: string | null; heard: string }[];
  themeNames: string[];
  themeTitles: Record<string, string>;
  platform: string;
  storybookUrl: string;
}): Model;
export function changesOf(model: Model): (ScreenshotChange | TranscriptChange)[];

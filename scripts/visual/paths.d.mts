// Types of scripts/visual/paths.mjs for vite.config.ts.
export const ROOT: string;
export const RUN_DIR: string;
export const REPORT_DIR: string;
export const STORIES_MANIFEST: string;
export function resolveDiffPath(data: {
  arg: string;
  ext: string;
  root: string;
  screenshotDirectory: string;
  testFileDirectory: string;
  testFileName: string;
  browserName: string;
  platform: NodeJS.Platform;
}): string;
export function storyProjectName(theme: string, index: number): string;
export const STORY_PROJECTS: string;

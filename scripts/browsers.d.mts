// Types of scripts/browsers.mjs for the TypeScript code that imports it (engines/).
export type ToolName = 'chromium' | 'firefox' | 'webkitDriver' | 'webkitBrowser' | 'xvfb' | 'wrk';

export interface Tool {
  name: string;
  envVar: string;
  paths(): string[];
  debianPackage: string;
}

export const TOOLS: Record<ToolName, Tool>;
export const ENGINE_TOOLS: Record<'chromium' | 'firefox' | 'webkit', ToolName[]>;
export function findTools(
  names: ToolName[],
  options?: { install?: boolean },
): Partial<Record<ToolName, string>>;
export function findBrowsers(options?: { install?: boolean }): Partial<Record<ToolName, string>>;
export function exportPaths(found: Partial<Record<ToolName, string>>): void;
export function engineVersions(found: Partial<Record<ToolName, string>>): string;

// Types of scripts/tokens.mjs for the TypeScript tests that run the build (design-system/tokens/).
export const SRC_DIR: string;
export const OUT_DIR: string;
export const HEADER: string;
export const THEMES: {
  source: string;
  module: string;
  exportName: string;
  selector: string;
  /** Its token set and theme in the Tokens Studio file. */
  set: string;
}[];
export function cssValue(value: unknown, type: string, name: string): string;
/** Builds every theme from `srcDir` into `outDir`; returns the file names written. */
export function buildTokens(options?: { srcDir?: string; outDir?: string }): Promise<string[]>;
/** The Tokens Studio file's name in OUT_DIR. */
export const STUDIO_FILE: string;

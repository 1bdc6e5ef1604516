// Types of scripts/design-system-source.mjs for vite.config.ts and the TypeScript test beside it.
/** The design-system folder (absolute, with a trailing separator). */
export const DESIGN_SYSTEM_DIR: string;
/** Every entry of the package's exports that has TypeScript source, as [specifier, source file]. */
export function designSystemSources(dir?: string): [string, string][];

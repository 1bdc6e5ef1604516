// Types of settings.mjs for the TypeScript tests that import it.
export declare const WIDTHS: { name: string; width: number; height: number }[];
export declare function storyThemes(source?: string): string[];
export declare const THEMES: string[];
export declare const LARGE_TARGETS: string[];

// Types of the parts of scripts/lib/servers.mjs the tests use.
export const root: string;
export const serverEntry: string;
/** A port nothing listens on right now. */
export function freePort(): Promise<number>;

// Whether a timer or listener was started by the repository's own code (a component, a hook, a
// test) rather than by a library on its behalf (Radix, React, jsdom, Testing Library, Node's HTTP
// server): the leak check holds the repository to what it starts (scripts/vitest/leakCheck.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The tracker's own wrappers (scripts/vitest/tracked.ts) are not a caller. */
const TRACKER = /[\\/]scripts[\\/]vitest[\\/]tracked\.ts:/;

/** The file:line of a stack frame (`    at fn (/x/y.ts:3:9)`, `    at file:///x/y.ts:3:9`). */
function frameLocation(line: string): string | null {
  const match = /\(?((?:file:\/\/)?\/[^():]+):(\d+):\d+\)?\s*$/.exec(line);
  if (!match) return null;
  const file = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
  return `${file}:${match[2]}`;
}

/**
 * Where in the repository the call that made something comes from (`page/x.ts:12`), when its
 * first caller is the repository's code; null when a library (node_modules) or Node made it.
 */
export function madeByRepository(stack: string, root: string = ROOT): string | null {
  for (const line of stack.split('\n')) {
    if (!line.trimStart().startsWith('at ')) continue;
    const location = frameLocation(line);
    if (!location) continue; // node:internal, <anonymous>, native
    if (TRACKER.test(location)) continue;
    if (location.includes(`${path.sep}node_modules${path.sep}`)) return null;
    if (!location.startsWith(root + path.sep)) return null;
    return `at ${path.relative(root, location)}`;
  }
  return null;
}

// Which environment a unit test file runs in: a browser-like one (jsdom) only when it needs one.
// Building jsdom and its globals for a file that tests a pure rule or a server costs more than
// the file's tests; Node runs them as they are. A file is sorted by its name and its own text, so
// a new test file lands in the right project without a list to keep up to date:
//   - `// @vitest-environment <name>` in the file decides, as Vitest reads it;
//   - a `.tsx` file renders React: jsdom;
//   - a `.ts` file that names a browser global (document., window., navigator., localStorage., an
//     HTML…Element, an observer, Testing Library) runs in jsdom; any other runs in Node.
// A file sorted wrongly fails loudly in Node ("document is not defined"): give it the pragma.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A use of a browser global in code (a word such as "window" in prose does not count). */
const BROWSER_GLOBAL = new RegExp(
  [
    // window.x, document[x], navigator?.x, but not order.location.x
    String.raw`(?<![\w$.])(?:window|document|navigator|localStorage|sessionStorage|location|history)\s*(?:\??\.|\[)`,
    String.raw`\btypeof\s+(?:window|document|navigator)\b`,
    String.raw`\bHTML\w*Element\b`,
    String.raw`\b(?:IntersectionObserver|MutationObserver|ResizeObserver|requestAnimationFrame|matchMedia|getComputedStyle|customElements)\b`,
    String.raw`['"]@testing-library/(?:react|dom|user-event|jest-dom)\b`,
  ].join('|'),
);

export type UnitEnvironment = 'jsdom' | 'node';

/** The environment one unit test file needs, from its path and its source text. */
export function unitEnvironment(file: string, source: string): UnitEnvironment {
  const pragma = /@vitest-environment\s+([\w-]+)/.exec(source)?.[1];
  if (pragma) return pragma === 'node' ? 'node' : 'jsdom';
  if (file.endsWith('.tsx')) return 'jsdom';
  return BROWSER_GLOBAL.test(source) ? 'jsdom' : 'node';
}

const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '__screenshots__', '__transcripts__']);

/** Every `*.test.ts(x)` file under `folder` (relative to `root`, `/`-separated), sorted. */
function testFilesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(relative);
      } else if (TEST_FILE.test(entry.name) && !entry.name.endsWith('.e2e.test.ts')) {
        found.push(relative);
      }
    }
  };
  walk(folder);
  return found.sort();
}

/**
 * The unit test files of `folders` (and the test files at the root of the repository), split by
 * the environment each needs. Paths are relative to `root`, as a project's `include` takes them.
 */
export function unitTestFiles(
  root: string,
  folders: readonly string[],
): Record<UnitEnvironment, string[]> {
  const atRoot = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => entry.name);
  const files = [...atRoot, ...folders.flatMap((folder) => testFilesUnder(root, folder))];
  const split: Record<UnitEnvironment, string[]> = { jsdom: [], node: [] };
  for (const file of files) {
    split[unitEnvironment(file, readFileSync(path.join(root, file), 'utf8'))].push(file);
  }
  return split;
}

// Layout that mirrors in a right-to-left page: every stylesheet of the design system uses logical
// properties (margin-inline-start, inset-block-end, …), never physical ones (margin-left, right,
// top), so `dir="rtl"` puts each part on the side it belongs to. The stories' right-to-left
// screenshots (stories/design-system/Locale.stories.tsx) show the result.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : styleFiles(full);
    return entry.name.endsWith('.css.ts') ? [full] : [];
  });
}

/** Physical properties (as vanilla-extract's camelCase keys) and direction-bound values. */
const physical = [
  /\b(margin|padding|border|inset|scrollMargin|scrollPadding)(Left|Right|Top|Bottom)\w*\s*:/,
  /^\s*['"]?(left|right|top|bottom)['"]?\s*:/,
  /\b(textAlign|float|clear)\s*:\s*['"](left|right)['"]/,
  /\btranslateX\((?!var\(--radix-toast-swipe|0\))/,
];

/** The code of a file without its comments (a comment may say 'left'). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('the design system’s stylesheets', () => {
  const files = styleFiles(root);

  it('should be found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((file) => [path.relative(root, file), file]))(
    '%s should use logical properties only',
    (_name, file) => {
      const offending = code(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => physical.some((pattern) => pattern.test(line)));
      expect(offending).toEqual([]);
    },
  );
});

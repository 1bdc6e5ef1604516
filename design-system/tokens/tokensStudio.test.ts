// @vitest-environment node
/**
 * The Tokens Studio file (generated/tokens-studio.json) as Tokens Studio reads it: each theme's
 * token set goes through Tokens Studio's own Style Dictionary transforms
 * (@tokens-studio/sd-transforms, what its users run to turn the plugin's tokens into CSS), and
 * every CSS value that comes out equals the one the page uses (generated/tokens.css).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { register } from '@tokens-studio/sd-transforms';
import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, STUDIO_FILE, THEMES } from '../../scripts/tokens.mjs';

await register(StyleDictionary);

interface StudioFile {
  $metadata: { tokenSetOrder: string[] };
  $themes: { id: string; name: string; selectedTokenSets: Record<string, string> }[];
  [set: string]: unknown;
}

const studio = JSON.parse(await readFile(path.join(OUT_DIR, STUDIO_FILE), 'utf8')) as StudioFile;
const pageCss = await readFile(path.join(OUT_DIR, 'tokens.css'), 'utf8');

/** `--name: value;` pairs of one rule of a stylesheet, the rule found by its last selector. */
function variables(css: string, selector: string, prefix = ''): Map<string, string> {
  const start = css.indexOf(`${selector.split(/,\s*/).at(-1)} {`);
  if (start < 0) throw new Error(`no rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [
      (m[1] ?? '').replace(prefix, ''),
      m[2] ?? '',
    ]),
  );
}

/** One token set through Tokens Studio's transforms to CSS custom properties. */
async function throughTokensStudio(set: string): Promise<Map<string, string>> {
  const sd = new StyleDictionary({
    tokens: studio[set] as DesignTokens,
    preprocessors: ['tokens-studio'],
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: {
      css: {
        transformGroup: 'tokens-studio',
        transforms: ['name/kebab'],
        files: [{ destination: 'tokens.css', format: 'css/variables' }],
      },
    },
  });
  const [file] = await sd.formatPlatform('css');
  return variables(String(file?.output), ':root');
}

/** The same CSS value written two ways: spacing, quotes, `0px` for `0` and a zero spread. */
const normal = (value: string) =>
  value
    .replace(/\/\*.*?\*\//g, '')
    .replaceAll('"', "'")
    .replace(/\b0px\b/g, '0')
    .replace(/\s+/g, ' ')
    .replace(/^(-?[\d.]+\w* -?[\d.]+\w* [\d.]+\w*) 0 /, '$1 ')
    .trim();

describe('the Tokens Studio file', () => {
  it('has one token set and one theme per theme of the design system, in order', () => {
    expect(studio.$metadata.tokenSetOrder).toEqual(THEMES.map((theme) => theme.set));
    expect(studio.$themes.map((theme) => theme.selectedTokenSets)).toEqual(
      THEMES.map((theme) => ({ [theme.set]: 'enabled' })),
    );
  });

  it.each(THEMES.map((theme) => [theme.set, theme.selector] as const))(
    'given the %s set, when read by Tokens Studio, should give every value the page uses',
    async (set, selector) => {
      const page = variables(pageCss, selector, 'cf-');
      const imported = await throughTokensStudio(set);
      expect(page.size).toBeGreaterThan(50);
      expect([...imported.keys()].sort()).toEqual([...page.keys()].sort());
      for (const [name, value] of page) {
        expect(normal(imported.get(name) ?? ''), name).toBe(normal(value));
      }
    },
  );
});

// @vitest-environment node
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTokens, HEADER, OUT_DIR, SRC_DIR } from '../../scripts/tokens.mjs';

/** Every file of a folder, by name. */
async function files(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir)).sort();
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const),
    ),
  );
}

let scratch = '';
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'cairnfield-tokens-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the Style Dictionary build (npm run tokens)', () => {
  it('produces exactly the committed files in generated/ (run `npm run tokens` after a change)', async () => {
    const out = path.join(scratch, 'fresh');
    const written = await buildTokens({ outDir: out });
    const built = await files(out);
    expect([...built.keys()]).toEqual([...written].sort());
    const committed = await files(OUT_DIR);
    expect([...committed.keys()]).toEqual([...built.keys()]);
    for (const [name, text] of built) {
      expect(committed.get(name), `generated/${name} differs from a fresh build`).toBe(text);
    }
  });

  it('heads every generated file with where it comes from', async () => {
    for (const [name, text] of await files(OUT_DIR)) {
      expect(text.split('\n', 3).join('\n'), name).toContain(HEADER);
    }
  });

  it('follows a changed colour in the JSON into the theme object, the CSS and the resolved JSON', async () => {
    const src = path.join(scratch, 'src');
    await cp(SRC_DIR, src, { recursive: true });
    const file = path.join(src, 'brand.tokens.json');
    const brand = JSON.parse(await readFile(file, 'utf8')) as {
      color: { accent: { $value: { components: number[]; hex: string } } };
    };
    brand.color.accent.$value = { ...brand.color.accent.$value, components: [0, 0.4, 0.2] };
    brand.color.accent.$value.hex = '#006633';
    await writeFile(file, JSON.stringify(brand));

    const out = path.join(scratch, 'changed');
    await buildTokens({ srcDir: src, outDir: out });
    const [before, after] = [await files(OUT_DIR), await files(out)];
    const changed = [...after].filter(([name, text]) => before.get(name) !== text).map(([n]) => n);
    expect(changed.sort()).toEqual([
      'brand.tokens.json',
      'brand.ts',
      'tokens-studio.json',
      'tokens.css',
    ]);
    expect(after.get('brand.ts')).toContain("accent: '#006633',");
    // The alias badge.green.background = {color.accent} follows it.
    expect(after.get('brand.ts')).toMatch(/green: \{\s+background: '#006633',/);
    expect(after.get('tokens.css')).toContain('--cf-color-accent: #006633;');
    expect(after.get('tokens.css')).toContain('--cf-badge-green-background: #006633;');
    expect(after.get('tokens-studio.json')).toContain(
      '"accent": { "$type": "color", "$value": "#006633" }',
    );
  });

  it('refuses a colour whose hex and components disagree', async () => {
    const src = path.join(scratch, 'mismatch');
    await cp(SRC_DIR, src, { recursive: true });
    const file = path.join(src, 'shared.tokens.json');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('"hex": "#000000"', '"hex": "#000001"'),
    );
    await expect(buildTokens({ srcDir: src, outDir: path.join(scratch, 'x') })).rejects.toThrow(
      /shadow\.raised.*does not match/,
    );
  });
});

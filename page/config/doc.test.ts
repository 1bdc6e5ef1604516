// @vitest-environment node
/**
 * page/CONFIG.md's tables of settings are the blocks' own: written from each variable's check,
 * default and doc (doc.ts). When a block changes and the file does not, this fails: run
 * `npm run config:doc`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { BLOCKS, CONFIG_FILE_BLOCK } from '.';
import { settingsMarkdown, withSettings } from './doc';

const file = path.resolve(import.meta.dirname, '../CONFIG.md');

describe('page/CONFIG.md', () => {
  it('given the config blocks, should hold the tables written from them (npm run config:doc)', async () => {
    const current = readFileSync(file, 'utf8');
    const settings = settingsMarkdown({ ...BLOCKS, 'page/config/index.ts': [CONFIG_FILE_BLOCK] });
    const options = await prettier.resolveConfig(file);
    const expected = await prettier.format(withSettings(current, settings), {
      ...options,
      filepath: file,
    });
    expect(current, 'page/CONFIG.md is stale: run npm run config:doc').toBe(expected);
  });

  it('given a block whose doc changed, should no longer match', () => {
    const [first] = BLOCKS['page/server/config.ts'];
    const changed = {
      ...first,
      docs: { ...first.docs, PORT: { does: 'A port nobody documented.' } },
    };
    const settings = settingsMarkdown({ ...BLOCKS, 'page/server/config.ts': [changed] });
    expect(settings).toContain('A port nobody documented.');
    expect(readFileSync(file, 'utf8')).not.toContain('A port nobody documented.');
  });
});

// @ts-check
// `npm run config:doc`: writes page/CONFIG.md's tables of settings from the config blocks (each
// variable's check, default and doc; page/config/doc.ts), formatted as Prettier formats the file.
// page/config/doc.test.ts fails when the file and the blocks disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { createServer } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = `${root}page/CONFIG.md`;
const vite = await createServer({ root, appType: 'custom', server: { middlewareMode: true } });
try {
  const { BLOCKS, CONFIG_FILE_BLOCK } = await vite.ssrLoadModule('/page/config/index.ts');
  const { settingsMarkdown, withSettings } = await vite.ssrLoadModule('/page/config/doc.ts');
  const settings = settingsMarkdown({ ...BLOCKS, 'page/config/index.ts': [CONFIG_FILE_BLOCK] });
  const text = withSettings(readFileSync(file, 'utf8'), settings);
  const options = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  console.log('page/CONFIG.md: settings written from the config blocks');
} finally {
  await vite.close();
}

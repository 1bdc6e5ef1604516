/**
 * page/CONFIG.md's tables of settings, written from the blocks themselves (each variable's check,
 * default and doc): `npm run config:doc` writes them between the file's markers, and
 * page/config/doc.test.ts fails when the file and the blocks disagree. The rest of the file (the
 * introduction, cookies, query parameters) is prose kept by hand.
 */
import type { GenericSchema, ObjectEntries } from 'valibot';
import type { ConfigBlock, SettingDoc } from '../configBlock';

export const SETTINGS_START =
  '<!-- The settings below are written from the config blocks by `npm run config:doc`: edit the blocks, not this. -->';
export const SETTINGS_END = '<!-- End of the settings written from the config blocks. -->';

/** What a table needs of a block. */
export type DocumentedBlock = Pick<
  ConfigBlock<ObjectEntries, unknown>,
  'about' | 'variables' | 'docs'
>;

/** A schema's default as the environment string it stands for, when it has one. */
function defaultOf(schema: GenericSchema): string | null {
  const fallback = (schema as { default?: unknown }).default;
  return typeof fallback === 'string' ? fallback : null;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function row(name: string, schema: GenericSchema, doc: SettingDoc): string {
  const fallback = defaultOf(schema);
  const shown = doc.shownDefault ?? (fallback === null ? 'unset' : `\`${fallback}\``);
  const other = doc.otherReading ? `\`${doc.otherReading}\`` : '';
  return `| \`${name}\` | ${cell(shown)} | ${doc.public ? '✓' : ''} | ${cell(doc.does)} | ${other} |`;
}

/** The tables, one per block, headed with its title and file, in the order given. */
export function settingsMarkdown(
  files: Readonly<Record<string, readonly DocumentedBlock[]>>,
): string {
  const sections = Object.entries(files).flatMap(([file, blocks]) =>
    blocks.map((block) => {
      const rows = Object.entries(block.variables).map(([name, schema]) =>
        row(name, schema, block.docs[name] ?? { does: '' }),
      );
      return [
        `### ${block.about.title}: \`${file}\``,
        '',
        block.about.readBy,
        '',
        '| Variable | Default | Public | What it does | Other reading (spec) |',
        '| --- | --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    }),
  );
  return sections.join('\n\n');
}

/** `doc` with the text between its markers replaced by `settings`. */
export function withSettings(doc: string, settings: string): string {
  const start = doc.indexOf(SETTINGS_START);
  const end = doc.indexOf(SETTINGS_END);
  if (start < 0 || end < start) {
    throw new Error(`page/CONFIG.md has lost its markers:\n${SETTINGS_START}\n${SETTINGS_END}`);
  }
  return `${doc.slice(0, start + SETTINGS_START.length)}\n\n${settings}\n\n${doc.slice(end)}`;
}

// @ts-check
// The audit's shared settings: the widths the page is audited at, the themes, the 44 px targets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/servers.mjs';

export const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * The themes every story is audited in: the story themes (.storybook/storyThemes.ts, the one list
 * the story tests and the visual review read too: brand, high contrast, dark, a createTheme brand),
 * read from its source since the audit runs in plain Node.
 * @param {string} [source] the file's text
 * @returns {string[]}
 */
export function storyThemes(
  source = readFileSync(join(root, '.storybook/storyThemes.ts'), 'utf8'),
) {
  const list = /export const themeNames = \[([^\]]*)\]/.exec(source)?.[1];
  const names = [...(list ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
  if (names.length === 0) throw new Error('.storybook/storyThemes.ts lists no themeNames');
  return names;
}

/** 44 px targets (a11y contracts): amount chips and the stepper's buttons. */
export const LARGE_TARGETS = [
  '[role="radiogroup"] [role="radio"]',
  '[role="radiogroup"] input[type="radio"]',
  'button[aria-label="Increase quantity"]',
  'button[aria-label="Decrease quantity"]',
];

// @ts-check
// The audit's stories half: every story of the built Storybook in each theme.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../lib/servers.mjs';
import { axe } from './checks.mjs';
import { CONCURRENCY, inPool } from './pool.mjs';
import { storyThemes } from './settings.mjs';
import { showStory } from './showStory.mjs';
import { timed } from './timings.mjs';
import { storyLanguage } from './language.mjs';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('./checks.mjs').Check} Check
 * @typedef {import('./checks.mjs').Entry} Entry
 * @typedef {import('./showStory.mjs').Slot} Slot
 * A story or docs page of the built Storybook's index.json.
 * @typedef {{ id: string, title: string, name: string, type: 'story' | 'docs', tags?: string[] }} IndexEntry
 * A way to show every story: its kind in the report, the preview's globals, and for a language
 * its `lang` and which stories it takes.
 * @typedef {{ kind: string, globals: string, lang?: string, only?: (story: IndexEntry) => boolean }} Variant
 */

/**
 * Every story in each theme, and the Foundations docs pages: axe, and whether each renders.
 * `options.reload`: load the whole preview for every story (as before the stories were switched
 * in place; to compare the two).
 * @param {import('playwright-core').Browser} browser
 * @param {string} storybookDir
 * @param {string | undefined} filter one or more parts of story ids, comma-separated
 * @param {{ reload?: boolean }} [options]
 * @returns {Promise<Entry[]>}
 */
export async function auditStories(browser, storybookDir, filter, options = {}) {
  const wanted = (/** @type {string} */ id) =>
    !filter ||
    String(filter)
      .split(',')
      .some((part) => id.includes(part));
  /** @type {{ entries: Record<string, IndexEntry> }} */
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (e) => e.type === 'story' && !(e.tags ?? []).includes('audit-fixture') && wanted(e.id),
  );
  // The Foundations MDX pages are docs, not stories: audited too (once; they show both themes).
  const docs = Object.values(index.entries).filter(
    (e) => e.type === 'docs' && e.title.startsWith('Foundations/') && wanted(e.id),
  );
  // Each story in each theme, and the design system's stories once more in French (Canada) with
  // the fr-CA catalogue (the page's stories carry the spec's English copy: the page is English).
  /** @type {Variant[]} */
  const variants = [
    ...storyThemes().map((theme) => ({ kind: `story (${theme})`, globals: `theme:${theme}` })),
    {
      kind: 'story (fr-CA)',
      globals: 'theme:brand;locale:fr-CA',
      lang: 'fr-CA',
      only: (story) => !story.title.startsWith('Page/'),
    },
  ];
  const jobs = variants.flatMap((variant) =>
    stories
      .filter((story) => !variant.only || variant.only(story))
      .map((story) => ({ variant, story })),
  );
  const server = await serveStatic(storybookDir);
  const context = await browser.newContext({
    viewport: { width: 1024, height: 1400 },
    reducedMotion: 'reduce',
  });
  // One tab per worker (pool.mjs), kept loaded: the next story of the same theme and language is
  // shown in the loaded preview (showStory), a new one loads it afresh.
  /** @type {Slot[]} */
  const pages = [];
  /** @type {Entry[]} */
  const entries = [];
  const reload = Boolean(options.reload);
  try {
    const storyEntries = await inPool(jobs, CONCURRENCY, ({ variant, story }) =>
      timed(variant.kind, story.id, async () => {
        const slot = pages.pop() ?? { page: await context.newPage(), globals: null };
        const { page } = slot;
        try {
          const url = `${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=${variant.globals}`;
          /** @type {Entry} */
          const entry = {
            kind: variant.kind,
            target: `${story.title} / ${story.name}`,
            url,
            violations: [],
            checks: [],
          };
          try {
            const phase = await showStory(slot, story.id, url, variant.globals, reload);
            if (phase === 'errored' || phase === 'aborted')
              entry.checks.push({
                check: 'story renders and plays',
                ok: false,
                details: [`phase: ${phase}`],
              });
            entry.violations = await axe(page);
            if (variant.lang) entry.checks.push(await storyLanguage(page, variant.lang));
          } catch (error) {
            slot.globals = null; // the next story loads the preview afresh
            entry.checks.push({
              check: 'story renders and plays',
              ok: false,
              details: [String(/** @type {Error} */ (error).message).split('\n')[0] ?? ''],
            });
          }
          process.stdout.write(
            entry.violations.length || entry.checks.some((c) => !c.ok) ? '✖' : '.',
          );
          return entry;
        } finally {
          pages.push(slot);
        }
      }),
    );
    entries.push(...storyEntries);
    const leftovers = pages.flatMap((slot) => slot.leftovers ?? []);
    const loads = pages.reduce((n, slot) => n + (slot.reloads ?? 0), 0);
    process.stdout.write(
      `\n[audit] ${jobs.length} stories in ${loads} preview loads` +
        (leftovers.length
          ? `; loaded afresh after the last story's leftovers: ${leftovers.join('; ')}`
          : ''),
    );
    const page = pages[0]?.page ?? (await context.newPage());
    for (const doc of docs) {
      const url = `${server.origin}/iframe.html?id=${doc.id}&viewMode=docs`;
      /** @type {Entry} */
      const entry = { kind: 'docs page', target: doc.title, url, violations: [], checks: [] };
      try {
        await page.goto(url, { waitUntil: 'load' });
        await page.locator('#storybook-docs h1').first().waitFor({ timeout: 20_000 });
        entry.violations = await axe(page, { include: '#storybook-docs' });
      } catch (error) {
        entry.checks.push({
          check: 'docs page renders',
          ok: false,
          details: [String(/** @type {Error} */ (error).message).split('\n')[0] ?? ''],
        });
      }
      entries.push(entry);
      process.stdout.write(entry.violations.length || entry.checks.length ? '✖' : '.');
    }
  } finally {
    await context.close();
    await server.stop();
  }
  process.stdout.write('\n');
  return entries;
}

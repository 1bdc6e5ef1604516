// The audit's stories half: every story of the built Storybook in each theme.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../lib/servers.mjs';
import { axe } from './checks.mjs';
import { storyThemes } from './settings.mjs';

/** Every story in each theme, and the Foundations docs pages: axe, and whether each renders. */
export async function auditStories(browser, storybookDir, filter) {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter(
    (e) =>
      e.type === 'story' &&
      !(e.tags ?? []).includes('audit-fixture') &&
      (!filter || e.id.includes(filter)),
  );
  // The Foundations MDX pages are docs, not stories: audited too (once; they show both themes).
  const docs = Object.values(index.entries).filter(
    (e) =>
      e.type === 'docs' && e.title.startsWith('Foundations/') && (!filter || e.id.includes(filter)),
  );
  const server = await serveStatic(storybookDir);
  const entries = [];
  const context = await browser.newContext({
    viewport: { width: 1024, height: 1400 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  try {
    for (const theme of storyThemes()) {
      for (const story of stories) {
        const url = `${server.origin}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`;
        const entry = {
          kind: `story (${theme})`,
          target: `${story.title} / ${story.name}`,
          url,
          violations: [],
          checks: [],
        };
        try {
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForFunction(
            () =>
              ['finished', 'completed', 'errored', 'aborted'].includes(
                window.__STORYBOOK_PREVIEW__?.currentRender?.phase,
              ),
            null,
            { timeout: 20_000 },
          );
          const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender.phase);
          if (phase === 'errored' || phase === 'aborted')
            entry.checks.push({
              check: 'story renders and plays',
              ok: false,
              details: [`phase: ${phase}`],
            });
          entry.violations = await axe(page);
        } catch (error) {
          entry.checks.push({
            check: 'story renders and plays',
            ok: false,
            details: [String(error.message).split('\n')[0]],
          });
        }
        entries.push(entry);
        process.stdout.write(entry.violations.length || entry.checks.length ? '✖' : '.');
      }
    }
    for (const doc of docs) {
      const url = `${server.origin}/iframe.html?id=${doc.id}&viewMode=docs`;
      const entry = { kind: 'docs page', target: doc.title, url, violations: [], checks: [] };
      try {
        await page.goto(url, { waitUntil: 'load' });
        await page.locator('#storybook-docs h1').first().waitFor({ timeout: 20_000 });
        entry.violations = await axe(page, { include: '#storybook-docs' });
      } catch (error) {
        entry.checks.push({
          check: 'docs page renders',
          ok: false,
          details: [String(error.message).split('\n')[0]],
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

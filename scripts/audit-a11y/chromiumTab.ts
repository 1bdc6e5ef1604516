/**
 * A Chromium tab for the audit's own tests over fixture pages (scripts/audit-a11y/*.test.ts): the
 * browser launched before the tests of the describe block that calls this, and closed after them.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

/** Registers the block's hooks; the tab, for its tests to call once the browser is up. */
export function chromiumTab(options?: BrowserContextOptions): () => Page {
  let browser: Browser | undefined;
  let tab: Page | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    tab = await browser.newPage(options);
  }, 60_000);
  afterAll(() => browser?.close());
  return () => {
    if (!tab) throw new Error('The Chromium tab is opened before the block’s tests, not yet here');
    return tab;
  };
}

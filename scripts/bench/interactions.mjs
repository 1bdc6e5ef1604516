// @ts-check
// Interaction latency on the standard product page under 4x CPU slowdown, read from the Event
// Timing API (the same entries INP is built from): for each interaction, the longest event
// duration with an interactionId, from input to the next paint. Entries shorter than 16 ms are not
// reported by the browser (durationThreshold minimum), so "< 16 ms" means under that.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { entriesSince } from './eventTiming.mjs';
import { median } from './median.mjs';

/** @typedef {{ name: string, start: number, duration: number }} Seen */
/** What OBSERVE keeps on the page's window (each function run in the page casts to it itself). */
/** @typedef {Window & { __events: Seen[], __busyAt: number | null }} Observed */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

const OBSERVE = () => {
  const w = /** @type {Observed} */ (/** @type {unknown} */ (window));
  w.__events = [];
  w.__busyAt = null;
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (e.interactionId) {
        w.__events.push({ name: e.name, start: e.startTime, duration: e.duration });
      }
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    }),
  );
  new MutationObserver(() => {
    if (w.__busyAt === null && document.querySelector('button[aria-busy="true"]')) {
      w.__busyAt = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
};

/**
 * A shopper's tap on `locator`: a bare mouse press and release at its centre. Playwright's own
 * click runs its actionability checks and hit-target listeners in the page, which at 4x took tens
 * of ms inside and just before the interaction measured.
 * @param {Page} page
 * @param {Locator} locator
 */
async function tap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The interaction `action` makes: the longest Event Timing entry from its start.
 * @param {Page} page
 * @param {string} name
 * @param {() => Promise<void>} action
 * @param {Locator} [reveal]
 * @returns {Promise<{ name: string, duration: number | null, events: number, firstStart: number | null, toBusy?: number | null }>}
 */
async function measure(page, name, action, reveal) {
  // Scrolled to before the measure starts, as the shopper has the control in view before tapping.
  if (reveal) await reveal.scrollIntoViewIfNeeded();
  const mark = await page.evaluate(() => performance.now());
  await action();
  /** @type {Seen[]} */
  const events = await entriesSince(page, '__events', mark, 400);
  const duration = events.length > 0 ? Math.max(...events.map((e) => e.duration)) : null;
  return { name, duration, events: events.length, firstStart: events[0]?.start ?? null };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
async function oneRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const radio = (/** @type {string} */ name) => page.getByRole('radio', { name });
  const button = (/** @type {string} */ name) => page.getByRole('button', { name });
  /**
   * A tap on `control`, measured, with the control in view first.
   * @param {string} label
   * @param {Locator} control
   */
  const tapOn = (label, control) => measure(page, label, () => tap(page, control), control);
  const rows = [];
  rows.push(await tapOn('amount chip ($100)', radio('$100')));
  rows.push(
    await measure(
      page,
      'custom amount: choose, type "250"',
      async () => {
        await tap(page, radio('Custom Amount'));
        await tap(page, page.getByRole('textbox', { name: 'Custom amount' }));
        await page.keyboard.type('250', { delay: 120 });
      },
      radio('Custom Amount'),
    ),
  );
  rows.push(await tapOn('back to a chip ($50)', radio('$50')));
  rows.push(await tapOn('quantity stepper (+)', button('Increase quantity')));
  // Let the stepper's debounce settle before adding.
  await page.waitForTimeout(700);
  const add = await tapOn('Add to cart -> busy state', button('Add to cart'));
  const busyAt = await page.evaluate(
    () => /** @type {Observed} */ (/** @type {unknown} */ (window)).__busyAt,
  );
  add.toBusy = busyAt !== null && add.firstStart !== null ? busyAt - add.firstStart : null;
  rows.push(add);
  await context.close();
  return rows;
}

/**
 * @param {string} url
 * @param {number} runs
 */
export async function measureInteractions(url, runs) {
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: CHROMIUM_ARGS,
  });
  /** @type {Awaited<ReturnType<typeof oneRun>>[]} */
  const all = [];
  try {
    for (let i = 0; i < runs; i += 1) all.push(await oneRun(browser, url));
  } finally {
    await browser.close();
  }
  const rows = (all[0] ?? []).map((first, index) => {
    // Every run measures the same interactions in the same order.
    const nth = (/** @type {(typeof all)[number]} */ run) => run[index];
    const durations = all.map((run) => nth(run)?.duration ?? null);
    const duration = median(durations);
    const toBusy =
      first.toBusy === undefined ? null : median(all.map((run) => nth(run)?.toBusy ?? null));
    const notes = [];
    if (duration === null) notes.push('< 16 ms (no entry over the threshold)');
    if (toBusy !== null) notes.push(`busy after ${Math.round(toBusy)} ms`);
    return { name: first.name, duration, durations, toBusy, note: notes.join('; ') };
  });
  return { cpuSlowdown: 4, runs, rows };
}

// @ts-check
// The first tap, as INP reads it (Event Timing), on the product pages beside React's floor (a
// counter hydrated from server HTML: bench/floor.mjs), in one run: each tap is the first
// interaction of a load of its own, at 4x CPU slowdown from the first byte, made about 700 ms after
// the network went idle (Playwright's networkidle is 500 ms without a request, then 200 ms more);
// the loads of a round are interleaved (floor, then each page's taps), and each figure is the median
// over the rounds. A tap's duration (the longest Event Timing entry of the interaction, from input to
// the next paint) is split as the web-vitals attribution does: input delay (until the first
// handler ran), processing (the handlers) and presentation (until the frame painted). Entries under
// 16 ms are not reported by the browser (durationThreshold minimum): such a tap reads "< 16 ms".
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { entriesSince } from './eventTiming.mjs';
import { median } from './median.mjs';

/** @typedef {{ id: number, name: string, start: number, duration: number, processingStart: number, processingEnd: number }} Entry */
/** @typedef {{ duration: number, inputDelay: number, processing: number, presentation: number, untilFrame: number | null, render: number | null } | null} Split */
/** @typedef {{ at: number, end: number }} Frame */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */

const OBSERVE = () => {
  const w = /** @type {Window & { __taps: Entry[], __frames: { at: number, end: number }[] }} */ (
    /** @type {unknown} */ (window)
  );
  w.__taps = [];
  w.__frames = [];
  // The end of the main thread's part of the frame after a click or a key (its style, layout and
  // paint run after the frame's animation callbacks, in the same task; a message posted from one
  // runs right after that task), not rounded as Event Timing's durations are.
  for (const type of ['click', 'keydown'])
    addEventListener(
      type,
      (event) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            w.__frames.push({ at: event.timeStamp, end: performance.now() });
          channel.port2.postMessage(null);
        }),
      { capture: true, passive: true },
    );
  new PerformanceObserver((list) => {
    for (const e of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!e.interactionId) continue;
      w.__taps.push({
        id: e.interactionId,
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe(
    /** @type {PerformanceObserverInit} */ ({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    }),
  );
};

/**
 * The interaction's split, from its entries: the longest entry gives the duration (as INP); the
 * entries painted in its frame give the input delay and processing; the rest is presentation.
 * Beside them, unrounded: from the input to the end of the main thread's part of the frame after
 * the handlers (`untilFrame`), and that part itself (`render`: style, layout, paint), from the
 * first frame end after the handlers in `frames` (null without one).
 * @param {Entry[]} entries
 * @param {Frame[]} [frames]
 * @returns {Split}
 */
export function splitOf(entries, frames = []) {
  if (entries.length === 0) return null;
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const paint = longest.start + longest.duration;
  // Event Timing rounds durations to 8 ms: entries within that of the same paint share its frame.
  const frame = entries.filter(
    (e) => e.id === longest.id && Math.abs(e.start + e.duration - paint) <= 8,
  );
  const start = Math.min(...frame.map((e) => e.start));
  const processingStart = Math.min(...frame.map((e) => e.processingStart));
  const processingEnd = Math.max(...frame.map((e) => e.processingEnd));
  const frameEnd = Math.min(...frames.map((f) => f.end).filter((end) => end >= processingEnd));
  const framed = Number.isFinite(frameEnd);
  return {
    duration: longest.duration,
    inputDelay: processingStart - start,
    processing: processingEnd - processingStart,
    presentation: Math.max(0, paint - processingEnd),
    untilFrame: framed ? frameEnd - start : null,
    render: framed ? frameEnd - processingEnd : null,
  };
}

/** A bare press and release at the control's centre (Playwright's click adds its own checks). */
async function tap(/** @type {Page} */ page, /** @type {Locator} */ control) {
  const box = await control.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${control}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The measured taps: per page, what the shopper touches first. `before` readies the control (a
 * tap that shows or focuses the field; the page is left to settle again before the keystroke).
 * @type {{ page: 'floor' | 'standard' | 'eGift', name: string, control: (p: Page) => Locator, before?: (p: Page) => Promise<void>, key?: string }[]}
 */
const TAPS = [
  {
    page: 'floor',
    name: 'counter button',
    control: (/** @type {Page} */ p) => p.getByRole('button'),
  },
  .../** @type {const} */ (['standard', 'eGift']).flatMap((page) => [
    {
      page,
      name: 'amount chip ($100)',
      control: (/** @type {Page} */ p) => p.getByRole('radio', { name: '$100' }),
    },
    {
      page,
      name: 'quantity stepper (+)',
      control: (/** @type {Page} */ p) => p.getByRole('button', { name: 'Increase quantity' }),
    },
    ...(page === 'eGift'
      ? [
          {
            page,
            name: 'card design (the second)',
            control: (/** @type {Page} */ p) =>
              // The design's card (its label): the radio itself is visually hidden.
              p.getByRole('group', { name: 'Choose a design' }).locator('label').nth(1),
          },
        ]
      : []),
    {
      page,
      name: 'keystroke in the custom amount',
      control: (/** @type {Page} */ p) => p.getByRole('textbox', { name: 'Custom amount' }),
      before: async (/** @type {Page} */ p) => {
        const chip = p.getByRole('radio', { name: 'Custom Amount' });
        await chip.scrollIntoViewIfNeeded();
        await tap(p, chip);
        const field = p.getByRole('textbox', { name: 'Custom amount' });
        await field.scrollIntoViewIfNeeded();
        await tap(p, field);
      },
      key: '7',
    },
    ...(page === 'eGift'
      ? [
          {
            page,
            name: 'keystroke in an eGift field',
            control: (/** @type {Page} */ p) =>
              p.getByRole('textbox', { name: 'First Name' }).first(),
            before: async (/** @type {Page} */ p) => {
              const field = p.getByRole('textbox', { name: 'First Name' }).first();
              await field.scrollIntoViewIfNeeded();
              await tap(p, field);
            },
            key: 'J',
          },
        ]
      : []),
  ]),
];

/** Waits until the page has hydrated and the network has been idle ~700 ms. */
async function settle(/** @type {Page} */ page) {
  await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

/**
 * One load of `url` and its first tap on `which`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(typeof TAPS)[number]} which
 * @returns {Promise<Split>}
 */
async function oneTap(browser, url, which) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await settle(page);
    const control = which.control(page);
    if (!which.before) await control.scrollIntoViewIfNeeded();
    else {
      await which.before(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(700);
    }
    const mark = await page.evaluate(() => performance.now());
    if (which.key) await page.keyboard.press(which.key);
    else await tap(page, control);
    // A tap under 16 ms has no entry.
    /** @type {Entry[]} */
    const entries = await entriesSince(page, '__taps', mark, 300);
    const first = entries[0]?.id;
    /** @type {Frame[]} */
    const frames = await page.evaluate(
      (from) =>
        /** @type {Window & { __frames: Frame[] }} */ (
          /** @type {unknown} */ (window)
        ).__frames.filter((f) => f.at >= from),
      mark,
    );
    return splitOf(
      entries.filter((e) => e.id === first),
      frames,
    );
  } finally {
    await context.close();
  }
}

/**
 * @param {{ floorUrl: string, origin: string, paths: { standard: string, eGift: string }, rounds: number, log?: (line: string) => void }} options
 */
export async function measureTaps({ floorUrl, origin, paths, rounds, log = () => undefined }) {
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: CHROMIUM_ARGS,
  });
  /** @type {Split[][]} */
  const runs = TAPS.map(() => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, which] of TAPS.entries()) {
        const url = which.page === 'floor' ? floorUrl : `${origin}${paths[which.page]}`;
        const split = await oneTap(browser, url, which);
        runs[i]?.push(split);
        log(
          `round ${round + 1}/${rounds} ${which.page}: ${which.name} ${split?.duration ?? '<16'} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  /** @param {Split[]} splits @param {'duration' | 'inputDelay' | 'processing' | 'presentation' | 'untilFrame' | 'render'} key */
  const med = (splits, key) => median(splits.map((s) => (s ? (s[key] ?? 0) : 0)));
  const rows = TAPS.map((which, i) => {
    const splits = runs[i] ?? [];
    return {
      page: which.page,
      name: which.name,
      duration: med(splits, 'duration'),
      inputDelay: med(splits, 'inputDelay'),
      processing: med(splits, 'processing'),
      presentation: med(splits, 'presentation'),
      untilFrame: med(splits, 'untilFrame'),
      render: med(splits, 'render'),
      durations: splits.map((s) => (s ? Math.round(s.duration) : null)),
    };
  });
  return { cpuSlowdown: 4, rounds, rows };
}

/**
 * Each tap against the budgets: at most `ratio` times the floor's first tap and under `maxMs`.
 * @param {{ rows: { page: string, name: string, duration: number | null }[] }} taps
 * @param {{ ratio: number, maxMs: number }} budget
 */
export function checkTaps(taps, budget) {
  const floor = taps.rows.find((r) => r.page === 'floor')?.duration ?? null;
  return taps.rows
    .filter((r) => r.page !== 'floor')
    .map((r) => {
      const ratio = floor && r.duration !== null ? r.duration / floor : null;
      const ok = (r.duration ?? 0) < budget.maxMs && (ratio === null || ratio <= budget.ratio);
      return { page: r.page, name: r.name, duration: r.duration, ratio, ok };
    });
}

const ms = (/** @type {number | null} */ value) =>
  value == null ? '< 16 ms' : `${Math.round(value)} ms`;
const exact = (/** @type {number | null | undefined} */ value) =>
  value ? `${value.toFixed(1)} ms` : '–';

/**
 * The section's lines: each tap's median and split beside the floor's, and Lighthouse's mobile TBT.
 * @param {Awaited<ReturnType<typeof measureTaps>>} taps
 * @param {Record<string, { tbt: number | null, tbts: number[], scores: number[] }> | null} tbt
 * @param {{ ratio: number, maxMs: number, tbtOverFloorMs: number }} budget
 */
export function formatTaps(taps, tbt, budget) {
  const checks = checkTaps(taps, budget);
  const floor = taps.rows.find((r) => r.page === 'floor');
  const lines = [];
  if (taps.rounds > 0)
    lines.push(
      `First tap, Event Timing at ${taps.cpuSlowdown}x CPU slowdown, ~700 ms after network idle, median of ${taps.rounds} interleaved loads`,
      `${'page'.padEnd(9)}${'tap'.padEnd(33)}${'duration'.padStart(10)}${'input delay'.padStart(13)}${'processing'.padStart(12)}${'presentation'.padStart(14)}${'x floor'.padStart(9)}${'to frame end'.padStart(14)}${'render'.padStart(9)}${'x floor'.padStart(9)}`,
    );
  for (const r of taps.rounds > 0 ? taps.rows : []) {
    const check = checks.find((c) => c.page === r.page && c.name === r.name);
    const mark = check && !check.ok ? '✖ ' : '';
    lines.push(
      `${r.page.padEnd(9)}${r.name.padEnd(33)}${`${mark}${ms(r.duration)}`.padStart(10)}${ms(r.inputDelay).padStart(13)}${ms(r.processing).padStart(12)}${ms(r.presentation).padStart(14)}${(check?.ratio != null ? `${check.ratio.toFixed(2)}x` : '').padStart(9)}${exact(r.untilFrame).padStart(14)}${exact(r.render).padStart(9)}${(r.page !== 'floor' && r.untilFrame && floor?.untilFrame ? `${(r.untilFrame / floor.untilFrame).toFixed(2)}x` : '').padStart(9)}`,
    );
  }
  if (taps.rounds > 0)
    lines.push(
      `  budget: each tap ≤ ${budget.ratio}x the floor's (${ms(floor?.duration ?? null)}) and < ${budget.maxMs} ms (reported, not failed)`,
      "  to frame end, render: unrounded, from the input to the end of the main thread's part of the frame after the handlers, and that part (style, layout, paint)",
      `  each load (ms): ${taps.rows.map((r) => `${r.page} ${r.name.split(' ')[0]}… ${r.durations.map((d) => d ?? '<16').join('/')}`).join('; ')}`,
    );
  if (tbt) {
    const floorTbt = tbt.floor?.tbt ?? null;
    lines.push(
      `Lighthouse 12 mobile TBT, median of ${tbt.floor?.tbts.length ?? 0} interleaved: ${Object.entries(
        tbt,
      )
        .map(
          ([name, r]) =>
            `${name} ${ms(r.tbt)}${name !== 'floor' && floorTbt !== null && r.tbt !== null && r.tbt > floorTbt + budget.tbtOverFloorMs ? ' ✖' : ''} (runs ${r.tbts.join(', ')}; scores ${r.scores.join(', ')})`,
        )
        .join('; ')}`,
      `  budget: each page's TBT ≤ the floor's + ${budget.tbtOverFloorMs} ms (reported, not failed)`,
    );
  }
  return lines;
}

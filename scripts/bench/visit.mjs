// @ts-check
// The whole visit on a phone, as the shopper's browser receives it: a product page loaded at 4x CPU
// slowdown from the first byte, watched until the network is idle, idle-time work included.
// - JavaScript fetched: bytes on the wire as the server sent them (CDP encodedDataLength) and files.
// - Long tasks (Long Tasks API, every main-thread task over 50 ms): the longest is what a tap during
//   or after hydration may wait for. Each is put down to what filled it, read from the Long
//   Animation Frames API's script attribution: the entry's evaluation (parse, compile and run of
//   the initial file), React's scheduler (hydration and renders, in slices), other script, or the
//   browser's own parse, style and layout.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { median } from './median.mjs';

/** @typedef {{ start: number, duration: number }} LongTask */
/** @typedef {{ start: number, duration: number, invokerType: string, invoker: string }} FrameScript */
/** @typedef {{ start: number, end: number, scripts: FrameScript[] }} Frame */
/**
 * What the page keeps for the bench (in the page, not here).
 * @typedef {Window & { __longTasks: LongTask[], __frames: Frame[] }} Watched
 */
/**
 * A Long Animation Frames entry with its scripts (not yet in TypeScript's DOM types).
 * @typedef {PerformanceEntry & { scripts: (PerformanceEntry & { invokerType: string, invoker: string })[] }} AnimationFrameEntry
 */

const OBSERVE = () => {
  const watched = /** @type {Watched} */ (/** @type {unknown} */ (window));
  watched.__longTasks = [];
  watched.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      watched.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {AnimationFrameEntry[]} */ (list.getEntries()))
      watched.__frames.push({
        start: e.startTime,
        end: e.startTime + e.duration,
        scripts: e.scripts.map((s) => ({
          start: s.startTime,
          duration: s.duration,
          invokerType: s.invokerType,
          invoker: s.invoker,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
};

/**
 * What filled a long task: the script of its frame that overlaps it most, or the browser.
 * @param {LongTask} task
 * @param {readonly { scripts: readonly FrameScript[] }[]} frames
 * @returns {string}
 */
export function causeOf(task, frames) {
  const end = task.start + task.duration;
  /** @type {{ overlap: number, script: FrameScript } | null} */
  let best = null;
  for (const frame of frames) {
    for (const s of frame.scripts) {
      const overlap = Math.min(end, s.start + s.duration) - Math.max(task.start, s.start);
      if (overlap > 0 && (!best || overlap > best.overlap)) best = { overlap, script: s };
    }
  }
  if (!best || best.overlap < task.duration / 2) return 'browser (parse, style, layout)';
  const { invokerType, invoker } = best.script;
  if (invokerType === 'module-script' || invokerType === 'classic-script')
    return `evaluation of ${invoker.split('/').pop() ?? ''}`;
  if (invoker === 'MessagePort.onmessage') return "React's scheduler (hydration, renders)";
  return `script (${invoker || invokerType})`;
}

/**
 * Bytes and files of JavaScript, and long tasks with their cause, for one load of `url`.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} entryFile
 */
async function oneVisit(browser, url, entryFile) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  /** @type {Map<string, { url: string, bytes: number }>} */
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await page.addInitScript(OBSERVE);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-hydrated="true"]');
  // Idle-time work (requestIdleCallback, at most 2 s) and what it fetches.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  const { tasks, frames } = await page.evaluate(() => {
    const watched = /** @type {Watched} */ (/** @type {unknown} */ (window));
    return { tasks: watched.__longTasks, frames: watched.__frames };
  });
  await context.close();
  const files = [...scripts.values()].filter((s) => s.bytes > 0);
  const longTasks = tasks.map((t) => ({ ...t, cause: causeOf(t, frames) }));
  /** @typedef {LongTask & { cause: string }} Caused */
  const longestOf = (/** @type {Caused[]} */ list) =>
    list.reduce(
      (/** @type {Caused | null} */ a, t) => (a && a.duration >= t.duration ? a : t),
      null,
    );
  const longest = longestOf(longTasks);
  // Hydration starts once the entry has run: the tasks from then on are what a tap can meet.
  const entry = longTasks.find((t) => t.cause.startsWith(`evaluation of ${entryFile}`));
  const entryEnd = entry ? entry.start + entry.duration : 0;
  const afterEntry = longestOf(longTasks.filter((t) => t.start >= entryEnd));
  return {
    js: { bytes: files.reduce((t, f) => t + f.bytes, 0), files: files.length },
    files: files.map((f) => ({ file: new URL(f.url).pathname.slice(1), bytes: f.bytes })),
    longest: longest?.duration ?? 0,
    longestCause: longest?.cause ?? null,
    entryEvaluation: entry?.duration ?? 0,
    longestAfterEntry: afterEntry?.duration ?? 0,
    longestAfterEntryCause: afterEntry?.cause ?? null,
    // The longest task of each cause.
    byCause: Object.fromEntries(
      [...new Set(longTasks.map((t) => t.cause))].map((cause) => [
        cause,
        Math.max(...longTasks.filter((t) => t.cause === cause).map((t) => t.duration)),
      ]),
    ),
    longTasks,
  };
}

/**
 * Per page: medians of `runs` visits (longest task, per cause too; JS bytes and files).
 * @param {string} origin
 * @param {readonly { name: string, path: string }[]} pages
 * @param {number} runs
 */
export async function measureVisits(origin, pages, runs, entryFile = 'main-') {
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: CHROMIUM_ARGS,
  });
  const out = [];
  try {
    for (const page of pages) {
      /** @type {Awaited<ReturnType<typeof oneVisit>>[]} */
      const visits = [];
      for (let i = 0; i < runs; i += 1)
        visits.push(await oneVisit(browser, `${origin}${page.path}`, entryFile));
      const causes = [...new Set(visits.flatMap((v) => Object.keys(v.byCause)))];
      out.push({
        name: page.name,
        path: page.path,
        longest: median(visits.map((v) => v.longest)),
        entryEvaluation: median(visits.map((v) => v.entryEvaluation)),
        longestAfterEntry: median(visits.map((v) => v.longestAfterEntry)),
        byCause: Object.fromEntries(
          causes.map((c) => [c, median(visits.map((v) => v.byCause[c] ?? 0))]),
        ),
        jsBytes: median(visits.map((v) => v.js.bytes)),
        jsFiles: median(visits.map((v) => v.js.files)),
        visits,
      });
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: 4, runs, pages: out };
}

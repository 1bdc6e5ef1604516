// @ts-check
// Lighthouse 12 (13 needs Node 22) in Debian's Chromium: mobile (the default config) and desktop
// presets, N runs each; the median run (Lighthouse's own computeMedianRun: by FCP and TTI) gives
// the four category scores, LCP, TBT and CLS. The mobile preset is also run on a bare page (a
// heading and a paragraph, no script, no style): what the same browser scores on this machine for
// a page that does nothing, the floor the product page's figures stand on.
import { createServer } from 'node:http';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {import('lighthouse').Config} Config */

/** @param {Lhr} lhr */
function summarise(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift') ?? 0,
    fcp: audit('first-contentful-paint'),
    // What Lighthouse itself flags, for reading the scores.
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
      .map((a) => a.id),
  };
}

/** Whether a run recorded the first contentful paint (its median needs it). */
export const hasFirstPaint = (/** @type {Lhr} */ lhr) =>
  typeof lhr.audits['first-contentful-paint']?.numericValue === 'number';

/** A page with nothing to run or style: Lighthouse's mobile figures for it are the machine's. */
const BARE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A bare page: the floor of the bench's Lighthouse figures.">
<title>Bare page</title>
</head>
<body>
<h1>Bare page</h1>
<p>Nothing to run, nothing to style.</p>
</body>
</html>
`;

/** Serves BARE_PAGE on a loopback port until `close`. */
async function serveBarePage() {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(BARE_PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * @param {string} url
 * @param {number} runs
 */
export async function runLighthouse(url, runs) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  /** @type {Record<string, Awaited<ReturnType<typeof medianOf>>>} */
  const out = {};
  try {
    for (const [preset, config] of /** @type {const} */ ([
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ])) {
      out[preset] = await medianOf(port, url, runs, config);
    }
    const bare = await serveBarePage();
    try {
      out.floor = await medianOf(port, bare.url, runs, undefined);
    } finally {
      await bare.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * `runs` Lighthouse runs of `url` with `config`, summarised by the median run.
 * @param {number} port
 * @param {string} url
 * @param {number} runs
 * @param {Config | undefined} config
 */
async function medianOf(port, url, runs, config) {
  /** @type {Lhr[]} */
  const lhrs = [];
  // Now and then a run records no first paint at all (Lighthouse: "missing an FCP value"), and
  // its median refuses the set: such a run is run again, at most twice in all.
  let withoutPaint = 0;
  while (lhrs.length < runs) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      config,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    if (hasFirstPaint(result.lhr)) {
      lhrs.push(result.lhr);
    } else if (++withoutPaint > 2) {
      throw new Error(`Lighthouse recorded no first paint in ${withoutPaint} runs`);
    }
  }
  const each = lhrs.map(summarise);
  return {
    ...summarise(computeMedianRun(lhrs)),
    runs: each.map((run) => run.scores[0]),
    tbts: each.map((run) => Math.round(run.tbt ?? 0)),
    runsWithoutPaint: withoutPaint,
  };
}

/**
 * Lighthouse's mobile preset on each of `targets` (name → URL), `runs` rounds interleaved (one run
 * of each per round, so the machine's load falls on all alike): each one's TBT median and runs.
 * @param {Record<string, string>} targets
 * @param {number} runs
 * @param {number} [port] Chromium's debugging port (default: one in 9300-9799)
 */
export async function runMobileTbt(targets, runs, port = 9300 + Math.floor(Math.random() * 500)) {
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  /** @type {Record<string, Lhr[]>} */
  const lhrs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [name, url] of Object.entries(targets)) {
        // A run without a first paint (see medianOf) is run once more.
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const result = await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (result && hasFirstPaint(result.lhr)) {
            lhrs[name]?.push(result.lhr);
            break;
          }
        }
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(lhrs).map(([name, list]) => {
      const tbts = list.map((lhr) =>
        Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      );
      const sorted = [...tbts].sort((a, b) => a - b);
      return [
        name,
        {
          tbt: sorted[Math.floor((sorted.length - 1) / 2)] ?? null,
          tbts,
          scores: list.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
        },
      ];
    }),
  );
}

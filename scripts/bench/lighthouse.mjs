// Lighthouse 12 (13 needs Node 22) in Debian's Chromium: mobile (the default config) and desktop
// presets, N runs each; the median run (Lighthouse's own computeMedianRun: by FCP and TTI) gives
// the four category scores, LCP, TBT and CLS.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
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
export const hasFirstPaint = (lhr) =>
  typeof lhr.audits['first-contentful-paint']?.numericValue === 'number';

export async function runLighthouse(url, runs) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: findChromium({ install: false }),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const out = {};
  try {
    for (const [preset, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]) {
      const lhrs = [];
      // Now and then a run records no first paint at all (Lighthouse: "missing an FCP value"),
      // and its median refuses the set: such a run is run again, at most twice in all.
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
      const median = computeMedianRun(lhrs);
      out[preset] = {
        ...summarise(median),
        runs: lhrs.map((lhr) => summarise(lhr).scores[0]),
        runsWithoutPaint: withoutPaint,
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}

// @ts-check
// The bench's first-taps section: React's floor (a React 19 counter) built and served for this
// run, the first tap on each product page's controls beside it (scripts/bench/taps.mjs), then
// Lighthouse's mobile TBT per page beside the floor's.
import { serveFloor } from './floor.mjs';
import { formatTaps, measureTaps } from './taps.mjs';

/**
 * @param {{
 *   origin: string,
 *   paths: { standard: string, eGift: string },
 *   rounds: number,
 *   tbtRuns: number,
 *   budget: any,
 *   outDir: string,
 * }} options `rounds` 0: Lighthouse's TBT alone; `tbtRuns` 0: the taps alone.
 * @returns {Promise<{ result: object, lines: string[] }>}
 */
export async function benchTaps({ origin, paths, rounds, tbtRuns, budget, outDir }) {
  const log = (/** @type {string} */ line) => console.error(`[bench] ${line}`);
  const floor = await serveFloor({ outDir });
  try {
    const taps = await measureTaps({ floorUrl: floor.url, origin, paths, rounds, log });
    let tbt = null;
    if (tbtRuns > 0) {
      log(`Lighthouse mobile TBT beside the floor, ${tbtRuns} rounds…`);
      const { runMobileTbt } = await import('./lighthouse.mjs');
      const cdpPort = process.env.BENCH_CDP_PORT ? Number(process.env.BENCH_CDP_PORT) : undefined;
      tbt = await runMobileTbt(
        {
          floor: floor.url,
          standard: `${origin}${paths.standard}`,
          eGift: `${origin}${paths.eGift}`,
        },
        tbtRuns,
        cdpPort,
      );
    }
    return { result: { ...taps, tbt }, lines: formatTaps(taps, tbt, budget) };
  } finally {
    await floor.close();
  }
}

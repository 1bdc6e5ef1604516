// @ts-check
// Reading back the Event Timing entries a page's observer gathered in `window[key]` (each with its
// `start`): those from `from` on, once the browser has queued them.

/**
 * Event Timing entries are queued after the next paint, which a throttled page busy with other
 * work (chunks evaluated right after hydration) can hold back well past a fixed wait: waits for the
 * first one (up to 3 s; none means every event was under the 16 ms threshold), then `settleMs` for
 * the rest of the interaction's.
 * @template {{ start: number }} E
 * @param {import('playwright-core').Page} page
 * @param {string} key the window property the page's observer pushes its entries to
 * @param {number} from
 * @param {number} settleMs
 * @returns {Promise<E[]>}
 */
export async function entriesSince(page, key, from, settleMs) {
  /** @type {[string, number]} */
  const args = [key, from];
  // Each function runs in the page: it names nothing outside itself.
  await page
    .waitForFunction(
      ([k, f]) =>
        /** @type {{ start: number }[]} */ (
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[k]
        ).some((e) => e.start >= f),
      args,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(settleMs);
  return page.evaluate(
    ([k, f]) =>
      /** @type {E[]} */ (
        /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window))[k]
      ).filter((e) => e.start >= f),
    args,
  );
}

// @ts-check
// Focus that moves a moment after what moved it: Radix's focus scope moves it into a dialog with
// an effect after the dialog is drawn, and back to the trigger in a task after the dialog is
// gone (a timeout of 0), which a busy machine runs after a script's next look.

/**
 * Waits until focus is on the element (`'on'`) or inside it (`'inside'`), `timeoutMs` at most.
 * Resolves with whether it came; the caller's check says what it means.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} locator
 * @param {'on' | 'inside'} where
 * @returns {Promise<boolean>}
 */
export async function focusSettles(page, locator, where, timeoutMs = 5_000) {
  return page
    .waitForFunction(
      ([el, inside]) =>
        !!el && (inside ? el.contains(document.activeElement) : el === document.activeElement),
      /** @type {const} */ ([await locator.elementHandle(), where === 'inside']),
      { timeout: timeoutMs },
    )
    .then(
      () => true,
      () => false,
    );
}

// useTheme(page, 'highContrast'): switches the page to another of the design system's themes, as
// the stories do: the theme class on <body> is swapped (the page ships every theme's variables),
// and waits until the new theme shows (see themeApplied).

/**
 * Swaps the page's theme class on <body> for the other theme's: the one stylesheet rule with a
 * single class that sets the same custom properties as the current theme's. Returns the class, or
 * null when the page has no second theme.
 */
export async function useTheme(page, theme) {
  if (theme === 'brand') return null;
  // After hydration: React would otherwise put the server's theme class back on <body>.
  await page
    .waitForFunction(
      () => window.__hydrated === true || !document.querySelector('script[type="module"]'),
      null,
      { timeout: 30_000 },
    )
    .catch(() => {});
  const swapped = await page.evaluate(() => {
    const rules = [];
    const collect = (list) => {
      for (const rule of list) {
        if (rule.cssRules && !rule.selectorText) collect(rule.cssRules);
        else if (rule.selectorText && /^\.[\w-]+$/.test(rule.selectorText)) rules.push(rule);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        collect(sheet.cssRules);
      } catch {
        // a cross-origin sheet: not the page's own
      }
    }
    const custom = (rule) =>
      Array.from(rule.style)
        .filter((p) => p.startsWith('--'))
        .sort()
        .join(' ');
    const current = rules.find(
      (r) => document.body.classList.contains(r.selectorText.slice(1)) && custom(r).length > 0,
    );
    if (!current) return null;
    const other = rules.find(
      (r) =>
        r !== current && r.selectorText !== current.selectorText && custom(r) === custom(current),
    );
    if (!other) return null;
    document.body.classList.remove(current.selectorText.slice(1));
    document.body.classList.add(other.selectorText.slice(1));
    return other.selectorText.slice(1);
  });
  if (swapped) await page.evaluate(themeApplied);
  return swapped;
}

/**
 * Resolves once a theme just switched shows in computed styles. Swapping the class does not change
 * computed colours at once where a transition runs: the reduced-motion reset gives every element a
 * 0.01 ms transition of all properties, so until the next animation frame each colour still reads
 * as the old theme's. Measuring then would measure the old theme (1.4.6 listed the brand's green
 * and red in the high-contrast theme). So: recalculate styles (which starts those transitions),
 * then wait for every CSS transition to finish (at most 5 s) and for two more frames.
 */
export async function themeApplied() {
  void getComputedStyle(document.body).color;
  const frame = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => resolve());
      setTimeout(resolve, 500); // a page in the background gets no frames
    });
  const transitions = document
    .getAnimations()
    .filter((a) => typeof CSSTransition !== 'undefined' && a instanceof CSSTransition);
  await Promise.race([
    Promise.all(transitions.map((a) => a.finished.catch(() => {}))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ]);
  await frame();
  await frame();
}

import axe from 'axe-core';

/** Tags axe runs with: WCAG 2.2 AA (which switches on target-size) plus best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe on a container and returns readable violation summaries (empty when clean).
 * jsdom has no layout, so colour-contrast is left to the story tests in Chromium.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: 'tag', values: axeTags },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    // Only violations are read: axe then keeps one node per passed or incomplete check instead of
    // all of them, which made a full-page run in jsdom ~40% faster (the slowest part of that test).
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

// @ts-check
// The deploy/ files' placeholders: each line but a comment goes through `fill` (a comment keeps its
// placeholders: it explains them).

/**
 * @param {string} template
 * @param {(line: string) => string} fill
 * @returns {string}
 */
export function fillTemplate(template, fill) {
  return template
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : fill(line)))
    .join('\n');
}

// A message's typographic clean-up: dashes, bullets and curly quotes become their
// plain equivalents as the shopper types or pastes. Every replacement is one UTF-16 unit for one,
// so the length (and the caret position) never changes.

const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u2013\u2014\u2012]/g, '-'], // – en dash, — em dash, ‒ figure dash
  [/\u2022/g, '-'], // • bullet
  [/[\u2018\u2019\u201A\u201B]/g, "'"], // ‘ ’ ‚ ‛
  [/[\u201C\u201D\u201E]/g, '"'], // “ ” „
];

/** Replaces typographic dashes, bullets and curly quotes with '-', "'" and '"'. */
export function normalizeEGiftMessage(text: string): string {
  return REPLACEMENTS.reduce((result, [pattern, plain]) => result.replace(pattern, plain), text);
}

import { over, parseColour, type Rgba } from './colour';
import { contrastOf } from './contrast';
import { nonText, nonTextBackgrounds, textPairs } from './contrastPairs';
import type { Tokens } from './tokens';

/**
 * The WCAG 2.2 AA contrast check of a theme: every pair the components draw (contrastPairs.ts, and
 * each badge's text on its background) against its minimum. The built-in themes pass it
 * (contrast.test.ts) and `createTheme` runs it on a shop's brand.
 */
export interface ContrastRequirement {
  /** Token path of the foreground, e.g. 'color.accentText'. */
  foreground: string;
  /** Token path of what it sits on, e.g. 'color.accent'. */
  background: string;
  /** 4.5 for text (WCAG 1.4.3), 3 for boundaries and states of controls (WCAG 1.4.11). */
  minimum: 4.5 | 3;
  kind: 'text' | 'non-text';
}

export interface ContrastFailure extends ContrastRequirement {
  /** The pair by name: 'color.accentText on color.accent'. */
  pair: string;
  foregroundValue: string;
  backgroundValue: string;
  /**
   * The ratio, rounded down to two decimals (4.49 means it fails 4.5); null when a value is not a
   * colour the check reads (#rgb, #rrggbb, rgb(), rgba()).
   */
  ratio: number | null;
}

/** The colour tokens the check reads: the `color` and `badge` groups of a theme. */
export type ThemeColours = Pick<Tokens, 'color' | 'badge'>;

/** Every pair the components use, with its minimum. */
export function contrastRequirements(badgeTones: readonly string[]): ContrastRequirement[] {
  return [
    ...textPairs.map(([fg, bg]) => text(`color.${fg}`, `color.${bg}`)),
    ...badgeTones.map((tone) => text(`badge.${tone}.text`, `badge.${tone}.background`)),
    ...nonText.flatMap((fg) =>
      nonTextBackgrounds.map((bg): ContrastRequirement => ({
        foreground: `color.${fg}`,
        background: `color.${bg}`,
        minimum: 3,
        kind: 'non-text',
      })),
    ),
  ];
}

const text = (foreground: string, background: string): ContrastRequirement => ({
  foreground,
  background,
  minimum: 4.5,
  kind: 'text',
});

function valueAt(tokens: ThemeColours, path: string): string {
  let node: unknown = tokens;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : '';
}

/** A background as the eye sees it: a translucent one over the theme's surface. */
function opaque(colour: Rgba, surface: Rgba | undefined): Rgba | undefined {
  if (colour.a === 1) return colour;
  return surface && surface.a === 1 ? over(colour, surface) : undefined;
}

/** The ratio of one pair, or null when either value is not a colour the check reads. */
export function pairRatio(tokens: ThemeColours, foreground: string, background: string) {
  const surface = parseColour(tokens.color.surface);
  const bgColour = parseColour(valueAt(tokens, background));
  const bg = bgColour && opaque(bgColour, surface);
  const fg = parseColour(valueAt(tokens, foreground));
  if (!bg || !fg) return null;
  return contrastOf(fg.a === 1 ? fg : over(fg, bg), bg);
}

/** Every pair of the theme below its WCAG 2.2 AA minimum; empty when the theme passes. */
export function contrastFailures(tokens: ThemeColours): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const requirement of contrastRequirements(Object.keys(tokens.badge))) {
    const { foreground, background, minimum } = requirement;
    const ratio = pairRatio(tokens, foreground, background);
    if (ratio !== null && ratio >= minimum) continue;
    failures.push({
      ...requirement,
      pair: `${foreground} on ${background}`,
      foregroundValue: valueAt(tokens, foreground),
      backgroundValue: valueAt(tokens, background),
      ratio: ratio === null ? null : Math.floor(ratio * 100) / 100,
    });
  }
  return failures;
}

/** One line per failure: 'color.accentText on color.accent: 1.93:1 (#ffffff on #f5b7d0), needs 4.5:1'. */
export function describeFailure(failure: ContrastFailure): string {
  const values = `(${failure.foregroundValue} on ${failure.backgroundValue})`;
  return failure.ratio === null
    ? `${failure.pair}: not a colour the check reads ${values}; use #rrggbb or rgb()`
    : `${failure.pair}: ${failure.ratio.toFixed(2)}:1 ${values}, needs ${failure.minimum}:1`;
}

import { parseColour, type Rgba } from './colour';

/** WCAG 2.x relative luminance and contrast ratio. */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of an opaque colour (its alpha is ignored). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two opaque colours, 1 to 21. */
export function contrastOf(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

function hexColour(hex: string): Rgba {
  const colour = /^#[0-9a-f]{6}$/i.test(hex) ? parseColour(hex) : undefined;
  if (!colour) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return colour;
}

export function luminance(hex: string): number {
  return relativeLuminance(hexColour(hex));
}

export function contrastRatio(a: string, b: string): number {
  return contrastOf(hexColour(a), hexColour(b));
}

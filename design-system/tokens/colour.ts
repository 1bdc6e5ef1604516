/**
 * Reading a CSS colour as the contrast check needs it: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()` / `rgba()` (commas or spaces, alpha as a number or a percentage) and the keywords
 * `white`, `black` and `transparent`. Anything else (named colours, `hsl()`, `oklch()`, `var()`)
 * is not read: the check reports it rather than guess.
 */
export interface Rgba {
  /** 0-255 */
  r: number;
  g: number;
  b: number;
  /** 0-1 */
  a: number;
}

const KEYWORDS: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

function fromHex(hex: string): Rgba | undefined {
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
  if (digits.length !== 6 && digits.length !== 8) return undefined;
  const byte = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? byte(6) / 255 : 1 };
}

function channel(text: string): number | undefined {
  const n = Number.parseFloat(text);
  if (!Number.isFinite(n)) return undefined;
  return text.endsWith('%') ? (n / 100) * 255 : n;
}

function alpha(text: string | undefined): number | undefined {
  if (text === undefined) return 1;
  const n = Number.parseFloat(text);
  if (!Number.isFinite(n)) return undefined;
  return text.endsWith('%') ? n / 100 : n;
}

/** The colour a CSS value names, or undefined when it is not one of the forms above. */
export function parseColour(value: string): Rgba | undefined {
  const text = value.trim().toLowerCase();
  if (text in KEYWORDS) return KEYWORDS[text];
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex) return fromHex(hex);
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(text)?.[1];
  if (!fn) return undefined;
  const parts = fn.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const a = alpha(parts[3]);
  if (r === undefined || g === undefined || b === undefined || a === undefined) return undefined;
  const inRange = [r, g, b].every((c) => c >= 0 && c <= 255) && a >= 0 && a <= 1;
  return inRange ? { r, g, b, a } : undefined;
}

/** A translucent colour over an opaque one, as the eye sees it. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

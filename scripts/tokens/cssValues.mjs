// @ts-check
// DTCG 2025.10 values as the CSS strings the themes have always used (scripts/tokens.mjs writes them
// into the theme objects and the custom properties; Tokens Studio reads the same strings).

/** @typedef {{ colorSpace: string, components: number[], alpha?: number, hex?: string }} Colour */
/** @typedef {{ value: number, unit: string }} Dimension */
/**
 * A DTCG shadow; an alias is already a string.
 * @typedef {{ offsetX: Dimension | string, offsetY: Dimension | string, blur: Dimension | string, spread?: Dimension | string, color: Colour | string, inset?: boolean }} Shadow
 */

const byte = (/** @type {number} */ component) => Math.round(component * 255);

/**
 * @param {Colour | string} value
 * @param {string} name
 * @returns {string}
 */
export function cssColour(value, name) {
  if (typeof value === 'string') return value; // an alias, already resolved and transformed
  if (value.colorSpace !== 'srgb') throw new Error(`${name}: only srgb colours are supported`);
  const rgb = value.components.map(byte);
  const hex = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  if (value.hex !== undefined && value.hex.toLowerCase() !== hex) {
    throw new Error(`${name}: hex ${value.hex} does not match components (${hex})`);
  }
  const alpha = value.alpha ?? 1;
  return alpha === 1 ? hex : `rgba(${rgb.join(', ')}, ${alpha})`;
}

/**
 * `{ value, unit }` as CSS; zero is written bare (`0`, never `0px`).
 * @param {Dimension | string} value
 * @returns {string}
 */
export function cssDimension(value) {
  if (typeof value === 'string') return value;
  return value.value === 0 ? '0' : `${value.value}${value.unit}`;
}

/**
 * Font names with a space are quoted (`"Segoe UI"`); keywords and single words are not.
 * @param {string[] | string} value
 */
function cssFontFamily(value) {
  if (typeof value === 'string') return value;
  return value.map((family) => (/\s/.test(family) ? `"${family}"` : family)).join(', ');
}

/**
 * `x y blur [spread] colour`: a zero spread is left out, as the themes have always written it.
 * @param {Shadow | Shadow[] | string} value
 * @param {string} name
 */
function cssShadow(value, name) {
  if (typeof value === 'string') return value;
  return [value]
    .flat()
    .map((s) => {
      const parts = [cssDimension(s.offsetX), cssDimension(s.offsetY), cssDimension(s.blur)];
      if (s.spread !== undefined && cssDimension(s.spread) !== '0') {
        parts.push(cssDimension(s.spread));
      }
      parts.push(cssColour(s.color, name));
      return `${s.inset ? 'inset ' : ''}${parts.join(' ')}`;
    })
    .join(', ');
}

/**
 * A token's value as CSS, by its DTCG `$type`.
 * @param {any} value
 * @param {string | undefined} type
 * @param {string} name
 * @returns {string}
 */
export function cssValue(value, type, name) {
  switch (type) {
    case 'color':
      return cssColour(value, name);
    case 'dimension':
    case 'duration':
      return cssDimension(value);
    case 'fontFamily':
      return cssFontFamily(value);
    case 'cubicBezier':
      return typeof value === 'string' ? value : `cubic-bezier(${value.join(', ')})`;
    case 'shadow':
      return cssShadow(value, name);
    case 'number':
    case 'fontWeight':
      return String(value);
    default:
      throw new Error(`${name}: no CSS form for $type ${String(type)}`);
  }
}

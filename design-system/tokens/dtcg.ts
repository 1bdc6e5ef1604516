/**
 * Reading and checking token files in the Design Tokens Community Group format (2025.10), for the
 * tests: an independent reader of src/*.tokens.json, so the Style Dictionary build
 * (scripts/tokens.mjs) is checked against the JSON by code that does not share its transforms.
 */
export type Group = { [key: string]: unknown };

export interface Token {
  path: string;
  /** The token's `$type`, or the nearest enclosing group's. */
  type: string | undefined;
  value: unknown;
}

const TYPES = [
  'color',
  'dimension',
  'duration',
  'fontFamily',
  'fontWeight',
  'number',
  'cubicBezier',
  'shadow',
] as const;

const isObject = (value: unknown): value is Group =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const children = (group: Group) => Object.entries(group).filter(([key]) => !key.startsWith('$'));
const ALIAS = /^\{([^{}]+)\}$/;

/** Deep merge into a copy, later files winning: a theme file over the shared one, as the build reads them. */
export function merge(...groups: Group[]): Group {
  const out: Group = {};
  for (const group of groups) {
    for (const [key, value] of Object.entries(group)) {
      const previous = out[key];
      // Copies, so a test can break the result without touching the files it read.
      out[key] =
        isObject(value) && !('$value' in value)
          ? merge(isObject(previous) ? previous : {}, value)
          : structuredClone(value);
    }
  }
  return out;
}

/** Every token in document order, with its path (`color.surface`) and its resolved `$type`. */
export function tokens(group: Group, prefix = '', inherited?: string): Token[] {
  const type = typeof group.$type === 'string' ? group.$type : inherited;
  return children(group).flatMap(([name, node]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (!isObject(node)) return [];
    if ('$value' in node) {
      const own = typeof node.$type === 'string' ? node.$type : type;
      return [{ path, type: own, value: node.$value }];
    }
    return tokens(node, path, type);
  });
}

// ---- Validation ---------------------------------------------------------------------------------

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const unitValue = (value: unknown, units: string[]) =>
  isObject(value) && isNumber(value.value) && units.includes(String(value.unit));

function colourProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'is not a colour object';
  if (value.colorSpace !== 'srgb') return 'is not an srgb colour';
  const { components, alpha, hex } = value;
  if (!Array.isArray(components) || components.length !== 3) return 'needs three components';
  if (!components.every((c) => isNumber(c) && c >= 0 && c <= 1))
    return 'has a component out of 0-1';
  if (alpha !== undefined && !(isNumber(alpha) && alpha >= 0 && alpha <= 1)) return 'bad alpha';
  const expected = toHex(components as number[]);
  if (hex !== undefined && hex !== expected) {
    return `hex ${JSON.stringify(hex)} does not match components (${expected})`;
  }
  return undefined;
}

/** Problems with a (non-alias) value of a given type; undefined when it is well formed. */
function valueProblem(type: string, value: unknown, known: Map<string, Token>): string | undefined {
  if (typeof value === 'string' && ALIAS.test(value)) return aliasProblem(value, type, known);
  switch (type) {
    case 'color':
      return colourProblem(value);
    case 'dimension':
      return unitValue(value, ['px', 'rem']) ? undefined : 'is not a px or rem dimension';
    case 'duration':
      return unitValue(value, ['ms', 's']) ? undefined : 'is not a ms or s duration';
    case 'fontFamily':
      return typeof value === 'string' ||
        (Array.isArray(value) && value.length > 0 && value.every((f) => typeof f === 'string'))
        ? undefined
        : 'is not a font name or list of names';
    case 'fontWeight':
      return isNumber(value) && value >= 1 && value <= 1000 ? undefined : 'is not a weight 1-1000';
    case 'number':
      return isNumber(value) ? undefined : 'is not a number';
    case 'cubicBezier':
      return Array.isArray(value) &&
        value.length === 4 &&
        value.every(isNumber) &&
        [value[0], value[2]].every((x) => isNumber(x) && x >= 0 && x <= 1)
        ? undefined
        : 'is not four numbers with x in 0-1';
    case 'shadow':
      for (const layer of [value].flat()) {
        if (!isObject(layer)) return 'is not a shadow object';
        for (const [part, partType] of SHADOW_PARTS) {
          const problem = valueProblem(partType, layer[part], known);
          if (problem) return `${part} ${problem}`;
        }
      }
      return undefined;
    default:
      return `has an unknown $type ${type}`;
  }
}
const SHADOW_PARTS = [
  ['color', 'color'],
  ['offsetX', 'dimension'],
  ['offsetY', 'dimension'],
  ['blur', 'dimension'],
  ['spread', 'dimension'],
] as const;

function aliasProblem(alias: string, type: string, known: Map<string, Token>): string | undefined {
  const seen = new Set<string>();
  let current: unknown = alias;
  while (typeof current === 'string' && ALIAS.test(current)) {
    const target = ALIAS.exec(current)?.[1] ?? '';
    if (seen.has(target)) return `has a circular alias through ${target}`;
    seen.add(target);
    const token = known.get(target);
    if (!token) return `refers to ${target}, which is not a token`;
    if (token.type !== type) return `refers to ${target}, a ${String(token.type)} not a ${type}`;
    current = token.value;
  }
  return undefined;
}

/**
 * Everything wrong with a token file (or a merged theme) as DTCG: nodes that are neither a token
 * (`$value`) nor a group of tokens, tokens with no `$type` on them or a parent group, values not
 * of their type, aliases that name no token or one of another type. Empty when it is valid.
 */
export function problems(group: Group): string[] {
  const found: string[] = [];
  const walk = (node: Group, path: string) => {
    for (const [name, child] of children(node)) {
      const at = path ? `${path}.${name}` : name;
      if (/[{}.]/.test(name)) found.push(`${at}: a name may not hold {, } or .`);
      if (!isObject(child)) found.push(`${at}: is neither a token nor a group`);
      else if (!('$value' in child)) {
        if (children(child).length === 0) found.push(`${at}: has no $value and no tokens`);
        walk(child, at);
      } else if (children(child).length > 0) found.push(`${at}: a token may not hold tokens`);
    }
  };
  walk(group, '');
  const all = tokens(group);
  const known = new Map(all.map((token) => [token.path, token]));
  for (const { path, type, value } of all) {
    if (type === undefined) found.push(`${path}: no $type on it or a parent group`);
    else if (!(TYPES as readonly string[]).includes(type))
      found.push(`${path}: unknown $type ${type}`);
    else {
      const problem = valueProblem(type, value, known);
      if (problem) found.push(`${path}: ${problem}`);
    }
  }
  return found;
}

// ---- Values as CSS ------------------------------------------------------------------------------

function toHex(components: number[]): string {
  return `#${components
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Follows aliases (a whole value or a shadow's part) to the value they name. */
export function resolve(value: unknown, known: Map<string, Token>): unknown {
  if (typeof value === 'string') {
    const target = ALIAS.exec(value)?.[1];
    if (target === undefined) return value;
    const token = known.get(target);
    if (!token) throw new Error(`${value} names no token`);
    return resolve(token.value, known);
  }
  if (Array.isArray(value)) return value.map((v: unknown) => resolve(v, known));
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, known)]));
  }
  return value;
}

const px = (value: unknown) => {
  const { value: n, unit } = value as { value: number; unit: string };
  return n === 0 ? '0' : `${n}${unit}`;
};

function colourCss(value: unknown): string {
  const { components, alpha = 1 } = value as { components: number[]; alpha?: number };
  if (alpha === 1) return toHex(components);
  return `rgba(${components.map((c) => Math.round(c * 255)).join(', ')}, ${alpha})`;
}

/** A resolved DTCG value as the CSS string the components have always used. */
export function css(type: string | undefined, value: unknown): string {
  switch (type) {
    case 'color':
      return colourCss(value);
    case 'dimension':
    case 'duration':
      return px(value);
    case 'fontFamily':
      return [value]
        .flat()
        .map(String)
        .map((f) => (f.includes(' ') ? `"${f}"` : f))
        .join(', ');
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'shadow':
      return [value]
        .flat()
        .map((layer) => {
          const { offsetX, offsetY, blur, spread, color } = layer as Record<string, unknown>;
          const size = [px(offsetX), px(offsetY), px(blur)];
          if (spread !== undefined && px(spread) !== '0') size.push(px(spread));
          return `${size.join(' ')} ${colourCss(color)}`;
        })
        .join(', ');
    default:
      return String(value);
  }
}

/** A merged theme as the nested object of CSS strings the theme objects hold. */
export function cssObject(group: Group): Group {
  const known = new Map(tokens(group).map((token) => [token.path, token]));
  const out: Group = {};
  for (const { path, type, value } of known.values()) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    let node = out;
    for (const key of keys) node = (node[key] ??= {}) as Group;
    node[last] = css(type, resolve(value, known));
  }
  return out;
}

import { contrastFailures, describeFailure, type ContrastFailure } from '../tokens/contrastCheck';
import type { Tokens } from '../tokens/tokens';
import { cssVariables, makeThemeVars, type ThemeValues } from './makeThemeVars';
import { builtInThemes, type BuiltInThemeName } from './themeValues';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/**
 * Some of the tokens, by their names in the DTCG JSON (`tokens.json`), each a CSS value:
 * `{ color: { accent: '#6b2c91', accentHover: '#4f1f6b' }, radius: { standard: '4px' } }`.
 */
export type ThemeOverrides = DeepPartial<ThemeValues>;

/** A theme made by `createTheme`, for `DesignSystemProvider`'s `theme`. */
export interface Theme {
  /** The theme's display name. */
  readonly name: string;
  /** The built-in theme it starts from; every token it does not set is that theme's. */
  readonly base: BuiltInThemeName;
  /** Every token: the overrides over the base theme's. */
  readonly tokens: Tokens;
  /** The custom properties whose values differ from the base theme: what the provider sets. */
  readonly cssVariables: Readonly<Record<`--${string}`, string>>;
  /** Each colour pair below WCAG 2.2 AA, by name; empty when the theme passes. */
  readonly contrastFailures: readonly ContrastFailure[];
}

export interface CreateThemeOptions {
  /** The theme's display name. @default 'Custom' */
  name?: string;
  /** The built-in theme the overrides start from. @default 'brand' */
  base?: BuiltInThemeName;
  /**
   * What a pair below WCAG 2.2 AA does: 'throw' a `ThemeContrastError` naming every failing pair,
   * or 'report' the pairs in `contrastFailures` and return the theme. @default 'throw' in
   * development, 'report' in production (`process.env.NODE_ENV === 'production'`)
   */
  onContrastFailure?: 'throw' | 'report';
}

/** Thrown by `createTheme` when colour pairs fail WCAG 2.2 AA; `failures` names each pair. */
export class ThemeContrastError extends Error {
  readonly failures: readonly ContrastFailure[];
  constructor(themeName: string, failures: readonly ContrastFailure[]) {
    super(
      `createTheme(${JSON.stringify(themeName)}): ${failures.length} colour ` +
        `${failures.length === 1 ? 'pair fails' : 'pairs fail'} WCAG 2.2 AA contrast:\n` +
        failures.map((failure) => `- ${describeFailure(failure)}`).join('\n'),
    );
    this.name = 'ThemeContrastError';
    this.failures = failures;
  }
}

// Module-scoped, so the package needs no Node types; bundlers replace `process.env.NODE_ENV`.
declare const process: { env: { NODE_ENV?: string } };

/** Whether the app was built for production, as React tells (bundlers replace the expression). */
function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false; // no bundler defined it and there is no `process`: treat as development
  }
}

function merge(base: object, overrides: object, path: string[]): object {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const at = [...path, key].join('.');
    const current = (base as Record<string, unknown>)[key];
    if (current === undefined) throw new TypeError(`createTheme: ${at} is not a token`);
    if (value === undefined) continue;
    if (typeof current === 'string') {
      if (typeof value !== 'string' || value.trim() === '') {
        throw new TypeError(`createTheme: ${at} must be a CSS value (a non-empty string)`);
      }
      out[key] = value.trim();
    } else if (typeof value === 'object' && value !== null) {
      out[key] = merge(current as object, value as object, [...path, key]);
    } else {
      throw new TypeError(`createTheme: ${at} is a group of tokens, not one value`);
    }
  }
  return out;
}

/**
 * A theme of your own: the tokens you give (a partial set of the names in the DTCG JSON) over a
 * built-in theme's (brand unless you say). Every text/background and control/background colour
 * pair the components draw is checked against WCAG 2.2 AA (text 4.5:1, controls 3:1): in
 * development a failing pair throws a `ThemeContrastError` that names each one; in production the
 * theme is returned with the pairs in `contrastFailures` (see `onContrastFailure`).
 */
export function createTheme(overrides: ThemeOverrides, options: CreateThemeOptions = {}): Theme {
  const { name = 'Custom', base = 'brand' } = options;
  const baseTokens = builtInThemes[base];
  if (!baseTokens) throw new TypeError(`createTheme: no built-in theme ${JSON.stringify(base)}`);
  const values = merge(makeThemeVars(baseTokens), overrides, []) as ThemeValues;
  const tokens: Tokens = { name, ...values };
  const before = new Map(cssVariables(makeThemeVars(baseTokens)));
  const changed = cssVariables(values).filter(
    ([property, value]) => before.get(property) !== value,
  );
  const failures = contrastFailures(tokens);
  const mode = options.onContrastFailure ?? (isProduction() ? 'report' : 'throw');
  if (failures.length > 0 && mode === 'throw') throw new ThemeContrastError(name, failures);
  return Object.freeze({
    name,
    base,
    tokens,
    cssVariables: Object.freeze(Object.fromEntries(changed)),
    contrastFailures: Object.freeze(failures),
  });
}

import type { Tokens } from '../tokens/tokens';

/** A theme's values without its display name: the shape of the theme contract. */
export type ThemeValues = Omit<Tokens, 'name'>;

export type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

/** Turns a theme's tokens into the values the theme contract carries (drops the display name). */
export function makeThemeVars({ name: _name, ...tokens }: Tokens): ThemeValues {
  return tokens;
}

/** Replaces every leaf of the token shape with null: the shape `createThemeContract` takes. */
export function toContract<T extends object>(shape: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;
}

/**
 * The custom property a token is read from, without its leading `--`: the token's path in the
 * DTCG JSON, each name in kebab case, after `cf-` (`color.accentText` → `cf-color-accent-text`).
 * The same names Style Dictionary gives tokens.css (`name/kebab` with the `cf` prefix).
 */
export function cssVarName(path: readonly string[]): string {
  return ['cf', ...path]
    .map((part) => part.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
    .join('-');
}

/** Every token of a theme as `[--name, value]`, in the order of the JSON. */
export function cssVariables(values: object, path: string[] = []): [`--${string}`, string][] {
  return Object.entries(values).flatMap(([key, value]): [`--${string}`, string][] =>
    typeof value === 'string'
      ? [[`--${cssVarName([...path, key])}`, value]]
      : cssVariables(value as object, [...path, key]),
  );
}

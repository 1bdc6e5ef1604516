import type { Tokens } from '../tokens/tokens';

export type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

/** Turns a theme's tokens into the values the theme contract carries (drops the display name). */
export function makeThemeVars({ name: _name, ...tokens }: Tokens): Omit<Tokens, 'name'> {
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

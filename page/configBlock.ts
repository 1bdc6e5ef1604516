/**
 * The building blocks of the configuration's schemas: value types, their checks, the error.
 * valibot, the page's one schema library (the wire schemas in page/api/ use it too). Every value
 * arrives as an environment string; a default is given as the string it stands for, so it passes
 * the same checks as a configured value.
 */
import * as v from 'valibot';

export type ConfigEnv = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A string schema, optionally with the string that stands for its default. */
type StringIn = v.GenericSchema<string, unknown>;

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
export const bool = v.pipe(
  v.picklist(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']),
  v.transform((value) => TRUE_WORDS.includes(value)),
);

const toNumber = v.pipe(
  v.string(),
  v.transform((text) => Number(text)),
  v.number('must be a number'),
);
export const int = (min: number, max: number) =>
  v.pipe(toNumber, v.integer('must be a whole number'), v.minValue(min), v.maxValue(max));

export const text = (min = 1, max = 10_000) =>
  v.pipe(v.string(), v.minLength(min), v.maxLength(max));
export const pattern = (regex: RegExp, message?: string) =>
  v.pipe(v.string(), v.regex(regex, message));
export const url = v.pipe(v.string(), v.url('must be a URL'));
export const origin = v.pipe(
  url,
  v.transform((value) => value.replace(/\/+$/, '')),
);

/** The schema's value when the variable is unset: `fallback` as it would be written. */
export const withDefault = <S extends StringIn>(schema: S, fallback: string) =>
  v.optional(schema, fallback);

/** A comma-separated list; empty items are dropped. */
export const commaList = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);
export const list = (min: number, max: number) =>
  v.pipe(commaList, v.array(int(min, max)), v.minLength(1, 'must name at least one amount'));
export const listOf = <S extends v.GenericSchema<string, string>>(item: S, message: string) =>
  v.pipe(commaList, v.array(item), v.minLength(1, message));

const json = (message: string) =>
  v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return JSON.parse(dataset.value) as unknown;
      } catch {
        addIssue({ message });
        return NEVER;
      }
    }),
  );
const jsonRecord = <K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(
  message: string,
  key: K,
  value: V,
) =>
  v.pipe(
    json(message),
    v.check(
      (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
      message,
    ),
    v.record(key, value),
  );

export const productRoutes = jsonRecord(
  'PRODUCT_ROUTES must be a JSON object of slug → product id',
  pattern(/^[a-z0-9][a-z0-9-]*$/, 'slugs are lower-case words joined by hyphens'),
  pattern(/^[A-Za-z0-9_-]+$/),
);

export const money = v.pipe(
  toNumber,
  v.finite(),
  v.minValue(0),
  v.maxValue(100_000),
  v.transform((value) => Math.round(value * 100) / 100),
);
/** card:deviceWallet:accountWallet, each Y or N (spec 6). */
export const expressTriple = v.pipe(
  pattern(/^[YNyn]:[YNyn]:[YNyn]$/, 'must be a Y/N triple like Y:Y:N'),
  v.transform((value) => value.toUpperCase()),
);

export const messageMap = jsonRecord(
  'must be a JSON object of key → text',
  pattern(/^\w{1,80}$/),
  text(1, 500),
);

/** Parses `values` with `schema`, or throws ConfigError naming every problem by its variable. */
export function parseBlock<S extends v.GenericSchema>(
  schema: S,
  values: Record<string, string>,
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, values);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
    throw new ConfigError(`Invalid page configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.output;
}

/** What a block may need beyond its own variables. */
export interface ConfigContext {
  /** The shop's origin as configured (SHOP_API_ORIGIN), unset for the embedded shop. */
  readonly shopApiOrigin: string | undefined;
  /** The served catalogue's routes, for when PRODUCT_ROUTES is unset (see readServerConfig). */
  readonly defaultProductRoutes: Readonly<Record<string, string>> | undefined;
}

/** What page/CONFIG.md says of a setting (the table is generated from these: page/config/doc.ts). */
export interface SettingDoc {
  /** What it does: a sentence or two of Markdown. */
  does: string;
  /** It reaches the browser (a part of PublicConfig). @default false */
  public?: boolean;
  /** The spec's other reading of the value, where it gives two. */
  otherReading?: string;
  /** The default in words, where the schema's own (or 'unset') would not say it. */
  shownDefault?: string;
}

/** One variable: its check and default (a valibot schema over the environment string), and its doc. */
export interface Setting<S extends v.GenericSchema = v.GenericSchema> extends SettingDoc {
  schema: S;
}

type SchemasOf<D extends Record<string, Setting>> = { [K in keyof D]: D[K]['schema'] };

/**
 * One feature's settings, kept beside the code that reads them: the variables it reads (each with
 * its check, default and doc) and what it makes of them. page/config/index.ts composes the blocks;
 * every variable belongs to exactly one block.
 */
export interface ConfigBlock<E extends v.ObjectEntries, Out> {
  /** The block's heading in page/CONFIG.md and who reads it. */
  readonly about: { title: string; readBy: string };
  readonly variables: E;
  readonly docs: Readonly<Record<keyof E & string, SettingDoc>>;
  readonly read: (
    values: v.InferOutput<v.ObjectSchema<E, undefined>>,
    context: ConfigContext,
  ) => Out;
}

export function configBlock<const D extends Record<string, Setting>, Out>(
  about: ConfigBlock<SchemasOf<D>, Out>['about'],
  settings: D,
  read: ConfigBlock<SchemasOf<D>, Out>['read'],
): ConfigBlock<SchemasOf<D>, Out> {
  const variables = {} as Record<string, v.GenericSchema>;
  const docs = {} as Record<string, SettingDoc>;
  for (const [name, { schema, ...doc }] of Object.entries(settings)) {
    variables[name] = schema;
    docs[name] = doc;
  }
  return {
    about,
    variables: variables as SchemasOf<D>,
    docs: docs as Record<keyof D & string, SettingDoc>,
    read,
  };
}

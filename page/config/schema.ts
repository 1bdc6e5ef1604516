/** The building blocks of the configuration's schemas: value types, their checks, the error. */
import { z } from 'zod';

export type ConfigEnv = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
export const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
export const origin = z
  .string()
  .url()
  .transform((v) => v.replace(/\/+$/, ''));
export const productRoutes = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'PRODUCT_ROUTES must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(
      z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'slugs are lower-case words joined by hyphens'),
      z.string().regex(/^[A-Za-z0-9_-]+$/),
    ),
  );

export const money = z.coerce
  .number()
  .finite()
  .min(0)
  .max(100_000)
  .transform((v) => Math.round(v * 100) / 100);
export const list = (min: number, max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.coerce.number<string>().int().min(min).max(max)).min(1));
/** card:deviceWallet:accountWallet, each Y or N (spec 6). */
export const expressTriple = z
  .string()
  .regex(/^[YNyn]:[YNyn]:[YNyn]$/, 'must be a Y/N triple like Y:Y:N')
  .transform((v) => v.toUpperCase());

/** Every environment variable the page reads, with its default. CONFIG.md mirrors this table. */

export const messageMap = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of key → text' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(/^\w{1,80}$/), z.string().min(1).max(500)));

/** Parses `values` with `schema`, or throws ConfigError naming every problem by its variable. */
export function parseBlock<S extends z.ZodType>(
  schema: S,
  values: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid page configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';

/**
 * How values are written, so both drivers send the same parameter: `pg` turns JS arrays into
 * PostgreSQL arrays while PGlite serialises by the parameter's inferred type, so JSON documents
 * always go as their JSON text, and instants as ISO strings (db/schema.ts types the columns so).
 */

type Encoded<V> = V extends Date ? string : V extends object ? string : V;

/** A row or patch as written: Dates as ISO strings, objects and arrays as JSON text. */
export type Written<R> = { [K in keyof R]: Encoded<R[K]> };

/** Encodes every value of a row or patch; `undefined` fields are left out (a patch skips them). */
export function encode<R extends object>(row: R): Written<R> {
  const written: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (value === undefined) continue;
    written[name] =
      value instanceof Date
        ? value.toISOString()
        : value !== null && typeof value === 'object'
          ? JSON.stringify(value)
          : value;
  }
  return written as Written<R>;
}

/** An instant to compare a timestamptz column with: `'<iso>'::timestamptz`. */
export function instant(date: Date): RawBuilder<Date> {
  return sql<Date>`${date.toISOString()}::timestamptz`;
}

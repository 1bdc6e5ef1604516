/**
 * The smallest SQL surface the repository needs, so one set of SQL statements runs on both
 * embedded PGlite (the default, zero-setup backend) and a real PostgreSQL server (`pg`).
 *
 * Parameters are limited to scalars on purpose: `pg` turns JS arrays into PostgreSQL arrays while
 * PGlite serialises by the parameter's inferred type, so JSON documents are always passed as
 * strings and cast with `::jsonb` in the SQL. That keeps both drivers byte-for-byte identical.
 */
export type SqlParam = string | number | boolean | null;

export interface SqlExecutor {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends object>(text: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

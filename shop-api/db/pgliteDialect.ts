import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';

/**
 * Kysely over embedded PGlite, on Kysely's own PostgreSQL adapter and compiler: only the driver
 * is PGlite's. (The published PGlite dialects do not accept PGlite 0.5, and this one is small.)
 *
 * PGlite is a single connection. The driver lends it to one caller at a time, and a transaction
 * keeps it until it ends, so every other query waits meanwhile: the same serialisation
 * `SELECT ... FOR UPDATE` gives on a server. Code inside a transaction must therefore use the
 * transaction (db/database.ts makes every repository call do so).
 */
export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  /** Settles when the current holder of the connection releases it. */
  #released: Promise<void> = Promise.resolve();
  #release: (() => void) | null = null;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#released;
    let release!: () => void;
    this.#released = new Promise((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = null;
    release?.();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    // PGlite must flush its files, or the next start has to recover them.
    await this.pglite.close();
  }
}

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Like `pg`, a statement without parameters goes through the simple-query protocol, which
    // also takes a script of several statements (the migrations); the rest is prepared.
    const result =
      compiled.parameters.length === 0
        ? (await this.pglite.exec(compiled.sql)).at(-1)
        : await this.pglite.query<R>(compiled.sql, [...compiled.parameters]);
    return {
      rows: (result?.rows ?? []) as R[],
      ...(result?.affectedRows !== undefined
        ? { numAffectedRows: BigInt(result.affectedRows) }
        : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

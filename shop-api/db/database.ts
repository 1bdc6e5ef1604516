import { AsyncLocalStorage } from 'node:async_hooks';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import type { Dialect } from 'kysely';
import type { Database } from './schema.ts';
import { traceQueries } from './tracedQueries.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * The shop's database on either backend: embedded PGlite (the default, zero-setup one) or a
 * PostgreSQL server. Both run the same Kysely queries.
 */
export interface ShopDatabase {
  readonly backend: Backend;
  /**
   * The query builder for the current async context: the open transaction's inside
   * `transaction`, else the database's. Repositories ask for it on every call.
   */
  current(): Kysely<Database>;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. The
   * transaction binds itself to the async context that runs it (AsyncLocalStorage), so every
   * repository call inside joins it, and a nested `transaction` is a savepoint that takes back
   * only its own writes when it fails. That is what lets a request-level transaction (the
   * idempotency middleware's) hold the key's record and the use case's effects together, and it
   * keeps PGlite's single connection from waiting on itself.
   */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Whether the database answers a query within `timeoutMs` (readiness, the up metric). */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** What a repository holds: the query builder of whichever transaction is open when it runs. */
export type CurrentDb = ShopDatabase['current'];

export function createShopDatabase(dialect: Dialect, backend: Backend): ShopDatabase {
  const root = new Kysely<Database>({
    // A span per statement while traces are on (./tracedQueries.ts).
    dialect: traceQueries(dialect),
    // Nested keys are data (JSON documents), not column names: they stay as stored.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const ambient = new AsyncLocalStorage<Kysely<Database>>();
  let savepoints = 0;
  let closed = false;
  // Top-level transactions under way. On Node 20 an enabled AsyncLocalStorage runs an async hook
  // on every promise the process makes, in or out of a transaction: it is enabled while one is
  // under way (`run` enables it) and disabled when the last one ends, so a process that embeds
  // the shop and serves pages pays nothing for it between writes. Only work a transaction started
  // reads its store, and the transaction is over by then.
  let running = 0;

  async function topLevel<T>(fn: () => Promise<T>): Promise<T> {
    running += 1;
    try {
      return await root.transaction().execute((tx) => ambient.run(tx, fn));
    } finally {
      running -= 1;
      if (running === 0) ambient.disable();
    }
  }

  return {
    backend,
    current: () => ambient.getStore() ?? root,
    async transaction(fn) {
      const open = ambient.getStore();
      if (!open) return topLevel(fn);
      savepoints += 1;
      const name = `nested_${savepoints}`;
      await sql.raw(`SAVEPOINT ${name}`).execute(open);
      try {
        const result = await fn();
        await sql.raw(`RELEASE SAVEPOINT ${name}`).execute(open);
        return result;
      } catch (error) {
        await sql.raw(`ROLLBACK TO SAVEPOINT ${name}`).execute(open);
        throw error;
      }
    },
    async ping(timeoutMs = 2_000) {
      if (closed) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([
          sql`SELECT 1`.execute(root).then(
            () => true,
            () => false,
          ),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await root.destroy();
    },
  };
}

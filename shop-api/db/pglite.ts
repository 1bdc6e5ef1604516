import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { SqlClient, SqlExecutor, SqlParam } from './client.ts';

function executor(db: PGlite | Transaction): SqlExecutor {
  return {
    async query<T extends object>(text: string, params: readonly SqlParam[] = []) {
      const result = await db.query<T>(text, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
  };
}

/**
 * Opens (creating on first use) an embedded PGlite database in `dataDir`. The folder survives
 * restarts; PGlite allows one process per folder, so tests always use their own copy.
 */
export async function openPglite(dataDir: string): Promise<SqlClient> {
  const absolute = path.resolve(dataDir);
  await mkdir(path.dirname(absolute), { recursive: true });
  const db = await PGlite.create(absolute);
  const base = executor(db);
  return {
    kind: 'pglite',
    ...base,
    // PGlite runs one connection: its transaction() also queues every other query until it ends,
    // which gives the same serialisation `SELECT ... FOR UPDATE` gives on a real server.
    transaction: (fn) => db.transaction((tx) => fn(executor(tx))),
    close: () => db.close(),
  };
}

import pg from 'pg';
import type { SqlClient, SqlExecutor, SqlParam } from './client.ts';

interface Queryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function executor(db: Queryable): SqlExecutor {
  return {
    async query<T extends object>(text: string, params: readonly SqlParam[] = []) {
      const result = await db.query(text, [...params]);
      return result.rows as T[];
    },
    async exec(script: string) {
      // Without parameters `pg` uses the simple-query protocol, which accepts several statements.
      await db.query(script);
    },
  };
}

/** Connects to a real PostgreSQL server (`DATABASE_URL=postgres://...`) through a small pool. */
export function openPostgres(connectionString: string): SqlClient {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener Node
  // would crash the whole server. The next query simply gets a fresh connection.
  pool.on('error', (error) => {
    console.error('[shop-api] idle PostgreSQL connection failed:', error.message);
  });
  return {
    kind: 'postgres',
    ...executor(pool),
    async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

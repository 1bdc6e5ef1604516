import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { createShopDatabase } from './database.ts';
import type { ShopDatabase } from './database.ts';

/** Connects to a real PostgreSQL server (`DATABASE_URL=postgres://...`) through a small pool. */
export function openPostgres(connectionString: string): ShopDatabase {
  const pool = new pg.Pool({ connectionString, max: 5 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener Node
  // would crash the whole server. The next query simply gets a fresh connection.
  pool.on('error', (error) => {
    console.error('[shop-api] idle PostgreSQL connection failed:', error.message);
  });
  // A client checked out of the pool (say between two queries of a transaction) has no pool
  // listener: when the server ends its connection then (a restart's "terminating connection due
  // to administrator command"), its 'error' would crash the server. Its next query fails instead
  // (the request answers 503, app.ts), and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.error('[shop-api] PostgreSQL connection in use failed:', error.message);
    });
  });
  return createShopDatabase(new PostgresDialect({ pool }), 'postgres');
}

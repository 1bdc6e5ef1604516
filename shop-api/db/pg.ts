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
  return createShopDatabase(new PostgresDialect({ pool }), 'postgres');
}

import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { createShopDatabase } from './database.ts';
import type { ShopDatabase } from './database.ts';
import { quietLogger, type Logger } from '../../telemetry/logger.ts';
import { observePool } from '../../telemetry/metrics.ts';

/** Connections each instance's pool opens at most. */
const POOL_MAX = 5;

/** Connects to a real PostgreSQL server (`DATABASE_URL=postgres://...`) through a small pool. */
export function openPostgres(
  connectionString: string,
  logger: Logger = quietLogger(),
): ShopDatabase {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX });
  observePool(() => ({
    max: POOL_MAX,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  }));
  // An idle client that loses its connection emits 'error' on the pool; without a listener Node
  // would crash the whole server. The next query simply gets a fresh connection.
  pool.on('error', (error) => {
    logger.warn({ err: error }, 'idle PostgreSQL connection failed');
  });
  // A client checked out of the pool (say between two queries of a transaction) has no pool
  // listener: when the server ends its connection then (a restart's "terminating connection due
  // to administrator command"), its 'error' would crash the server. Its next query fails instead
  // (the request answers 503, app.ts), and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      logger.warn({ err: error }, 'PostgreSQL connection in use failed');
    });
  });
  return createShopDatabase(new PostgresDialect({ pool }), 'postgres');
}

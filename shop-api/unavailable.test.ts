/**
 * The database going away under a running shop (PostgreSQL stopped or restarting): the shop
 * answers 503 with Retry-After, never a 500, and serves again as soon as the database is back,
 * without a restart. A TCP relay stands between the shop and a real PostgreSQL; closing it (and
 * every connection through it) is the database going down.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { memoryLogger } from '../telemetry/memoryLogger.ts';
import { openPostgres } from './db/pg.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { freshPostgresUrl, key, regularAdd, startServer } from './test/helpers.ts';
import type { ErrorAnswer, TestServer } from './test/helpers.ts';

/** Relays 127.0.0.1:<port> to the database; `down()` refuses and cuts, `up()` relays again. */
async function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Also when already down (its close answers at once with an error, ignored). */
    async down() {
      await new Promise<void>((resolve) => {
        server!.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    up: listen,
  };
}

describe.skipIf(!inject('postgresUrl'))('the database unavailable', () => {
  let relay: Awaited<ReturnType<typeof databaseRelay>>;
  let server: TestServer;
  let direct: URL;
  const log = memoryLogger('warn');

  beforeAll(async () => {
    direct = new URL(await freshPostgresUrl());
    relay = await databaseRelay(direct);
    const through = new URL(direct);
    through.port = String(relay.port);
    server = await startServer({
      databaseUrl: through.toString(),
      logger: log.logger,
    });
  });

  afterAll(async () => {
    await server?.close();
    // The relay is up again after the tests (or still down if one failed): closed either way.
    await relay?.down();
  });

  it('answers adds with 503 and Retry-After while it is down, and adds again once it is back', async () => {
    const shopper = server.client();
    expect((await shopper.post('/api/cart/sku', regularAdd('20001', 1))).status).toBe(200);

    await relay.down();
    const headers = { 'Idempotency-Key': key() };
    const refused = await shopper.post<ErrorAnswer>('/api/cart/sku', regularAdd('20001', 1), {
      headers,
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(refused.body.errors[0]?.errorKey).toBe('_ERR_SERVICE_UNAVAILABLE');
    const cart = await shopper.get('/api/cart/000000');
    expect(cart.status).toBe(503);
    // Every request fails while it is down: the log says so once, not once per request.
    for (let i = 0; i < 5; i += 1) {
      expect((await shopper.get('/api/cart/000000')).status).toBe(503);
    }
    expect(
      log.records.filter((record) => record.msg === 'database unavailable, answering 503'),
    ).toEqual([expect.objectContaining({ method: 'POST', route: '/api/cart/sku' })]);

    await relay.up();
    // The same key again: the refused attempt stored nothing, so the retry adds (once).
    const retried = await shopper.post('/api/cart/sku', regularAdd('20001', 1), { headers });
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const after = await shopper.get<{ cart: { totalCartQuantity: number } }>('/api/cart/000000');
    expect(after.body.cart.totalCartQuantity).toBe(2);
  });
});

describe.skipIf(!inject('postgresUrl'))('a connection ended by the server mid-transaction', () => {
  it('fails that transaction as unavailable, without crashing the process, and serves the next', async () => {
    const url = await freshPostgresUrl();
    const database = openPostgres(url);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const attempt = database.transaction(async () => {
        const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(
          database.current(),
        );
        // The server ends this connection while it is checked out and idle in the transaction,
        // as a fast shutdown or a restart does (57P01). Without a listener on the client, its
        // 'error' event would be an uncaught exception here.
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]?.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`SELECT 1`.execute(database.current());
      });
      const failure = await attempt.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.current());
      expect(rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

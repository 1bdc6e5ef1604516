import { serve } from '@hono/node-server';
import { httpServerOptions } from '../server/httpServer.ts';
import { createShopApi } from './index.ts';

/**
 * Runs the shop API on its own: `npx vite-node shop-api/main.ts`. The page then talks to it with
 * `SHOP_API_ORIGIN=http://127.0.0.1:4000 npm start`.
 */
const port = Number(process.env.SHOP_API_PORT ?? 4000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`SHOP_API_PORT must be a port number, not "${process.env.SHOP_API_PORT}"`);
  process.exit(1);
}
const host = '127.0.0.1';

// Its one client is the page server on this machine (SHOP_API_ORIGIN), which sends each shopper's
// own address in X-Forwarded-For (page/server/clientAddress.ts): trusted, as it listens on loopback
// only, so the limits per address count shoppers, not the page server.
const shop = await createShopApi({ trustProxy: true });
const server = serve(
  {
    fetch: shop.app.fetch,
    port,
    hostname: host,
    // A slow client is cut off as by the page server (one home: server/httpServer.ts).
    serverOptions: httpServerOptions(),
  },
  (info) => {
    console.log(`Shop API (${shop.backend}) listening on http://${host}:${info.port}`);
  },
);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing the shop API`);
  // Stop taking requests, let the ones in flight finish, then close the database cleanly
  // (PGlite must flush its files, or the next start has to recover them).
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Idle keep-alive sockets would hold close() open; give busy ones a few seconds at most.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(resolve, 5_000).unref();
  });
  await shop.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

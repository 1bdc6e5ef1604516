import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { httpServerOptions } from '../server/httpServer.ts';
import { closeServer, lastRequestClock, waitForQuiet } from '../server/lifecycle.ts';
import { startMetricsServer, type MetricsServer } from '../server/metricsServer.ts';
import { readLogFormat, readLogLevel } from '../telemetry/levels.ts';
import { createLogger, flushLogs, type Logger } from '../telemetry/logger.ts';
import { collectNodeMetrics, exposition, turnMetricsOff } from '../telemetry/metrics.ts';
import type { TracingSdk } from '../telemetry/tracingSdk.ts';
import { createShopApi } from './index.ts';

/**
 * Runs the shop API on its own: `npm run shop-api`. The page then talks to it with
 * `SHOP_API_ORIGIN=http://127.0.0.1:4000 npm start`. It logs, counts and traces as the page server
 * does (docs/operations.md): LOG_LEVEL, LOG_FORMAT, METRICS_PORT (with METRICS_HOST),
 * OTEL_EXPORTER_OTLP_ENDPOINT; /healthz and /readyz; SIGTERM drains (SHUTDOWN_DRAIN_MS,
 * SHUTDOWN_TIMEOUT_MS).
 */
const env = process.env;
const early = () => createLogger({ level: 'info', format: 'json' });

function whole(name: string, fallback: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    early().fatal(`${name} must be a whole number from 0 to ${max}, not "${text}"`);
    flushLogs();
    process.exit(1);
  }
  return value;
}

const port = whole('SHOP_API_PORT', 4000, 65_535);
const metricsPort = env.METRICS_PORT ? whole('METRICS_PORT', 0, 65_535) : null;
const drainMs = whole('SHUTDOWN_DRAIN_MS', 5_000, 120_000);
const shutdownTimeoutMs = whole('SHUTDOWN_TIMEOUT_MS', 10_000, 600_000);
const host = '127.0.0.1';

function processLogger(): Logger {
  try {
    return createLogger({
      level: readLogLevel(env.LOG_LEVEL),
      format: readLogFormat(env.LOG_FORMAT, env.NODE_ENV),
    }).child({ server: 'shop' });
  } catch (error) {
    early().fatal(`could not start: ${(error as Error).message}`);
    flushLogs();
    process.exit(1);
  }
}
const logger = processLogger();
// No metrics port, no metrics: nothing is counted that nobody could read (docs/operations.md).
if (metricsPort === null) turnMetricsOff();
collectNodeMetrics();
let tracing: TracingSdk | null = null;
if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracingSdk } = await import('../telemetry/tracingSdk.ts');
  tracing = startTracingSdk({ serviceName: 'cairnfield-shop-api' });
}

let draining = false;
// Its one client is the page server on this machine (SHOP_API_ORIGIN), which sends each shopper's
// own address in X-Forwarded-For (page/server/clientAddress.ts): trusted, as it listens on loopback
// only, so the limits per address count shoppers, not the page server.
const shop = await createShopApi({ trustProxy: true, logger, draining: () => draining });
const server = serve(
  {
    fetch: shop.app.fetch,
    port,
    hostname: host,
    // A slow client is cut off as by the page server (one home: server/httpServer.ts).
    serverOptions: httpServerOptions(),
  },
  (info) => {
    logger.info(
      { backend: shop.backend, origin: `http://${host}:${info.port}` },
      `Shop API (${shop.backend}) listening on http://${host}:${info.port}`,
    );
  },
) as Server;
const lastRequestAt = lastRequestClock(server);
// Draining: every answer closes its connection, so no client keeps one to a stopping server.
server.on('request', (_request, response: { shouldKeepAlive: boolean }) => {
  if (draining) response.shouldKeepAlive = false;
});
let metrics: MetricsServer | null = null;
if (metricsPort !== null) {
  metrics = await startMetricsServer({
    host: env.METRICS_HOST || '127.0.0.1',
    port: metricsPort,
    exposition,
    onError: (error) => logger.error({ err: error }, 'metrics could not be read'),
  });
  logger.info({ port: metrics.port }, 'metrics on /metrics');
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, `${signal}: draining, then closing the shop API`);
  draining = true;
  await waitForQuiet(lastRequestAt, { drainMs });
  // Then the requests in flight finish, and the database closes cleanly (PGlite must flush its
  // files, or the next start has to recover them).
  await closeServer(server, shutdownTimeoutMs);
  await shop.close();
  await metrics?.close();
  await tracing?.shutdown().catch(() => undefined);
  logger.info('stopped');
  flushLogs();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

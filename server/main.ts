/**
 * The composition root: the one module that joins the page server (page/server/app.ts) and the
 * reference shop API (shop-api/index.ts). page/ never imports shop-api/ (the linter enforces it);
 * only this entry does. Built by `vite build --ssr server/main.ts --outDir dist/server` and run as
 * `node dist/server/main.js` from the repository root.
 *
 * - Reads the configuration from the environment (page/config.ts; PORT 3000, HOST 127.0.0.1).
 * - Embeds the reference shop API unless SHOP_API_ORIGIN is set; then the shop's routes are
 *   proxied there instead. The page's own server-side calls go over HTTP to SHOP_API_ORIGIN; to
 *   the embedded API they are handed in this process (page/server/inProcessFetch.ts), addressed
 *   to this server's own origin as if over HTTP, with the same requests and answers.
 * - Serves dist/client/assets/* with long-cache headers and links the entry, its CSS and its
 *   preloads from dist/client/.vite/manifest.json.
 * - Listens at once; /readyz answers 503 until the embedded shop has opened its database and run
 *   its migrations, while the database is away, and from SIGTERM on (./lifecycle.ts).
 * - Drains on SIGINT/SIGTERM: not ready, every answer closing its connection, until the balancer
 *   has stopped sending (SHUTDOWN_DRAIN_MS at most); then the port closes, the requests under way
 *   finish (SHUTDOWN_TIMEOUT_MS at most) and the shop's database closes.
 * - Logs JSON lines (pino), counts (prom-client, on METRICS_PORT only) and, with
 *   OTEL_EXPORTER_OTLP_ENDPOINT, traces (docs/operations.md; ./processTelemetry.ts).
 * - Runs on every core: one page server process per core (`os.availableParallelism()`, or
 *   WEB_CONCURRENCY), as a Node cluster whose primary alone owns the embedded shop API
 *   (./cluster.ts). WEB_CONCURRENCY=1 is a single process with the shop API embedded in it.
 *
 * It also exports `startPageServer` and `createPageServer` so tests can start the built server
 * in-process; importing this module does not start anything.
 */
import cluster from 'node:cluster';
import { readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { DEMO_PRODUCT_ROUTES } from '../shop-api/catalogue';
import { DEFAULT_MAX_BODY_BYTES } from '../shop-api/middleware/bodyLimit';
import { readServerConfig, type ConfigEnv, type ServerConfig } from '../page/config';
import { createPageServer, type ShopApiHandler } from '../page/server/app';
import { NO_ASSETS, readManifestAssets, type PageAssets } from '../page/server/assets';
import { loadedReactBuild, type ReactBuild } from '../page/server/reactBuild';
import { createLogger, flushLogs, quietLogger, type Logger } from '../telemetry/logger';
import { exposition } from '../telemetry/metrics';
import { runPrimary, runWorker, type ClusterDeps } from './cluster';
import { webConcurrency } from './concurrency';
import { httpServerOptions } from './httpServer';
import {
  closeServer,
  createLifecycle,
  lastRequestClock,
  shopReadiness,
  waitForQuiet,
  type Lifecycle,
} from './lifecycle';
import { startMetricsServer } from './metricsServer';
import { pendingShop } from './pendingShop';
import { failedToStart, startProcessTelemetry } from './processTelemetry';

export { createPageServer } from '../page/server/app';
export type { PageServerOptions, ShopApiHandler } from '../page/server/app';

export interface EmbeddedShopApi {
  app: ShopApiHandler;
  /** The largest request body the shop reads: the page server refuses a larger one as it
   * streams in, before it reaches the shop (page/server/app.ts). */
  maxBodyBytes: number;
  close(): Promise<void>;
}

/**
 * Loads the reference shop API for embedding. It is imported lazily (its own chunk of
 * dist/server), so a page server pointed at SHOP_API_ORIGIN never loads a database driver.
 * Embedded (here or in the cluster's primary), the shop is reached only through the page server,
 * which sends every request with the client's own address and scheme in X-Forwarded-For and
 * X-Forwarded-Proto (page/server/clientAddress.ts): the shop trusts that front door.
 */
export async function loadShopApi(options: Record<string, unknown> = {}): Promise<EmbeddedShopApi> {
  const shopApiModule = await import('../shop-api/index');
  return shopApiModule.createShopApi({ trustProxy: true, ...options });
}

export interface RunningPageServer {
  /** e.g. http://127.0.0.1:3000 */
  origin: string;
  port: number;
  config: ServerConfig;
  /** Which React server build this process renders with. */
  react: ReactBuild;
  lifecycle: Lifecycle;
  /**
   * SIGTERM's stop: not ready, then serving until the balancer has stopped sending, then closed
   * once the requests under way are done (or cut at SHUTDOWN_TIMEOUT_MS); the shop closed.
   */
  drain(): Promise<void>;
  /** Closes at once (idle connections ended, the requests under way finished), then the shop. */
  close(): Promise<void>;
}

export interface StartOptions {
  env?: ConfigEnv;
  /** The process logger (the page server logs through a child of it). @default quietLogger */
  logger?: Logger;
  /** Options handed to createShopApi (e.g. a data directory), when embedding. */
  shopApiOptions?: Record<string, unknown>;
  /** Folder of the client build. @default dist/client next to this file's dist/server */
  clientDir?: string;
  /** Log the "listening" line. @default true */
  announce?: boolean;
  /** The shop API to mount instead of loading the embedded one (a cluster worker's channel to
   * the primary's shop, server/shopChannel.ts). Ignored when SHOP_API_ORIGIN is set. */
  shopApi?: EmbeddedShopApi;
  /** Seals the no-JavaScript purchase outcome (page/server/flash.ts). @default SESSION_SECRET,
   * else a random key of this process */
  flashSecret?: string | null;
  /** Name this process in an `X-Worker-Pid` header on every answer (DEBUG_WORKER_PID=1; the
   * cluster test counts the workers by it). @default false */
  pidHeader?: boolean;
}

function defaultClientDir(): string {
  return fileURLToPath(new URL('../client/', import.meta.url));
}

function loadAssets(clientDir: string, logger: Logger): PageAssets {
  try {
    return readManifestAssets(`${clientDir.replace(/\/$/, '')}/.vite/manifest.json`);
  } catch (error) {
    logger.warn(
      { clientDir, reason: (error as Error).message },
      'no client build: pages render without scripts (run `npm run build`)',
    );
    return NO_ASSETS;
  }
}

/** The page's configuration from the environment (page/config); throws what is wrong. */
export function readConfig(env: ConfigEnv): ServerConfig {
  const config = readServerConfig(env, {
    readFile: (path) => readFileSync(path, 'utf8'),
    defaultProductRoutes: DEMO_PRODUCT_ROUTES,
  });
  httpServerOptions(config.clientTimeouts); // throws when the two timeouts disagree
  return config;
}

export async function startPageServer(options: StartOptions = {}): Promise<RunningPageServer> {
  const env = options.env ?? process.env;
  const config = readConfig(env);
  const logger = options.logger ?? quietLogger();
  const pageLogger = logger.child({ server: 'page' });
  const clientDir = options.clientDir ?? defaultClientDir();
  const assets = loadAssets(clientDir, pageLogger);

  // The embedded shop opens its database and runs its migrations while the server already
  // listens: until then its requests, and /readyz, answer 503 (./pendingShop.ts).
  const loading = config.shopApiOrigin
    ? null
    : options.shopApi
      ? Promise.resolve(options.shopApi)
      : loadShopApi({ ...options.shopApiOptions, logger: logger.child({ server: 'shop' }) });
  const shop = loading ? pendingShop(loading) : null;

  let origin = '';
  const shopOrigin = () => config.shopApiOrigin ?? origin;
  const lifecycle = createLifecycle({
    shopReadiness: shopReadiness(
      shop ? (request) => shop.fetch(request) : (request) => fetch(request),
      shopOrigin,
    ),
  });
  const app = createPageServer({
    // The same secret as the shop's sessions: every instance opens the others' sealed cookies.
    flashSecret:
      options.flashSecret !== undefined ? options.flashSecret : env.SESSION_SECRET || null,
    config,
    logger: pageLogger,
    lifecycle,
    shopApiOrigin: config.shopApiOrigin,
    shopApi: shop,
    ...(shop ? { shopMaxBodyBytes: options.shopApi?.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES } : {}),
    selfOrigin: () => origin,
    assets,
    clientDir,
    // PAGE_DATA_CACHE=off: every page asks the shop (the fault tests switch its answers).
    ...(env.PAGE_DATA_CACHE === 'off' ? { dataCache: null } : {}),
  });

  const pid = String(process.pid);
  const handle: typeof app.fetch = options.pidHeader
    ? async (request, bindings) => {
        const answer = await app.fetch(request, bindings);
        const named = new Response(answer.body, answer);
        named.headers.set('X-Worker-Pid', pid);
        return named;
      }
    : app.fetch;
  const server: ServerType = await new Promise((resolve, reject) => {
    const s = serve(
      {
        fetch: handle,
        port: config.port,
        hostname: config.host,
        // A slow client is cut off (CLIENT_HEADERS_TIMEOUT_MS, CLIENT_REQUEST_TIMEOUT_MS).
        serverOptions: httpServerOptions(config.clientTimeouts),
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const http = server as Server;
  const lastRequestAt = lastRequestClock(http);
  const port = (server.address() as AddressInfo).port;
  // The origin the embedded API's requests are addressed to (handled in this process), and the
  // public origin's fallback: loopback, whatever HOST the page listens on.
  const selfHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  origin = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;

  let closing: Promise<void> | null = null;
  const stop = (wait: () => Promise<unknown>) => {
    closing ??= (async () => {
      await wait();
      const closed = await closeServer(http, config.operations.shutdownTimeoutMs);
      if (closed === 'cut') {
        pageLogger.warn(
          { timeoutMs: config.operations.shutdownTimeoutMs },
          'requests still under way at the shutdown timeout were cut',
        );
      }
      await shop?.current()?.close();
    })();
    return closing;
  };
  try {
    await loading;
  } catch (error) {
    await stop(() => Promise.resolve());
    throw error;
  }
  lifecycle.started();
  const react = loadedReactBuild();
  if (options.announce !== false) announce(pageLogger, origin, react);

  return {
    origin,
    port,
    config,
    react,
    lifecycle,
    close: () => stop(() => Promise.resolve()),
    drain: () =>
      stop(async () => {
        lifecycle.beginDrain();
        pageLogger.info(
          { drainMs: config.operations.drainMs },
          'draining: /readyz answers 503 until the balancer stops sending',
        );
        const waited = await waitForQuiet(lastRequestAt, { drainMs: config.operations.drainMs });
        pageLogger.info({ waited }, 'closing the port; finishing the requests under way');
      }),
  };
}

/** The record that says the server is up (`npm run bench` and the tests wait for its text). */
function announce(logger: Logger, origin: string, react: string): void {
  logger.info(
    { origin, react },
    `Cairnfield Outfitters gift cards: ${origin}/ (React ${react} build)`,
  );
  if (react !== 'production') {
    logger.warn('not in production mode: run `npm start` (it sets NODE_ENV=production)');
  }
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

const clusterDeps: ClusterDeps = {
  loadShopApi: (logger) => loadShopApi({ logger }),
  startPageServer,
  announce,
};

const pidHeader = () => ['1', 'true', 'yes'].includes(process.env.DEBUG_WORKER_PID ?? '');

/** How long a stopping process waits for Prometheus to read its metrics once more, at most. */
const METRICS_LAST_SCRAPE_MS = 3_000;

/** One process: the page server with the shop API embedded in it. */
async function runSingle(config: ServerConfig): Promise<void> {
  const telemetry = await startProcessTelemetry(config, process.env.NODE_ENV);
  const { logger } = telemetry;
  try {
    const running = await startPageServer({ logger, pidHeader: pidHeader() });
    const { metricsPort, metricsHost, drainMs, shutdownTimeoutMs } = config.operations;
    const metrics =
      metricsPort === null
        ? null
        : await startMetricsServer({
            host: metricsHost,
            port: metricsPort,
            exposition,
            onError: (error) => logger.error({ err: error }, 'metrics could not be read'),
          });
    if (metrics) logger.info({ port: metrics.port, host: metricsHost }, 'metrics on /metrics');
    const shutdown = (signal: string) => {
      logger.info({ signal }, `${signal}: shutting down`);
      const force = setTimeout(
        () => {
          logger.error('the shutdown took too long: exiting');
          flushLogs();
          process.exit(1);
        },
        drainMs + shutdownTimeoutMs + 5_000,
      );
      force.unref();
      running
        .drain()
        .then(async () => {
          // The counts of the last requests reach Prometheus before the process goes.
          await metrics?.scrapedAfter(Date.now(), METRICS_LAST_SCRAPE_MS);
          await metrics?.close();
          logger.info('stopped');
          await telemetry.shutdown();
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          flushLogs();
          process.exit(1);
        });
    };
    process.once('SIGINT', () => shutdown('SIGINT'));
    process.once('SIGTERM', () => shutdown('SIGTERM'));
  } catch (error) {
    failedToStart(logger, error);
  }
}

/** The configuration and the number of processes, or the reason they cannot be had (logged). */
function readStart(): { config: ServerConfig; workers: number } {
  try {
    const config = readConfig(process.env);
    // The entry alone is one process unless WEB_CONCURRENCY asks for more; `npm start` sets it
    // to the cores (scripts/start.mjs). Tests that start dist/server/main.js get one process.
    const workers = cluster.isWorker
      ? 1
      : webConcurrency(process.env.WEB_CONCURRENCY ?? '1', availableParallelism());
    return { config, workers };
  } catch (error) {
    // No configuration to read LOG_LEVEL from: the defaults say what is wrong with it.
    failedToStart(createLogger({ level: 'info', format: 'json' }), error);
  }
}

if (isMainModule()) {
  const { config, workers } = readStart();
  if (cluster.isWorker) void runWorker(config, clusterDeps);
  else if (workers === 1) void runSingle(config);
  else void runPrimary(workers, config, clusterDeps);
}

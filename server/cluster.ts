/**
 * `npm start` on every core (README "Scaling out"): Node's cluster module. Server-side rendering
 * is CPU work on one thread, so one process per core is what multiplies throughput; worker
 * threads would need the page server split from its HTTP socket, and a cluster shares the
 * listening port among processes with no change to the page server at all.
 *
 * - The primary process owns the embedded shop API: PGlite is one process per data folder (a
 *   single writer), so it is opened once, here, and answers the workers' shop requests over the
 *   cluster's own IPC channel (./shopChannel.ts, which keeps the shop's view of the shopper's
 *   socket). With SHOP_API_ORIGIN set there is no embedded shop and no channel: the workers go to
 *   that origin.
 * - N workers each run the whole page server on the shared PORT (the primary hands out the
 *   connections round-robin, Node's default on Linux). Their data and render caches are their own.
 * - Every worker seals the no-JavaScript purchase outcome with the same key (SESSION_SECRET, else
 *   one the primary draws for this run), so a worker opens another's cookie; the shop's own
 *   sessions are signed in the primary, once.
 * - A worker that dies is replaced (one line in the log); a worker that fails before any has
 *   started (say PORT is taken) stops the whole server instead of restarting forever.
 * - SIGTERM or SIGINT to the primary: the workers are told to stop (SIGTERM: each drains, as a
 *   single process does: not ready, then closed once its requests are done: ./lifecycle.ts), then
 *   the shop closes its database, so .data/ is never left locked.
 * - The workers listen while the primary's shop opens its database: until it has, the channel
 *   answers 503 and every worker's /readyz says so (./pendingShop.ts).
 * - Metrics: the primary serves METRICS_PORT with its registry and its workers', summed
 *   (telemetry/clusterMetrics.ts); every process logs JSON lines with its pid. Workers ignore SIGINT themselves (a terminal's Ctrl-C reaches the
 *   whole process group) and leave on their own if the primary disappears.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { ConfigEnv, ServerConfig } from '../page/config';
import { DEFAULT_MAX_BODY_BYTES } from '../shop-api/middleware/bodyLimit';
import { answerClusterMetrics, clusterExposition } from '../telemetry/clusterMetrics';
import { flushLogs, type Logger } from '../telemetry/logger';
import { startMetricsServer, type MetricsServer } from './metricsServer';
import { pendingShop } from './pendingShop';
import { failedToStart, startProcessTelemetry } from './processTelemetry';
import { serveShopChannel, shopChannelClient, type FetchHandler } from './shopChannel';

/** Set in a worker's environment when the primary answers its shop requests (./shopChannel.ts). */
export const CHANNEL_VARIABLE = 'CAIRNFIELD_CLUSTER_SHOP_CHANNEL';
export const FLASH_SECRET_VARIABLE = 'CAIRNFIELD_CLUSTER_FLASH_SECRET';
/** The primary's shop's largest request body: each worker refuses larger ones before the channel. */
export const SHOP_MAX_BODY_VARIABLE = 'CAIRNFIELD_CLUSTER_SHOP_MAX_BODY_BYTES';

/** A worker that dies this soon after it was started is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 2_000;
const RESTART_PAUSE_MS = 1_000;

interface Running {
  origin: string;
  drain(): Promise<void>;
}

interface EmbeddedShop {
  app: FetchHandler;
  maxBodyBytes: number;
  close(): Promise<void>;
}

export interface ClusterDeps {
  loadShopApi(logger: Logger): Promise<EmbeddedShop>;
  startPageServer(options: {
    env: ConfigEnv;
    logger: Logger;
    shopApi?: EmbeddedShop;
    flashSecret: string | null;
    pidHeader: boolean;
    announce: false;
  }): Promise<Running & { react: string }>;
  announce(logger: Logger, origin: string, react: string): void;
}

interface ReadyMessage {
  type: 'cairnfield:listening';
  origin: string;
  react: string;
}

const isReady = (message: unknown): message is ReadyMessage =>
  (message as ReadyMessage | null)?.type === 'cairnfield:listening';

/** How long a stop may take: every worker's drain and its requests, and a margin. */
const stopTimeout = (config: ServerConfig) =>
  config.operations.drainMs + config.operations.shutdownTimeoutMs + 2_000;

/** The cluster's primary: the shop API and its channel, the workers, their restarts and the stop. */
export async function runPrimary(
  workers: number,
  config: ServerConfig,
  deps: ClusterDeps,
): Promise<void> {
  const env = process.env;
  const telemetry = await startProcessTelemetry(config, env.NODE_ENV);
  const log = telemetry.logger.child({ server: 'cluster' });
  const workerEnv: Record<string, string> = {
    [FLASH_SECRET_VARIABLE]: env.SESSION_SECRET || randomBytes(32).toString('base64url'),
  };
  // The shop opens its database while the workers start: the channel answers 503 meanwhile.
  const loading = config.shopApiOrigin
    ? null
    : deps.loadShopApi(telemetry.logger.child({ server: 'shop' }));
  const shop = loading ? pendingShop(loading) : null;
  if (shop) {
    workerEnv[CHANNEL_VARIABLE] = 'ipc';
    workerEnv[SHOP_MAX_BODY_VARIABLE] = String(DEFAULT_MAX_BODY_BYTES);
  }

  const startedAt = new Map<Worker, number>();
  let everReady = false;
  let stopping: Promise<void> | null = null;
  let metrics: MetricsServer | null = null;
  let firstReady: (message: ReadyMessage) => void = () => undefined;
  const listening = new Set<Worker>();
  const allListening = new Promise<ReadyMessage>((resolve) => {
    firstReady = resolve;
  });

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker, Date.now());
    if (shop) {
      // A worker that died with requests out is not answered (its pipe is closed).
      const port = {
        send: (message: unknown) => worker.isConnected() && worker.send(message as object),
        on: (event: 'message', listener: (message: unknown) => void) => worker.on(event, listener),
      };
      serveShopChannel(shop, port);
    }
    worker.on('message', (message: unknown) => {
      if (!isReady(message)) return;
      everReady = true;
      listening.add(worker);
      if (listening.size === workers) firstReady(message);
    });
  };

  const stop = (code: number) => {
    stopping ??= (async () => {
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await new Promise<void>((resolve) => {
        let left = alive.length;
        if (left === 0) resolve();
        const force = setTimeout(() => {
          for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL');
        }, stopTimeout(config));
        for (const worker of alive) {
          worker.once('exit', () => {
            left -= 1;
            if (left === 0) {
              clearTimeout(force);
              resolve();
            }
          });
          worker.process.kill('SIGTERM');
        }
      });
      await shop?.current()?.close();
      await metrics?.close();
      log.info('stopped');
      await telemetry.shutdown();
    })().then(
      () => process.exit(code),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        flushLogs();
        process.exit(1);
      },
    );
    return stopping;
  };

  cluster.on('exit', (worker, code, signal) => {
    const born = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) return;
    const how = signal ? `killed by ${signal}` : `exit code ${code}`;
    const pid = worker.process.pid;
    if (!everReady) {
      log.error({ worker: pid, how }, `worker ${pid} failed to start (${how}); stopping`);
      void stop(1);
      return;
    }
    log.warn({ worker: pid, how }, `worker ${pid} died (${how}); starting a new one`);
    // Exit code 0 is a worker's own graceful stop (a SIGTERM sent to the whole process group, as
    // Playwright's webServer does): the primary's own SIGTERM is about to arrive; wait for it.
    const graceful = code === 0 && !signal;
    if (Date.now() - born >= QUICK_DEATH_MS && !graceful) fork();
    else
      setTimeout(() => {
        if (!stopping) fork();
      }, RESTART_PAUSE_MS);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const count = Object.keys(cluster.workers ?? {}).length;
      log.info({ signal, workers: count }, `${signal}: stopping ${count} workers`);
      void stop(0);
    });
  }
  try {
    const { metricsPort, metricsHost } = config.operations;
    if (metricsPort !== null) {
      metrics = await startMetricsServer({
        host: metricsHost,
        port: metricsPort,
        exposition: () => clusterExposition(),
        onError: (error) => log.error({ err: error }, 'metrics could not be read'),
      });
      log.info({ port: metrics.port, host: metricsHost }, 'metrics on /metrics (every process)');
    }
  } catch (error) {
    failedToStart(log, error);
  }
  for (let i = 0; i < workers; i += 1) fork();
  try {
    await loading;
  } catch (error) {
    log.fatal({ err: error }, 'the shop could not open its database; stopping');
    void stop(1);
    return;
  }
  const ready = await allListening;
  deps.announce(telemetry.logger.child({ server: 'page' }), ready.origin, ready.react);
  const pids = Object.values(cluster.workers ?? {}).map((w) => w?.process.pid);
  log.info(
    { workers: pids, primary: process.pid },
    `${workers} page server processes (pids ${pids.join(', ')}); ${shop ? `the shop API in this one (pid ${process.pid})` : `the shop at ${config.shopApiOrigin}`}`,
  );
}

/** A cluster worker: the page server, with the primary's shop (or SHOP_API_ORIGIN's). */
export async function runWorker(config: ServerConfig, deps: ClusterDeps): Promise<void> {
  const env = process.env;
  const telemetry = await startProcessTelemetry(config, env.NODE_ENV);
  const { logger } = telemetry;
  // The primary asks every worker for its metrics (telemetry/clusterMetrics.ts).
  answerClusterMetrics();
  try {
    const maxBodyBytes = Number(env[SHOP_MAX_BODY_VARIABLE]);
    const shopApi =
      env[CHANNEL_VARIABLE] === 'ipc' && process.send
        ? {
            app: shopChannelClient({
              send: (message) => process.send?.(message),
              on: (event, listener) => process.on(event, listener),
            }),
            close: () => Promise.resolve(),
            maxBodyBytes,
          }
        : null;
    if (shopApi && !(Number.isSafeInteger(maxBodyBytes) && maxBodyBytes > 0)) {
      // Never an unbounded channel: each body it carries is bounded by this worker's page server.
      throw new Error(`a cluster worker needs ${SHOP_MAX_BODY_VARIABLE} (the shop's body limit)`);
    }
    if (!shopApi && !config.shopApiOrigin) {
      // Never a PGlite per worker: only the primary may open the data folder.
      throw new Error('a cluster worker needs the primary shop API channel or SHOP_API_ORIGIN');
    }
    // Ctrl-C in a terminal reaches every process of the group: the primary decides (SIGTERM).
    process.on('SIGINT', () => undefined);
    const running = await deps.startPageServer({
      env,
      logger,
      ...(shopApi ? { shopApi } : {}),
      flashSecret: env[FLASH_SECRET_VARIABLE] ?? null,
      pidHeader: ['1', 'true', 'yes'].includes(env.DEBUG_WORKER_PID ?? ''),
      announce: false,
    });
    process.once('SIGTERM', () => {
      const force = setTimeout(
        () => {
          flushLogs();
          process.exit(1);
        },
        stopTimeout(config) - 1_000,
      );
      force.unref();
      running.drain().then(
        async () => {
          await telemetry.shutdown();
          process.exit(0);
        },
        () => {
          flushLogs();
          process.exit(1);
        },
      );
    });
    const ready: ReadyMessage = {
      type: 'cairnfield:listening',
      origin: running.origin,
      react: running.react,
    };
    process.send?.(ready);
  } catch (error) {
    failedToStart(logger, error);
  }
}

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
 * - Shuts down gracefully on SIGINT/SIGTERM (stops listening, then closes the shop's database).
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
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { DEMO_PRODUCT_ROUTES } from '../shop-api/catalogue';
import { readServerConfig, type ConfigEnv, type ServerConfig } from '../page/config';
import { createPageServer, type ShopApiHandler } from '../page/server/app';
import { NO_ASSETS, readManifestAssets, type PageAssets } from '../page/server/assets';
import { loadedReactBuild, type ReactBuild } from '../page/server/reactBuild';
import { runPrimary, runWorker, type ClusterDeps } from './cluster';
import { webConcurrency } from './concurrency';
import { httpServerOptions } from './httpServer';

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
  close(): Promise<void>;
}

export interface StartOptions {
  env?: ConfigEnv;
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

function loadAssets(clientDir: string): PageAssets {
  try {
    return readManifestAssets(`${clientDir.replace(/\/$/, '')}/.vite/manifest.json`);
  } catch (error) {
    console.warn(
      `[page] no client build at ${clientDir} (${(error as Error).message}); pages render without scripts. Run \`npm run build\`.`,
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
  const config = readConfig(options.env ?? process.env);
  const clientDir = options.clientDir ?? defaultClientDir();
  const assets = loadAssets(clientDir);

  let shopApi: EmbeddedShopApi | null = null;
  if (!config.shopApiOrigin)
    shopApi = options.shopApi ?? (await loadShopApi(options.shopApiOptions));

  let origin = '';
  const app = createPageServer({
    // The same secret as the shop's sessions: every instance opens the others' sealed cookies.
    flashSecret:
      options.flashSecret !== undefined
        ? options.flashSecret
        : (options.env ?? process.env).SESSION_SECRET || null,
    config,
    shopApiOrigin: config.shopApiOrigin,
    shopApi: shopApi?.app ?? null,
    ...(shopApi ? { shopMaxBodyBytes: shopApi.maxBodyBytes } : {}),
    selfOrigin: () => origin,
    assets,
    clientDir,
    // PAGE_DATA_CACHE=off: every page asks the shop (the fault tests switch its answers).
    ...((options.env ?? process.env).PAGE_DATA_CACHE === 'off' ? { dataCache: null } : {}),
  });

  const pid = String(process.pid);
  const handle: typeof app.fetch = options.pidHeader
    ? async (request, env) => {
        const answer = await app.fetch(request, env);
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
  const port = (server.address() as AddressInfo).port;
  // The origin the embedded API's requests are addressed to (handled in this process), and the
  // public origin's fallback: loopback, whatever HOST the page listens on.
  const selfHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  origin = `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${port}`;
  const react = loadedReactBuild();
  if (options.announce !== false) announce(origin, react);

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets would hold close() open; end the idle ones.
        (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await shopApi?.close();
    })();
    return closing;
  };
  return { origin, port, config, react, close };
}

/** The line that says the server is up (`npm run bench` waits for it and reads the build). */
function announce(origin: string, react: string): void {
  console.log(`Cairnfield Outfitters gift cards: ${origin}/ (React ${react} build)`);
  if (react !== 'production') {
    console.warn('[page] not in production mode: run `npm start` (it sets NODE_ENV=production).');
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
  readConfig,
  loadShopApi: () => loadShopApi(),
  startPageServer,
  announce,
};

/** Today's single process: the page server with the shop API embedded in it. */
function runSingle(): void {
  startPageServer({ pidHeader: ['1', 'true', 'yes'].includes(process.env.DEBUG_WORKER_PID ?? '') })
    .then((running) => {
      const shutdown = (signal: string) => {
        console.log(`[page] ${signal}: shutting down`);
        const force = setTimeout(() => process.exit(1), 10_000);
        force.unref();
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('[page] shutdown failed', error);
            process.exit(1);
          },
        );
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));
    })
    .catch(failedToStart);
}

function failedToStart(error: unknown): never {
  console.error('[page] could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

if (isMainModule()) {
  if (cluster.isWorker) {
    runWorker(clusterDeps).catch(failedToStart);
  } else {
    let workers = 1;
    try {
      // The entry alone is one process unless WEB_CONCURRENCY asks for more; `npm start` sets it
      // to the cores (scripts/start.mjs). Tests that start dist/server/main.js get one process.
      workers = webConcurrency(process.env.WEB_CONCURRENCY ?? '1', availableParallelism());
    } catch (error) {
      failedToStart(error);
    }
    if (workers === 1) runSingle();
    else runPrimary(workers, clusterDeps).catch(failedToStart);
  }
}

import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import type { ShopDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { openPostgres } from './db/pg.ts';
import { openPglite } from './db/pglite.ts';
import { createRepository } from './db/repository.ts';
import type { ShopRepository } from './db/repository.ts';
import { seed } from './db/seed.ts';
import type { AppEnv } from './http/env.ts';
import { DEFAULT_MAX_BODY_BYTES } from './middleware/bodyLimit.ts';
import type { FaultHook } from './middleware/idempotency.ts';
import { parseRateLimit, type RateLimit } from './middleware/cartRateLimit.ts';
import { quietLogger, type Logger } from '../telemetry/logger.ts';
import { observeDatabase } from '../telemetry/metrics.ts';
import { checkPreviewSecret } from './services/previewToken.ts';
import { checkSessionSecret, newSessionSecret } from './services/session.ts';
import { signInThrottleFromEnv, type SignInThrottlePolicy } from './services/signInThrottle.ts';

export type { ShopRepository } from './db/repository.ts';

export interface ShopApiOptions {
  /** `postgres://...` for a PostgreSQL server. Default: `DATABASE_URL` unless `dataDir` is given. */
  databaseUrl?: string;
  /** PGlite data folder. Default: `SHOP_API_DATA_DIR`, else `.data/shop-db` under the current directory (git-ignored). */
  dataDir?: string;
  /** Write the demo catalogue on start (idempotent). Default: true. */
  seed?: boolean;
  /** Stock per SKU, applied after the seed (e.g. `{ '20001': 40 }`). Default: `SHOP_API_STOCK_LEVELS`. */
  stockLevels?: Record<string, number>;
  /** Clock, for tests. Default: the real time. */
  now?: () => Date;
  /** Origins besides this server's own allowed to send unsafe requests. Default: `SHOP_API_TRUSTED_ORIGINS`. */
  trustedOrigins?: string[];
  /** The public origin(s) the shop is reached at, besides its listening address. Default: `PUBLIC_ORIGIN`. */
  publicOrigins?: string[];
  /** Signs session cookies. Default: `SESSION_SECRET`, else a secret generated on first start
   * and kept in the database (so every instance on one database shares it). */
  sessionSecret?: string;
  /** Believe the proxy in front: the client's address in its `X-Forwarded-For` (limits per
   * address) and `X-Forwarded-Proto` (Secure cookies and HSTS behind HTTPS). Default:
   * `TRUST_PROXY=1`; embedded behind the page server, always (server/main.ts). */
  trustProxy?: boolean;
  /** Signs preview links (32+ characters; services/previewToken.ts). Default: `PREVIEW_SECRET`;
   * without one, drafts are never shown. */
  previewSecret?: string | null;
  /** New carts per client and window. Default: `SHOP_API_CART_RATE_LIMIT` ("60/600"). */
  cartRateLimit?: RateLimit;
  /** Anonymous carts untouched this long are deleted (on start, then hourly). Default: 30 days. */
  abandonedCartTtlMs?: number;
  /** Sign-in guessing limits. Default: services/signInThrottle.ts (docs/security.md), its first
   * back-off delay `SHOP_API_SIGN_IN_BACKOFF_MS` when set. */
  signInThrottle?: SignInThrottlePolicy;
  /** Where the shop logs its requests, notices and errors (docs/operations.md). Default:
   * warnings and errors on stdout (telemetry/logger.ts, quietLogger). */
  logger?: Logger;
  /** Whether the process is stopping (SIGTERM): /readyz then answers 503 (shop-api/main.ts). */
  draining?: () => boolean;
  /** Fault injection, for tests only (see middleware/idempotency.ts). */
  faults?: FaultHook;
  /**
   * Serve the browsable reference of the OpenAPI document at `/api/reference` (openapi/reference.ts).
   * For development only: `npm run dev` sets it; `npm start` never does. Default: false.
   */
  apiReference?: boolean;
}

export interface ShopApi {
  app: Hono<AppEnv>;
  repo: ShopRepository;
  /** Which database backs this instance. */
  backend: 'pglite' | 'postgres';
  /** The largest request body it reads (a larger one is answered 413): a server in front of it
   * may refuse larger ones itself, before reading them. */
  maxBodyBytes: number;
  /** Whether the database answers a query now (readiness: server/lifecycle.ts). */
  databaseReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = path.join('.data', 'shop-db');

/** Anonymous carts nobody touched for 30 days (the cart cookie's lifetime) are deleted. */
export const ABANDONED_CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** Idempotency keys are kept a day: long enough for any retry, short enough to stay small. */
const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

/** `SHOP_API_STOCK_LEVELS="20001=40,20002=100"`. */
export function parseStockLevels(value: string | undefined): Record<string, number> {
  const levels: Record<string, number> = {};
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const match = /^\s*(\d{1,12})\s*=\s*(\d{1,9})\s*$/.exec(entry);
    if (!match?.[1] || !match[2])
      throw new Error(`SHOP_API_STOCK_LEVELS: cannot read "${entry}" (want sku=level)`);
    levels[match[1]] = Number(match[2]);
  }
  return levels;
}

/**
 * Which database: an explicit `databaseUrl`, else an explicit `dataDir` (PGlite, even when
 * DATABASE_URL is set, so a test asking for PGlite gets it), else DATABASE_URL, else PGlite in
 * SHOP_API_DATA_DIR or `.data/shop-db`.
 */
async function openDatabase(options: ShopApiOptions, logger: Logger): Promise<ShopDatabase> {
  const url = options.databaseUrl ?? (options.dataDir ? undefined : process.env.DATABASE_URL);
  if (url) {
    if (!/^postgres(?:ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
    }
    return openPostgres(url, logger);
  }
  return openPglite(options.dataDir ?? (process.env.SHOP_API_DATA_DIR || DEFAULT_DATA_DIR));
}

/**
 * Opens (and on first start creates and migrates) the database, seeds the demo catalogue, and
 * returns the Hono app. `npm start` mounts `app.fetch` for the shop's prefixes (SHOP_PREFIXES in
 * page/server/proxy.ts: /api/, /data/, /media/, /cs/, /session/).
 */
export async function createShopApi(options: ShopApiOptions = {}): Promise<ShopApi> {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? quietLogger().child({ server: 'shop' });
  const database = await openDatabase(options, logger);
  try {
    await migrate(database);
    const repo = createRepository(database);
    const stockLevels = options.stockLevels ?? parseStockLevels(process.env.SHOP_API_STOCK_LEVELS);
    if (options.seed ?? true) {
      await seed(repo, { now: now(), stockLevels });
    } else {
      // Without the seed, stock overrides still apply to whatever SKUs the database holds.
      for (const [skuId, level] of Object.entries(stockLevels)) {
        if (!(await repo.products.setStockLevel(skuId, level))) {
          throw new Error(`stockLevels: unknown SKU ${skuId}`);
        }
      }
    }
    const trustedOrigins =
      options.trustedOrigins ??
      (process.env.SHOP_API_TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean);
    const configuredSecret = options.sessionSecret ?? (process.env.SESSION_SECRET || undefined);
    const sessionSecret = configuredSecret
      ? checkSessionSecret(configuredSecret)
      : await repo.accounts.sharedSecret('session', newSessionSecret, now());
    const cartRateLimit =
      options.cartRateLimit ?? parseRateLimit(process.env.SHOP_API_CART_RATE_LIMIT);
    const trustProxy =
      options.trustProxy ?? ['1', 'true', 'yes'].includes(process.env.TRUST_PROXY ?? '');
    const publicOrigins =
      options.publicOrigins ??
      (process.env.PUBLIC_ORIGIN ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean);
    const previewSecret = options.previewSecret ?? (process.env.PREVIEW_SECRET || null);
    const app = createApp({
      repo,
      now,
      previewSecret: previewSecret !== null ? checkPreviewSecret(previewSecret) : null,
      trustedOrigins,
      publicOrigins,
      sessionSecret,
      trustProxy,
      ...(options.faults ? { faults: options.faults } : {}),
      signInThrottle:
        options.signInThrottle ?? signInThrottleFromEnv(process.env.SHOP_API_SIGN_IN_BACKOFF_MS),
      logger,
      // Ready unless draining. Not the database: it is shared, so when it is down it is down for
      // every instance alike, and taking them all out of the balancer would turn the page's own
      // answers (cached product pages, a 503 with Retry-After and the spec's message) into the
      // balancer's bare 503. The DatabaseDown alert reports it (docs/operations.md).
      readiness: () =>
        Promise.resolve(
          options.draining?.()
            ? { ready: false as const, reason: 'draining' }
            : { ready: true as const },
        ),
      ...(cartRateLimit ? { cartRateLimit } : {}),
      ...(options.apiReference
        ? { devRoutes: (await import('./openapi/reference.ts')).referenceRoutes() }
        : {}),
    });
    const cartTtl = options.abandonedCartTtlMs ?? ABANDONED_CART_TTL_MS;
    const housekeeping = async () => {
      const at = now().getTime();
      await repo.orders.purgeAbandonedCarts(new Date(at - cartTtl));
      await repo.sessions.purgeUnused(new Date(at - cartTtl));
      await repo.rateLimits.purge(new Date(at - 24 * 60 * 60 * 1000));
      await repo.signIn.purge(new Date(at), new Date(at - 24 * 60 * 60 * 1000));
      await repo.idempotencyKeys.purge(new Date(at - IDEMPOTENCY_RETENTION_MS));
    };
    await housekeeping();
    const timer = setInterval(() => {
      housekeeping().catch((error: unknown) => logger.error({ err: error }, 'housekeeping failed'));
    }, HOUSEKEEPING_INTERVAL_MS);
    timer.unref();
    let closed = false;
    // shop_database_up: asked at each scrape.
    observeDatabase(() => database.ping(1_000));
    return {
      app,
      repo,
      backend: database.backend,
      maxBodyBytes: DEFAULT_MAX_BODY_BYTES,
      databaseReachable: () => database.ping(1_000),
      async close() {
        if (closed) return;
        closed = true;
        clearInterval(timer);
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
